import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MoneySubmitMachine } from '../../machines/money-submit.machine';
import type { MoneyFailureProps } from './money-failure';

type MoneyFormRef = ActorRefFrom<MoneySubmitMachine>;

/**
 * A money form's slices of its money-submit machine: sending, outcome unknown (issue 15), the
 * failure, and the props of its `MoneyFailure` (Check again, Send again with the same key).
 */
export function useMoneyForm(form: MoneyFormRef) {
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const unknown = useSelector(form, (s) => s.matches('unknown'));
  const failure = useSelector(form, (s) => s.context.failure);
  const failureProps: MoneyFailureProps = {
    failure,
    unknown,
    onCheck: () => form.send({ type: 'outcome.check' }),
    onResend: () => form.send({ type: 'outcome.resend' }),
  };
  return { busy, unknown, failure, failureProps };
}
