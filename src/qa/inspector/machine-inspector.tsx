import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaBridge } from '../../api/contracts/qa';
import { BugReportButton } from './bug-report-button';
import { InspectorCalls } from './inspector-calls';
import { InspectorMachines } from './inspector-machines';
import { actorRegistry, callLog } from './inspector-recorders';
import './machine-inspector.css';

/** How often the open inspector reads the records again: live, without a re-render at every event. */
const REFRESH_MS = 1_000;

const readRecords = () => ({ actors: actorRegistry.actors(), calls: callLog.calls() });

/**
 * The Scenarios panel's machine inspector (mock mode only): every running machine with
 * its state, context and last events, the last calls, and the bug report. It refreshes once a
 * second; nothing in it is a live region, so a screen reader is not told of each change, and
 * *Pause updates* holds it still to read or select.
 */
export default function MachineInspector({ bridge }: { bridge: QaBridge }) {
  const { t } = useTranslation('qaInspector');
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  const [records, setRecords] = useState(readRecords);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setRecords(readRecords()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [paused]);
  const togglePause = () => {
    // Going on again shows the present at once, not a second later.
    if (paused) setRecords(readRecords());
    setPaused(!paused);
  };
  return (
    <section aria-labelledby={headingId} className="qa-inspector">
      <h3 id={headingId}>{t('title')}</h3>
      <p className="field__hint">{t('hint')}</p>
      <div className="page__actions">
        <BugReportButton bridge={bridge} />
        <button type="button" className="button button--ghost" aria-pressed={paused} onClick={togglePause}>
          {t('pause')}
        </button>
      </div>
      <InspectorMachines actors={records.actors} />
      <InspectorCalls calls={records.calls} />
    </section>
  );
}
