import { Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaBridge } from '../../api/contracts/qa';
import {
  IMPORTED_SCENARIO_ID,
  WORLD_DESCRIPTION_MAX,
  type WorldFileRefusal,
} from '../../api/contracts/qa-world-file';
import type { QaParams } from '../qa-params';
import { copyText } from '../../browser/clipboard';
import { clearSession } from '../../browser/session-store';
import { downloadTextFile } from './download-file';

interface Props {
  bridge: QaBridge;
  /** Reloads the app with these parameters (the panel's own "Apply and reload"). */
  apply: (params: QaParams) => void;
}

/**
 * The Scenarios panel's "Save this world as a scenario": the world as a file (download or
 * copy) with a description, a saved world loaded back from a file or pasted text, and a reset.
 * Its texts are their own catalogue (qaWorld), loaded when the panel opens.
 */
export function WorldFileSection(props: Props) {
  return (
    <Suspense fallback={null}>
      <WorldFileBody {...props} />
    </Suspense>
  );
}

type Outcome = { kind: 'downloaded'; file: string } | { kind: 'copied' } | { kind: 'copyFailed' } | null;

function WorldFileBody({ bridge, apply }: Props) {
  const { t } = useTranslation('qaWorld');
  const ids = { heading: useId(), description: useId(), file: useId(), paste: useId(), refusal: useId() };
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const [description, setDescription] = useState('');
  const [descriptionMissing, setDescriptionMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pasted, setPasted] = useState('');
  const [refusal, setRefusal] = useState<WorldFileRefusal | 'pasteRequired' | null>(null);
  const { imported } = bridge.worldFile;
  const running = imported && bridge.params.scenario === IMPORTED_SCENARIO_ID;

  /** The world file, once the description says what it is; else the field says so. */
  const exported = () => {
    setOutcome(null);
    if (!description.trim()) {
      setDescriptionMissing(true);
      descriptionField.current?.focus();
      return null;
    }
    setDescriptionMissing(false);
    return bridge.worldFile.export(description);
  };
  const load = (text: string) => {
    const result = bridge.worldFile.import(text);
    if ('refusal' in result) {
      setRefusal(result.refusal);
      return;
    }
    // The tab's session belongs to the world it leaves: the loaded world starts logged out.
    clearSession();
    apply(result.params);
  };
  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    // The same file chosen again (after a refusal) is read again.
    input.value = '';
    load(text);
  };

  return (
    <section aria-labelledby={ids.heading} className="qa-world-file">
      <h3 id={ids.heading}>{t('title')}</h3>
      {running && (
        <p>
          <strong>{t('running', imported)}</strong>
        </p>
      )}
      <p className="field__hint">{t('intro')}</p>
      <div className="field">
        <span className="field__label">
          <label htmlFor={ids.description}>{t('description')}</label>
          <span aria-hidden="true"> *</span>
        </span>
        <textarea
          id={ids.description}
          ref={descriptionField}
          rows={2}
          required
          maxLength={WORLD_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={descriptionMissing || undefined}
          aria-describedby={`${ids.description}-hint${descriptionMissing ? ` ${ids.description}-error` : ''}`}
        />
        <p id={`${ids.description}-hint`} className="field__hint">
          {t('descriptionHint')}
        </p>
        {descriptionMissing && (
          <p id={`${ids.description}-error`} className="form-error">
            {t('descriptionRequired')}
          </p>
        )}
      </div>
      <div className="page__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            const file = exported();
            if (!file) return;
            downloadTextFile(file.fileName, file.text);
            setOutcome({ kind: 'downloaded', file: file.fileName });
          }}
        >
          {t('download')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            const file = exported();
            if (file)
              void copyText(file.text).then((copied) =>
                setOutcome({ kind: copied ? 'copied' : 'copyFailed' }),
              );
          }}
        >
          {t('copy')}
        </button>
      </div>
      <p role="status" className="field__hint">
        {outcome?.kind === 'downloaded'
          ? t('downloaded', { file: outcome.file })
          : outcome
            ? t(outcome.kind)
            : ''}
      </p>

      <h4>{t('load')}</h4>
      <p className="field__hint">{t('loadIntro')}</p>
      <div className="field">
        <label htmlFor={ids.file}>{t('file')}</label>
        <input id={ids.file} type="file" accept=".json,application/json" onChange={(e) => void loadFile(e)} />
      </div>
      <div className="field">
        <label htmlFor={ids.paste}>{t('paste')}</label>
        <textarea
          id={ids.paste}
          rows={3}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? ids.refusal : undefined}
        />
      </div>
      {refusal && (
        <p id={ids.refusal} role="alert" className="form-error">
          {refusal === 'pasteRequired' ? t('pasteRequired') : t(`refusals.${refusal}`)}
        </p>
      )}
      <div className="page__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => (pasted.trim() ? load(pasted) : setRefusal('pasteRequired'))}
        >
          {t('loadPasted')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            // The reset world has no sessions: the tab's would only be refused.
            clearSession();
            bridge.resetWorld();
          }}
        >
          {t('reset')}
        </button>
      </div>
      <p className="field__hint">{t('resetHint')}</p>
    </section>
  );
}
