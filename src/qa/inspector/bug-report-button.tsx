import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaBridge } from '../../api/contracts/qa';
import { currentLanguage } from '../../i18n';
import { bugReportMarkdown } from './bug-report';
import { actorRegistry, callLog } from './inspector-recorders';

/** The report of this moment: this page, its world, the machines and the last calls. */
function currentBugReport(bridge: QaBridge): string {
  return bugReportMarkdown({
    href: window.location.href,
    params: bridge.params,
    lang: currentLanguage(),
    faultsActive: bridge.faultsActive(),
    takenAt: new Date().toISOString(),
    takenAtMs: performance.now(),
    viewport: `${window.innerWidth} × ${window.innerHeight}`,
    actors: actorRegistry.actors(),
    calls: callLog.calls(),
  });
}

type Copy = { kind: 'copied' } | { kind: 'refused'; text: string } | null;

/**
 * *Copy bug report*: the report as Markdown on the clipboard. A browser that refuses the clipboard
 * (no permission, no secure context) gets the report in a text box, focused and selected, to copy
 * by hand.
 */
export function BugReportButton({ bridge }: { bridge: QaBridge }) {
  const { t } = useTranslation('qaInspector');
  const [copy, setCopy] = useState<Copy>(null);
  const textId = useId();
  // Stable, so the box is focused and selected when it appears, not again at each refresh.
  const selectAll = useCallback((box: HTMLTextAreaElement | null) => {
    box?.focus();
    box?.select();
  }, []);
  const copyReport = async () => {
    const text = currentBugReport(bridge);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopy({ kind: 'copied' });
    } catch {
      setCopy({ kind: 'refused', text });
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void copyReport()}>
        {t('copy')}
      </button>
      <p role="status" className="field__hint qa-inspector__copy-status">
        {copy?.kind === 'copied' && t('copied')}
        {copy?.kind === 'refused' && t('refused')}
      </p>
      {copy?.kind === 'refused' && (
        <div className="field qa-inspector__report">
          <label htmlFor={textId}>{t('reportText')}</label>
          <textarea id={textId} readOnly rows={10} value={copy.text} ref={selectAll} />
        </div>
      )}
    </>
  );
}
