import type { PaymentChannelKind, PaymentOrder } from '../src/api/contracts/payments';
import { createPendingWatchMachine, settledItems, type PendingRule } from './pending-watch.machine';

/**
 * An order still waiting on the back office: a deposit or withdrawal in review, or a payout the
 * member said was not received or received in part (the back office then closes it, SPEC 4.11
 * forced receipt).
 */
export const isPendingOrder = (order: PaymentOrder) =>
  order.status === 'processing' ||
  order.confirmation?.status === 'notReceived' ||
  order.confirmation?.status === 'partlyReceived';

const pendingOrders: PendingRule<PaymentOrder> = { isPending: isPendingOrder, keyOf: (o) => o.orderId };

/** Orders that were pending in `before` and are not any more in `after`. */
export const settledOrders = (before: readonly PaymentOrder[], after: readonly PaymentOrder[]) =>
  settledItems(pendingOrders, before, after);

/** What the orders load for: the member's deposits or withdrawals (the machine's input). */
export type PaymentOrdersQuery = { kind: PaymentChannelKind };

/**
 * The member's recent deposits or withdrawals, kept fresh while any is pending (the pending-watch
 * machine: every 5 s, and `itemsSettled` when one settles, so the header balance reloads). A form
 * sends its new or changed order with `items.add`; a lost answer asks `items.refresh`.
 */
export const paymentOrdersMachine = createPendingWatchMachine<
  PaymentOrder,
  PaymentOrder[],
  PaymentOrdersQuery
>({
  id: 'paymentOrders',
  ...pendingOrders,
  itemsOf: (orders) => orders,
});
