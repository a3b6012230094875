import { and, assertEvent, assign, fromPromise, or, setup, stateIn } from 'xstate';
import { errorCodes } from '../src/api/contracts/call';
import type { SmsCodeValue } from '../src/api/contracts/verification';
import { toPhoneFailure, type PhoneFailure } from '../src/lib/phone-errors';

/** `firebase` is the one-click SMS provider (SPEC 4.4: its countdown is 1 minute). */
export type SmsProvider = 'platform' | 'firebase';

/** What the machine hands to `requestCode`; the view adds the country dialing code. */
export type SmsRequest = { mobileNum: string };

export type SmsCountdownInput = { provider: SmsProvider };

export type SmsCountdownEvent =
  | { type: 'code.request'; mobileNum: string }
  /** The player closed the warning dialog. */
  | { type: 'warning.dismiss' };

export interface SmsCountdownContext {
  provider: SmsProvider;
  /** Seconds until a code may be sent again (SPEC 4.4); 0 outside `counting`. */
  secondsLeft: number;
  /** Seconds until the too-many-requests lock ends (SPEC 9); 0 outside `locked`. */
  lockSecondsLeft: number;
  /** The last failure, shown in a warning dialog until dismissed (SPEC 4.4, 7.9); a code, never text. */
  failure: PhoneFailure | null;
}

/** SPEC 9: the countdown and the lock show whole seconds. */
export const SMS_TICK_MS = 1000;
/** SPEC 9 "login SMS button throttle: 1 per second", counted from the previous request. */
export const SMS_THROTTLE_MS = 1000;
/** SPEC 9 "too-many-requests lock: 5 minutes". */
export const SMS_LOCK_MS = 5 * 60 * 1000;
/** SPEC 4.4 / 9: with the firebase provider the countdown is 1 minute, whatever the server says. */
export const FIREBASE_COUNTDOWN_SECONDS = 60;

/** SPEC 4.4: expiredMinutes × 60 s, or 1 minute for firebase; a nonsensical value means no wait. */
export function countdownSeconds(provider: SmsProvider, expiredMinutes: number): number {
  if (provider === 'firebase') return FIREBASE_COUNTDOWN_SECONDS;
  return Number.isFinite(expiredMinutes) ? Math.max(0, Math.round(expiredMinutes * 60)) : 0;
}

/**
 * The "send code" button of the SMS login, SMS registration and phone password recovery (SPEC 4.4,
 * 8, 9). Two parallel regions:
 * - `sms`: `idle` → `requesting` → `counting` (resending blocked, `secondsLeft` ticks down each
 *   second) → `idle`; a refusal goes to `failed` (the view shows `failure` in a warning dialog and a
 *   new request is allowed), a TOO_MANY_REQUESTS refusal to `locked` for 5 minutes
 *   (`lockSecondsLeft` ticks down) → `idle`.
 * - `throttle`: `ready`, or `coolingDown` for 1 s after each request (SPEC 9: 1 per second), so a
 *   quick failure cannot be retried within the same second.
 * `code.request` is taken only when `sms` is `idle` or `failed` and `throttle` is `ready`; it is
 * ignored otherwise. Views read `s.matches({ sms: 'counting' })` and `s.can(event)` for the button.
 * `requestCode` is provided by the view (the real call with the dialing code).
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    requestCode: fromPromise<SmsCodeValue, SmsRequest>(async () => {
      throw new Error('requestCode is provided by the view');
    }),
  },
  delays: {
    tick: SMS_TICK_MS,
    throttle: SMS_THROTTLE_MS,
    lockout: SMS_LOCK_MS,
  },
  guards: {
    isRequestAllowed: and([
      or([stateIn({ sms: 'idle' }), stateIn({ sms: 'failed' })]),
      stateIn({ throttle: 'ready' }),
    ]),
    isTooManyRequests: (_, params: { error: unknown }) =>
      toPhoneFailure(params.error).code === errorCodes.tooManyRequests,
    isCountdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  actions: {
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toPhoneFailure(params.error) })),
    startCountdown: assign(({ context }, params: { expiredMinutes: number }) => ({
      secondsLeft: countdownSeconds(context.provider, params.expiredMinutes),
    })),
    tickCountdown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    startLock: assign({ lockSecondsLeft: SMS_LOCK_MS / 1000 }),
    tickLock: assign(({ context }) => ({ lockSecondsLeft: Math.max(0, context.lockSecondsLeft - 1) })),
    endLock: assign({ lockSecondsLeft: 0, failure: null }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ provider: input.provider, secondsLeft: 0, lockSecondsLeft: 0, failure: null }),
  type: 'parallel',
  on: {
    // One rule for the button: ignored while requesting, counting, locked or within a second of the
    // previous request. The request starts and the throttle window opens in the same step.
    'code.request': {
      guard: 'isRequestAllowed',
      target: ['.sms.requesting', '.throttle.coolingDown'],
      actions: 'clearFailure',
    },
  },
  states: {
    sms: {
      initial: 'idle',
      states: {
        idle: {},
        requesting: {
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ event }) => {
              assertEvent(event, 'code.request');
              return { mobileNum: event.mobileNum };
            },
            onDone: {
              target: 'counting',
              actions: {
                type: 'startCountdown',
                params: ({ event }) => ({ expiredMinutes: event.output.expiredMinutes }),
              },
            },
            onError: [
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'locked',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'failed',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        counting: {
          always: { guard: 'isCountdownOver', target: 'idle' },
          after: { tick: { target: 'counting', reenter: true, actions: 'tickCountdown' } },
        },
        failed: {
          on: { 'warning.dismiss': { target: 'idle', actions: 'clearFailure' } },
        },
        locked: {
          entry: 'startLock',
          exit: 'endLock',
          // The lock's length is the `lockout` delay; the inner ticker only feeds the display.
          after: { lockout: 'idle' },
          on: { 'warning.dismiss': { actions: 'clearFailure' } },
          initial: 'ticking',
          states: {
            ticking: {
              after: { tick: { target: 'ticking', reenter: true, actions: 'tickLock' } },
            },
          },
        },
      },
    },
    throttle: {
      initial: 'ready',
      states: {
        ready: {},
        coolingDown: { after: { throttle: 'ready' } },
      },
    },
  },
});
