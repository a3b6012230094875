import { assign, setup, stateIn } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { PaymentOrder } from '../src/api/contracts/payments';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import { secondsUntil, validateDepositReference, type PaymentError } from '../src/lib/payment-rules';

/** What the `report` actor sends: the order, and the payer's transaction id ('' when none was given). */
export type DepositReport = { depositId: string; referenceNo: string };

export interface DepositPaymentInput {
  depositId: string;
  /** ISO instant the pay window closes. */
  expireTime: string;
  /** The clock (Date.now in the app): each tick reads it, so a throttled background tab stays right. */
  now: () => number;
  /** The payment is matched by the payer's transaction id, so it must be given. */
  referenceRequired: boolean;
  /** The player had already said it is paid (the order came back so). */
  reported: boolean;
}

interface DepositPaymentContext extends DepositPaymentInput {
  secondsLeft: number;
  referenceNo: string;
  referenceError: PaymentError | null;
  failure: FailureInfo | null;
}

export type DepositPaymentEvent =
  { type: 'reference.change'; value: string } | { type: 'report' } | { type: 'failure.dismiss' };

/** The pay window is shown in whole seconds. */
export const PAY_WINDOW_TICK_MS = 1000;

/**
 * Paying a placed deposit. Two regions:
 * - `window`: `open` reads the seconds left to `expireTime` each second, then `closed`; `stopped`
 *   once reported.
 * - `payment`: `editing` the payer's transaction id; `report` ("I have paid") checks it (required
 *   where the payment is matched by it, else optional; 6–30 letters and digits) and goes to
 *   `sending`, which sends the id and the report (`report` actor); done → `reported` (the payment
 *   team looks for it; the order's status follows in the recent deposits, `reported` tells the app).
 *   A failed send returns to `editing` with what was typed and the failure. When the window closes
 *   before a report, `timeUp`: the request lapses, and a new deposit is needed.
 */
export const depositPaymentMachine = setup({
  types: {
    context: {} as DepositPaymentContext,
    events: {} as DepositPaymentEvent,
    input: {} as DepositPaymentInput,
  },
  actors: {
    report: providedByApp<PaymentOrder, DepositReport>('depositPayment: report'),
  },
  actions: {
    /** The order as it stands after the report: the app shows it in the recent deposits. */
    reported: (_, _params: { order: PaymentOrder }) => {},
  },
  delays: { tick: PAY_WINDOW_TICK_MS },
  guards: {
    windowClosed: ({ context }) => context.secondsLeft <= 0,
    referenceValid: ({ context }) =>
      validateDepositReference(context.referenceNo, context.referenceRequired) === null,
  },
}).createMachine({
  id: 'depositPayment',
  type: 'parallel',
  context: ({ input }) => ({
    depositId: input.depositId,
    expireTime: input.expireTime,
    now: input.now,
    secondsLeft: secondsUntil(input.expireTime, input.now()),
    referenceRequired: input.referenceRequired,
    reported: input.reported,
    referenceNo: '',
    referenceError: null,
    failure: null,
  }),
  states: {
    window: {
      initial: 'open',
      states: {
        open: {
          always: [
            { guard: 'windowClosed', target: 'closed' },
            // Reported: the payment team has it, and nothing counts down on screen.
            { guard: stateIn({ payment: 'reported' }), target: 'stopped' },
          ],
          after: {
            tick: {
              target: 'open',
              reenter: true,
              actions: assign({
                secondsLeft: ({ context }) => secondsUntil(context.expireTime, context.now()),
              }),
            },
          },
        },
        closed: {},
        stopped: {},
      },
    },
    payment: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: ({ context }) => context.reported, target: 'reported' }, { target: 'editing' }],
        },
        editing: {
          always: { guard: 'windowClosed', target: 'timeUp' },
          on: {
            'reference.change': {
              actions: assign({ referenceNo: ({ event }) => event.value, referenceError: null }),
            },
            report: [
              { guard: 'referenceValid', target: 'sending', actions: assign({ failure: null }) },
              {
                actions: assign({
                  referenceError: ({ context }) =>
                    validateDepositReference(context.referenceNo, context.referenceRequired),
                }),
              },
            ],
            'failure.dismiss': { actions: assign({ failure: null }) },
          },
        },
        sending: {
          invoke: {
            src: 'report',
            input: ({ context }) => ({
              depositId: context.depositId,
              referenceNo: context.referenceNo.trim(),
            }),
            onDone: {
              target: 'reported',
              actions: { type: 'reported', params: ({ event }) => ({ order: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
            },
          },
        },
        reported: { type: 'final' },
        timeUp: { type: 'final' },
      },
    },
  },
});
