import i18next from 'i18next';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaBridge } from '../../api/contracts/qa';
import { Modal } from '../../components/modal';
import { currentLanguage, supportedLanguages, toI18nCode } from '../../i18n';
import {
  faultKinds,
  QA_STORAGE_KEY,
  qaSearch,
  type Fault,
  type FaultKind,
  type QaParams,
} from '../qa-params';
import { internalPath } from '../../lib/safe-link';
import { writeStored } from '../../browser/session-store';
import { InspectorMount } from '../inspector/inspector-mount';
import { QaStrip } from './qa-strip';
import { WorldFileSection } from './world-file-section';

/** Scenario descriptions come with the scenarios, in both languages: registered as their own namespace. */
function registerScenarioTexts(bridge: QaBridge) {
  for (const lang of supportedLanguages) {
    const code = toI18nCode(lang);
    const texts = Object.fromEntries(bridge.scenarios.map((s) => [s.id, s.description[code as 'en' | 'bn']]));
    i18next.addResourceBundle(code, 'scenarios', texts, true, true);
  }
}

/**
 * The address the panel reloads into: this page with the new parameters. A path that
 * would leave the site is refused for the home page: `//host/…` (an address such as
 * `https://site//host/…` serves the app too) is another site's address to `location.assign`.
 */
export function reloadUrl(pathname: string, search: string): string {
  return `${internalPath(pathname) ?? '/'}${search}`;
}

/** Reloads the app with the new world parameters: every state is a shareable URL. */
function applyParams(params: QaParams) {
  writeStored(QA_STORAGE_KEY, JSON.stringify(params));
  window.location.assign(reloadUrl(window.location.pathname, qaSearch(params, currentLanguage())));
}

/** The panel's keys: they open it even over a popup. */
const PANEL_SHORTCUT = 'Alt+Shift+Q';
const PANEL_KEY_CODE = 'KeyQ';

/**
 * The Scenarios panel (DESIGN.md QA interface), present in mock mode only: scenarios with their
 * descriptions, seed, latency and faults (applied by reloading), the demo accounts and the last SMS
 * code the mock world sent. "Lift faults" removes faults without a reload so retries can be tried.
 */
export function ScenariosPanel({ bridge, rejected }: { bridge: QaBridge; rejected: string[] }) {
  const { t } = useTranslation(['common', 'qa']);
  const [open, setOpen] = useState(false);
  const [registered] = useState(() => {
    registerScenarioTexts(bridge);
    return true;
  });
  // The keys open the panel over a popup (the member centre, say), so faults can be lifted
  // and set where the failure shows; on a touch screen the strip's button does (it moves into the popup).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === PANEL_KEY_CODE) setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <QaStrip onOpen={() => setOpen(true)} shortcut={PANEL_SHORTCUT} />
      <Modal
        open={open && registered}
        title={t('qa:title')}
        onClose={() => setOpen(false)}
        className="qa-panel"
      >
        <PanelBody bridge={bridge} rejected={rejected} />
      </Modal>
    </>
  );
}

