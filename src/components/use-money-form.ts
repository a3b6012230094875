import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SubmitMachine } from '../../machines/submit.machine';
import type { MoneyFailureProps } from './money-failure';
import { useOnline } from '../browser/use-online';
import { useSubmitState } from './use-form';

/**
 * A money form's slices of its idempotent submit machine: sending, outcome unknown, the
 * failure, and the props of its `MoneyFailure` (Check again, Send again with the same key). With
 * no network (`offline`) the form keeps what was typed, its send button is disabled and
 * `MoneyFailure` says why: a money call is never sent into a dead connection.
 */
export function useMoneyForm<Req, Res>(form: ActorRefFrom<SubmitMachine<Req, Res>>) {
  const { busy, failure } = useSubmitState(form);
  const unknown = useSelector(form, (s) => s.matches('unknown'));
  const offline = !useOnline();
  const failureProps: MoneyFailureProps = {
    failure,
    unknown,
    offline,
    onCheck: () => form.send({ type: 'outcome.check' }),
    onResend: () => form.send({ type: 'outcome.resend' }),
  };
  return { busy, unknown, failure, failureProps, offline };
}
