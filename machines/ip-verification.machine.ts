import { assign, setup } from 'xstate';
import * as v from 'valibot';
import { providedByApp } from './provided-by-app';
import { errorCodes } from '../src/api/contracts/call';
import { wire } from '../src/api/contracts/wire';
import {
  ipVerificationRequest,
  type IpVerificationRequest,
  type LoginRequest,
  type LoginValue,
} from '../src/api/contracts/session';
import { ApiError, toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * The extra verification a login refusal asks for (SPEC 4.2), or null for any other refusal: our
 * IP_VERIFICATION_REQUIRED, or the platform's own login_verify_required when its value names a
 * method (else its text is shown, lib/phone-errors.ts).
 */
export function ipVerificationOf(error: unknown): IpVerificationRequest | null {
  const asked = [errorCodes.ipVerificationRequired, wire.codes.loginVerifyRequired] as const;
  if (!(error instanceof ApiError) || !asked.some((code) => code === error.code)) return null;
  const parsed = v.safeParse(ipVerificationRequest, error.value);
  return parsed.success ? parsed.output : null;
}

export type IpVerificationEvent =
  /** The answer: a code, or the bank account's name. */
  | { type: 'ipVerification.submit'; answer: string }
  /** Giving up: back to the login form. */
  | { type: 'ipVerification.cancel' }
  | { type: 'failure.dismiss' };

export interface IpVerificationInput {
  /** The login as typed, sent again with the answer (memory only). */
  request: LoginRequest;
  /** What the platform asked for. */
  ask: IpVerificationRequest;
}

export interface IpVerificationContext extends IpVerificationInput {
  /** The refusal of a wrong answer, for another try. */
  failure: FailureInfo | null;
  answer: string;
  outcome: IpVerificationOutcome | null;
}

export type IpVerificationOutcome = { kind: 'loggedIn'; value: LoginValue } | { kind: 'cancelled' };

/**
 * The extra verification of a login (SPEC 4.2), a child of the session machine: it asks for the
 * answer, then sends the login again with it (the human verification was passed before). A wrong
 * answer keeps the step, with the refusal; the player may give up. The app provides the login call.
 */
export const ipVerificationMachine = setup({
  types: {
    input: {} as IpVerificationInput,
    context: {} as IpVerificationContext,
    events: {} as IpVerificationEvent,
    output: {} as IpVerificationOutcome,
  },
  actors: {
    loginUser: providedByApp<LoginValue, LoginRequest>('loginUser'),
  },
}).createMachine({
  id: 'ipVerification',
  context: ({ input }) => ({ ...input, failure: null, answer: '', outcome: null }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'ipVerification.submit': {
          target: 'answering',
          actions: assign(({ event }) => ({ answer: event.answer.trim(), failure: null })),
        },
        'ipVerification.cancel': { target: 'done', actions: assign({ outcome: { kind: 'cancelled' } }) },
        'failure.dismiss': { actions: assign({ failure: null }) },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        src: 'loginUser',
        input: ({ context }) => ({
          ...context.request,
          ipVerification: { method: context.ask.method, answer: context.answer },
        }),
        onDone: {
          target: 'done',
          actions: assign({ outcome: ({ event }) => ({ kind: 'loggedIn' as const, value: event.output }) }),
        },
        onError: {
          target: 'asking',
          // The platform may ask again, for another method; else the answer was wrong.
          actions: assign(({ context, event }) => {
            const again = ipVerificationOf(event.error);
            return again
              ? { ask: again, failure: null }
              : { ask: context.ask, failure: toFailureInfo(event.error) };
          }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
