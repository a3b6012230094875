import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PointsRedeemMachine } from '../../../machines/points-redeem.machine';
import type { PointsReward } from '../../api/contracts/points';
import { Modal } from '../../components/modal';
import { MoneyFailure } from '../../components/money-failure';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { paymentPinHints } from '../../components/input-hints';
import { validatePaymentPassword } from '../../lib/points-rules';
import { usePointsText } from './points-text';

type RedeemRef = ActorRefFrom<PointsRedeemMachine>;

/**
 * The redeem confirmation (SPEC 7.8 password checked): the reward, what it takes, the points left
 * after it, and the payment password; then the submitted redeem's reference and status. Closing
 * is held while the request is in flight. After a lost answer it says the outcome is not
 * known, with *Check again* and *Send again* (the same key); closed and opened again for the same
 * reward, the redeem keeps that key.
 */
export function RedeemDialog({
  redeem,
  rewards,
  points,
  currencySymbol,
}: {
  redeem: RedeemRef;
  rewards: PointsReward[];
  points: number | null;
  currencySymbol: string;
}) {
  const { t } = useTranslation('points');
  const open = useSelector(redeem, (s) => !s.matches('closed'));
  const busy = useSelector(redeem, (s) => s.matches('submitting'));
  const result = useSelector(redeem, (s) => (s.matches('succeeded') ? s.context.result : null));
  const rewardId = useSelector(redeem, (s) => s.context.subject);
  const reward = rewards.find((r) => r.id === rewardId);
  const close = () => {
    if (!busy) redeem.send({ type: 'form.cancel' });
  };
  return (
    <Modal open={open} title={t('confirm.title')} onClose={close} dismissible={!busy}>
      {result ? (
        <div className="points-done">
          <p role="status">
            {t('confirm.done', { reference: result.referenceNo, status: t(`statuses.${result.status}`) })}
          </p>
          <p className="field__hint">{t('confirm.doneNote')}</p>
          <button type="button" className="button" onClick={close}>
            {t('confirm.close')}
          </button>
        </div>
      ) : reward ? (
        // Keyed by the reward: a new choice starts with an empty password.
        <ConfirmForm
          key={reward.id}
          redeem={redeem}
          reward={reward}
          points={points}
          currencySymbol={currencySymbol}
        />
      ) : null}
    </Modal>
  );
}

function ConfirmForm({
  redeem,
  reward,
  points,
  currencySymbol,
}: {
  redeem: RedeemRef;
  reward: PointsReward;
  points: number | null;
  currencySymbol: string;
}) {
  const { t } = useTranslation('points');
  const { money, points: pointsText, error: errorText } = usePointsText(currencySymbol);
  const busy = useSelector(redeem, (s) => s.matches('submitting'));
  const unknown = useSelector(redeem, (s) => s.matches('unknown'));
  const failure = useSelector(redeem, (s) => s.context.failure);
  const form = useFormFields({
    initial: { password: '' },
    validate: ({ password }) => ({ password: validatePaymentPassword(password) }),
    onValid: ({ password }) =>
      redeem.send({ type: 'form.submit', request: { rewardId: reward.id, paymentPassword: password } }),
  });

  return (
    <form className="form points-confirm" onSubmit={form.submit} noValidate aria-busy={busy}>
      <p>{t('confirm.intro', { name: reward.name, points: pointsText(reward.pointsRequired) })}</p>
      {reward.amountRequired > 0 && <p>{t('confirm.topUp', { amount: money(reward.amountRequired) })}</p>}
      {points !== null && (
        <p className="field__hint">
          {t('confirm.pointsAfter', { points: pointsText(points - reward.pointsRequired) })}
        </p>
      )}
      <TextField
        label={t('confirm.paymentPassword')}
        value={form.values.password}
        onChange={form.set('password')}
        error={errorText(form.errors.password)}
        {...paymentPinHints}
        required
      />
      <MoneyFailure
        failure={failure}
        unknown={unknown}
        onCheck={() => redeem.send({ type: 'outcome.check' })}
        onResend={() => redeem.send({ type: 'outcome.resend' })}
      />
      <div className="points-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('confirm.submitting') : t('confirm.submit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => redeem.send({ type: 'form.cancel' })}
        >
          {t('confirm.cancel')}
        </button>
      </div>
    </form>
  );
}
