import { assign, fromPromise, setup } from 'xstate';
import type { PaymentChannelKind, PaymentOrder } from '../src/api/contracts/payments';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * An order still waiting on the back office: a deposit or withdrawal in review, or a payout the
 * member said was not received (the back office then closes it, SPEC 4.11 forced receipt).
 */
export const isPendingOrder = (order: PaymentOrder) =>
  order.status === 'processing' || order.confirmation?.status === 'notReceived';

/** Orders that were pending in `before` and are not any more in `after`. */
export function settledOrders(
  before: readonly PaymentOrder[],
  after: readonly PaymentOrder[],
): PaymentOrder[] {
  const pending = new Set(before.filter(isPendingOrder).map((o) => o.orderId));
  return after.filter((o) => pending.has(o.orderId) && !isPendingOrder(o));
}

export type PaymentOrdersEvent =
  /** A new or changed order from a form: shown at once and watched until it settles. */
  { type: 'orders.add'; order: PaymentOrder } | { type: 'orders.refresh' } | { type: 'load.retry' };

interface PaymentOrdersContext {
  kind: PaymentChannelKind;
  orders: PaymentOrder[];
  failure: FailureInfo | null;
}

/**
 * The member's recent deposits or withdrawals, kept fresh while any is pending: every 5 s (the
 * `poll` delay) it loads again, and when a pending order settles the `ordersSettled` action tells
 * the app (the header balance reloads). With nothing pending it rests until told to refresh. A
 * failed load keeps the last list and, while orders are pending, tries again on the next tick.
 */
export const paymentOrdersMachine = setup({
  types: {
    context: {} as PaymentOrdersContext,
    events: {} as PaymentOrdersEvent,
    input: {} as { kind: PaymentChannelKind },
  },
  actors: {
    loadOrders: fromPromise<PaymentOrder[], { kind: PaymentChannelKind }>(async () => {
      throw new Error('paymentOrders: loadOrders is provided by the app');
    }),
  },
  delays: { poll: 5_000 },
  guards: {
    hasPending: ({ context }) => context.orders.some(isPendingOrder),
    someSettled: (_, params: { orders: PaymentOrder[] }) => params.orders.length > 0,
  },
  actions: {
    /** Provided by the app: the header balance reloads (`emitBalanceChanged`). */
    ordersSettled: (_, _params: { orders: PaymentOrder[] }) => {},
  },
}).createMachine({
  id: 'paymentOrders',
  context: ({ input }) => ({ kind: input.kind, orders: [], failure: null }),
  initial: 'loading',
  on: {
    'orders.add': {
      target: '.loading',
      actions: assign({
        // A known order is replaced where it stands (an answered confirmation); a new one leads.
        orders: ({ context, event }) =>
          context.orders.some((o) => o.orderId === event.order.orderId)
            ? context.orders.map((o) => (o.orderId === event.order.orderId ? event.order : o))
            : [event.order, ...context.orders],
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadOrders',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: {
              type: 'someSettled',
              params: ({ context, event }) => ({ orders: settledOrders(context.orders, event.output) }),
            },
            target: 'loaded',
            actions: [
              {
                type: 'ordersSettled',
                params: ({ context, event }) => ({ orders: settledOrders(context.orders, event.output) }),
              },
              assign({ orders: ({ event }) => event.output, failure: null }),
            ],
          },
          { target: 'loaded', actions: assign({ orders: ({ event }) => event.output, failure: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    loaded: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasPending', target: 'watching' }, { target: 'resting' }],
        },
        /** Something is pending: look again in 5 s. */
        watching: {
          after: { poll: { target: '#paymentOrders.loading' } },
        },
        resting: {},
      },
      on: { 'orders.refresh': 'loading' },
    },
    failed: {
      after: { poll: { guard: 'hasPending', target: 'loading' } },
      on: { 'load.retry': 'loading', 'orders.refresh': 'loading' },
    },
  },
});