function PanelBody({ bridge, rejected }: { bridge: QaBridge; rejected: string[] }) {
  const { t } = useTranslation(['common', 'qa']);
  const ids = { scenario: useId(), seed: useId(), latency: useId(), call: useId(), kind: useId() };
  const [draft, setDraft] = useState<QaParams>(bridge.params);
  const [faultCall, setFaultCall] = useState('*');
  const [faultKind, setFaultKind] = useState<FaultKind>('500');
  const [lifted, setLifted] = useState(false);
  const [appliedNow, setAppliedNow] = useState(false);
  const lastSms = useSyncExternalStore(bridge.subscribe, bridge.lastSmsCode);
  const setFaults = (faults: Fault[]) => setDraft({ ...draft, faults });

  return (
    <div className="qa-panel__body">
      {rejected.length > 0 && (
        <p role="alert" className="form-error">
          {t('qa:rejected', { params: rejected.join(', ') })}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.scenario}>{t('qa:scenario')}</label>
        <select
          id={ids.scenario}
          value={draft.scenario}
          onChange={(e) => setDraft({ ...draft, scenario: e.target.value })}
        >
          {bridge.scenarios.map((s) => (
            <option key={s.id} value={s.id}>
              {s.id}
            </option>
          ))}
        </select>
        <p className="field__hint">{t(`scenarios:${draft.scenario}`)}</p>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.seed}>{t('qa:seed')}</label>
          <input
            id={ids.seed}
            type="number"
            step={1}
            value={draft.seed}
            onChange={(e) => setDraft({ ...draft, seed: Math.trunc(Number(e.target.value) || 0) })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.latency}>{t('qa:latency')}</label>
          <input
            id={ids.latency}
            type="number"
            min={0}
            step={100}
            value={draft.latency}
            onChange={(e) =>
              setDraft({ ...draft, latency: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
            }
          />
        </div>
      </div>

      <fieldset className="field">
        <legend>{t('qa:faults')}</legend>
        {draft.faults.length === 0 ? (
          <p className="field__hint">{t('qa:noFaults')}</p>
        ) : (
          <ul className="qa-panel__faults">
            {draft.faults.map((fault, index) => (
              <li key={`${fault.call}:${fault.kind}:${index}`}>
                <code>
                  {fault.call}:{fault.kind}
                </code>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setFaults(draft.faults.filter((_, i) => i !== index))}
                  aria-label={t('qa:removeFault', { fault: `${fault.call}:${fault.kind}` })}
                >
                  {t('actions.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="field-row">
          <div className="field">
            <label htmlFor={ids.call}>{t('qa:faultCall')}</label>
            <select id={ids.call} value={faultCall} onChange={(e) => setFaultCall(e.target.value)}>
              <option value="*">{t('qa:allCalls')}</option>
              {bridge.callNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.kind}>{t('qa:faultKind')}</label>
            <select
              id={ids.kind}
              value={faultKind}
              onChange={(e) => setFaultKind(e.target.value as FaultKind)}
            >
              {faultKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setFaults([...draft.faults, { call: faultCall, kind: faultKind }])}
          >
            {t('qa:addFault')}
          </button>
        </div>
      </fieldset>

      <div className="page__actions">
        <button type="button" className="button" onClick={() => applyParams(draft)}>
          {t('qa:apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            // Faults without a reload, so one page can be tried under each in turn.
            bridge.setFaults(draft.faults);
            setLifted(false);
            setAppliedNow(true);
          }}
        >
          {t('qa:applyFaultsNow')}
        </button>
        {bridge.faultsActive() && !lifted && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              bridge.liftFaults();
              setLifted(true);
              setAppliedNow(false);
            }}
          >
            {t('qa:liftFaults')}
          </button>
        )}
      </div>
      {(lifted || appliedNow) && (
        <p role="status" className="field__hint">
          {t(lifted ? 'qa:faultsLifted' : 'qa:faultsApplied')}
        </p>
      )}

      <section aria-labelledby="qa-accounts">
        <h3 id="qa-accounts">{t('qa:accounts')}</h3>
        <table className="qa-panel__table">
          <thead>
            <tr>
              <th scope="col">{t('qa:role')}</th>
              <th scope="col">{t('qa:username')}</th>
              <th scope="col">{t('qa:password')}</th>
            </tr>
          </thead>
          <tbody>
            {bridge.demoAccounts.map((account) => (
              <tr key={account.username}>
                <td>{t(`qa:roles.${account.role}`)}</td>
                <td>
                  <code>{account.username}</code>
                </td>
                <td>
                  {account.password === null ? t('qa:passwordChanged') : <code>{account.password}</code>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field__hint">{t('qa:trialNote')}</p>
      </section>
      <p>
        {t('qa:lastSms')} <output>{lastSms ?? t('qa:noSms')}</output>
      </p>
      <WorldFileSection bridge={bridge} apply={applyParams} />
      <InspectorMount bridge={bridge} />
    </div>
  );
}
