import { useTranslation } from 'react-i18next';
import type { ConvertPointsRequest } from '../../api/contracts/points';
import { MoneyFailure } from '../../components/money-failure';
import { TextField } from '../../components/text-field';
import { paymentPinHints } from '../../components/input-hints';
import { useForm } from '../../components/use-form';
import { useMoneyForm } from '../../components/use-money-form';
import {
  cashForPoints,
  parsePoints,
  validateConvertPoints,
  validatePaymentPassword,
} from '../../lib/points-rules';
import { convertLogic } from './points-logic';
import { usePointsText } from './points-text';

/**
 * Converts points to cash at the configured ratio (SPEC 7.8 convert points, password checked,
 * encrypted): the cash reaches the balance at once, so the header follows. One conversion is one
 * idempotency key, so it is never spent twice; a refusal keeps what was typed.
 */
export function ConvertPoints({
  balance,
  currencySymbol,
  minConvertPoints,
  pointRatio,
}: {
  balance: number | null;
  currencySymbol: string;
  minConvertPoints: number;
  pointRatio: number;
}) {
  const { t } = useTranslation('points');
  const { money, points: pointsText, error: errorText } = usePointsText(currencySymbol);
  const form = useForm({
    logic: convertLogic,
    initial: { points: '', password: '' },
    validate: ({ points, password }) => ({
      points: validateConvertPoints(points, { min: minConvertPoints, balance: balance ?? 0 }),
      password: validatePaymentPassword(password),
    }),
    request: ({ points, password }): ConvertPointsRequest => ({
      points: parsePoints(points)!,
      paymentPassword: password,
    }),
  });
  const { values, set, errors, busy, result: done } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);
  const typed = parsePoints(values.points);

  return (
    <section aria-labelledby="convert-heading" className="points-convert">
      <h2 id="convert-heading" className="points-heading">
        {t('convert.heading')}
      </h2>
      {done ? (
        <div className="points-done">
          <p role="status">
            {t('convert.done', { points: pointsText(-done.changedPoints), amount: money(done.cashAmount) })}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              form.reset();
              form.again();
            }}
          >
            {t('convert.again')}
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
          <TextField
            label={t('convert.points')}
            value={values.points}
            onChange={set('points')}
            error={errorText(errors.points)}
            hint={t('convert.hint', { min: pointsText(minConvertPoints), balance: pointsText(balance ?? 0) })}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <p className="field__hint" aria-live="polite">
            {typed !== null && typed > 0
              ? t('convert.youGet', { amount: money(cashForPoints(typed, pointRatio)) })
              : ''}
          </p>
          <TextField
            label={t('convert.paymentPassword')}
            value={values.password}
            onChange={set('password')}
            error={errorText(errors.password)}
            {...paymentPinHints}
            required
          />
          <MoneyFailure {...failureProps} />
          <button type="submit" className="button" disabled={busy || offline || balance === null}>
            {busy ? t('convert.submitting') : t('convert.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
