import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contractPeriods,
  contractRateMax,
  settlesOnClock,
  type ContractKind,
  type ContractPeriod,
} from '../../../api/contracts/agent-contracts';
import { MoneyFailure } from '../../../components/money-failure';
import { TextField } from '../../../components/text-field';
import { checkRate, type RateErrorCode } from './contract-form';
import type { ContractSectionProps, ContractsActor } from './contracts-logic';
import { rateText } from './rate-text';

/** The rate and period fields both forms share; the values are the form's (kept after a failure). */
function RateFields({
  kind,
  rate,
  period,
  onRate,
  onPeriod,
  error,
}: {
  kind: ContractKind;
  rate: string;
  period: ContractPeriod;
  onRate: (value: string) => void;
  onPeriod: (value: ContractPeriod) => void;
  error: RateErrorCode | null;
}) {
  const { t } = useTranslation('agentContracts');
  const periodId = useId();
  const max = rateText(contractRateMax[kind]);
  return (
    <>
      <TextField
        label={t('form.rate')}
        value={rate}
        onChange={onRate}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t(kind === 'dividend' ? 'form.rateHintDividend' : 'form.rateHintSalary', { max })}
        error={error ? t(`form.rateError.${error}`, { max }) : undefined}
      />
      <div className="field">
        <label htmlFor={periodId}>{t(settlesOnClock(kind) ? 'form.accountingPeriod' : 'form.period')}</label>
        <select id={periodId} value={period} onChange={(e) => onPeriod(e.target.value as ContractPeriod)}>
          {contractPeriods.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </select>
        {settlesOnClock(kind) && <p className="field__hint">{t(`form.clockHint.${kind}`)}</p>}
      </div>
    </>
  );
}

/**
 * Whether the machine is sending or confirming the given form's operation, and the form's failure:
 * a refusal, or the outcome not known, with Check again and Send again (the same key).
 */
function useFormState(actor: ContractsActor, action: 'offer' | 'request') {
  const busy = useSelector(
    actor,
    (s) =>
      (s.matches({ operation: 'submitting' }) || s.matches({ operation: 'confirmingLowerRate' })) &&
      s.context.operation?.action === action,
  );
  const failure = useSelector(actor, (s) =>
    s.matches({ operation: 'failed' }) && s.context.operation?.action === action
      ? s.context.operationFailure
      : null,
  );
  const unknown = useSelector(
    actor,
    (s) => s.matches({ operation: 'unknown' }) && s.context.operation?.action === action,
  );
  const failureProps = {
    failure,
    unknown,
    subject: 'contracts' as const,
    onCheck: () => actor.send({ type: 'outcome.check' }),
    onResend: () => actor.send({ type: 'outcome.resend' }),
  };
  return { busy, failureProps };
}

/**
 * The rate and period of an offer or a request (SPEC 6): their fields' props, and `check`, which
 * shows the rate's error and gives the checked terms, or null when the rate is refused.
 */
function useRateTerms(kind: ContractSectionProps['kind']) {
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>('D');
  const [error, setError] = useState<RateErrorCode | null>(null);
  const fields = { kind, rate, period, onRate: setRate, onPeriod: setPeriod, error };
  const check = () => {
    const checked = checkRate(rate, kind);
    setError(checked.ok ? null : checked.code);
    return checked.ok ? { kind, ratePercent: checked.rate, period } : null;
  };
  return { fields, check };
}

/** The offer to a direct downline agent (`offerTo` from team management picks it and scrolls here). */
export function OfferSection({
  actor,
  data,
  kind,
  offerTo,
}: ContractSectionProps & { offerTo: string | null }) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const downlineId = useId();
  const eligible = data.downlines.filter((d) => d.eligible);
  const prefill = eligible.find((d) => d.account.toLowerCase() === offerTo?.toLowerCase())?.account;
  const [downline, setDownline] = useState(prefill ?? eligible[0]?.account ?? '');
  const terms = useRateTerms(kind);
  const { busy, failureProps } = useFormState(actor, 'offer');

  if (data.downlines.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = terms.check();
    if (!checked || !downline) return;
    actor.send({ type: 'form.submit', operation: { action: 'offer', request: { ...checked, downline } } });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="contracts__section"
      // A link from team management (offerTo) opens the page at this form, for that downline.
      ref={(section) => {
        if (section && prefill && !section.dataset.shown) {
          section.dataset.shown = 'true';
          section.scrollIntoView({ block: 'start' });
        }
      }}
    >
      <h2 id={titleId}>{t('offer.title')}</h2>
      {eligible.length === 0 ? (
        <p className="contracts__note">{t('offer.noneEligible', { kind: t(`kind.${kind}`) })}</p>
      ) : (
        <form className="form contracts__form" onSubmit={submit} noValidate aria-busy={busy}>
          <MoneyFailure {...failureProps} />
          <div className="field">
            <label htmlFor={downlineId}>{t('offer.downline')}</label>
            <select id={downlineId} value={downline} onChange={(e) => setDownline(e.target.value)} required>
              {eligible.map((d) => (
                <option key={d.account} value={d.account}>
                  {d.nickname && d.nickname !== d.account ? `${d.account} (${d.nickname})` : d.account}
                </option>
              ))}
            </select>
          </div>
          <RateFields {...terms.fields} />
          <p className="contracts__note">{t(`offer.rule.${kind === 'dividend' ? 'dividend' : 'salary'}`)}</p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('offer.sending') : t('offer.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/** The request to the agent's upline, when the agent has one. */
export function RequestSection({ actor, data, kind }: ContractSectionProps) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const terms = useRateTerms(kind);
  const { busy, failureProps } = useFormState(actor, 'request');
  const upline = data.upline!;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = terms.check();
    if (!checked) return;
    actor.send({ type: 'form.submit', operation: { action: 'request', request: checked } });
  }

  return (
    <section aria-labelledby={titleId} className="contracts__section">
      <h2 id={titleId}>{t('request.title')}</h2>
      {!upline.eligible ? (
        <p className="contracts__note">{t('request.notEligible', { account: upline.account })}</p>
      ) : (
        <form className="form contracts__form" onSubmit={submit} noValidate aria-busy={busy}>
          <p className="contracts__note">{t('request.intro', { account: upline.account })}</p>
          <MoneyFailure {...failureProps} />
          <RateFields {...terms.fields} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('request.sending') : t('request.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
