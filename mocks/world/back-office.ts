import { post, receivedMinor, toMajor } from './ledger';
import { deliverMessage } from './messages';
import type { MoneyOrder } from './money-types';
import type { World } from './types';

/**
 * The mock back office: deposits and withdrawals wait in `processing` and are decided
 * `reviewSeconds` later, as a payment team would. Nothing runs on a timer: every request first
 * settles what is due (`settleDue`), so a saved world catches up when the page comes back.
 */

/** How long the back office takes to decide a deposit, a withdrawal or a points redeem (default). */
export const BACK_OFFICE_REVIEW_SECONDS = 10;

const iso = (ms: number) => new Date(ms).toISOString();
const amountText = (minor: number) =>
  toMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The magic-amount rule of `MoneySettings.rejectedEnding`. */
export function backOfficeRejects(world: World, amountMinor: number): boolean {
  const whole = String(Math.floor(amountMinor / 100));
  return whole.endsWith(world.money.settings.rejectedEnding);
}

function newOrder(
  world: World,
  memberId: number,
  kind: MoneyOrder['kind'],
  channelId: string,
  amountMinor: number,
  now: number,
): MoneyOrder {
  const prefix = kind === 'deposit' ? 'D' : 'W';
  const order: MoneyOrder = {
    id: `${prefix}${String(++world.money.counters.order).padStart(7, '0')}`,
    memberId,
    kind,
    channelId,
    amountMinor,
    status: 'processing',
    createdAt: iso(now),
    settleAt: iso(now + world.money.settings.reviewSeconds * 1000),
    settledAt: null,
  };
  world.money.orders.push(order);
  return order;
}

/**
 * A deposit request: nothing moves until the back office approves it. It stays open for the pay
 * window; under `reportedByPlayer` the review starts only when the player says it is paid.
 */
export function placeDeposit(
  world: World,
  memberId: number,
  channelId: string,
  amountMinor: number,
  now: number,
) {
  const order = newOrder(world, memberId, 'deposit', channelId, amountMinor, now);
  order.payment = {
    expireAt: iso(now + world.money.settings.payWindowSeconds * 1000),
    referenceNo: null,
    reportedAt: null,
  };
  return order;
}

/** A deposit the player may still report on: their own, under review, within its window. */
function openDeposit(world: World, memberId: number, orderId: string, now: number) {
  const order = world.money.orders.find(
    (o) => o.id === orderId && o.memberId === memberId && o.kind === 'deposit',
  );
  if (!order?.payment || order.status !== 'processing') return null;
  return Date.parse(order.payment.expireAt) > now ? order : null;
}

/** The payer's transaction id or transfer reference; false when the deposit is not open. */
export function noteDepositReference(
  world: World,
  memberId: number,
  orderId: string,
  referenceNo: string,
  now: number,
): boolean {
  const order = openDeposit(world, memberId, orderId, now);
  if (!order) return false;
  order.payment!.referenceNo = referenceNo;
  return true;
}

/**
 * "I have paid": the payment team looks for it and decides `reviewSeconds` later (or sooner, when
 * the back office had seen it already). False when the deposit is not open. Saying it twice keeps
 * the first time.
 */
export function reportDepositPaid(world: World, memberId: number, orderId: string, now: number): boolean {
  const order = openDeposit(world, memberId, orderId, now);
  if (!order) return false;
  const payment = order.payment!;
  if (payment.reportedAt) return true;
  payment.reportedAt = iso(now);
  const review = iso(now + world.money.settings.reviewSeconds * 1000);
  if (world.money.settings.depositPayment === 'reportedByPlayer' || review < order.settleAt)
    order.settleAt = review;
  return true;
}

/** Under `reportedByPlayer`, a deposit nobody said was paid waits, and lapses when its window closes. */
function awaitsReport(world: World, order: MoneyOrder) {
  return (
    world.money.settings.depositPayment === 'reportedByPlayer' &&
    order.kind === 'deposit' &&
    !!order.payment &&
    !order.payment.reportedAt
  );
}

function lapse(world: World, order: MoneyOrder) {
  order.status = 'rejected';
  order.settledAt = order.payment!.expireAt;
  order.rejectReason = 'depositExpired';
  deliverMessage(world, order.memberId, 'depositFailed', amountText(order.amountMinor), order.settledAt);
}

/** Whether a processing order is due to be decided (or to lapse) at `now`. */
function orderDue(world: World, order: MoneyOrder, now: number) {
  if (order.status !== 'processing') return false;
  if (awaitsReport(world, order)) return Date.parse(order.payment!.expireAt) <= now;
  return Date.parse(order.settleAt) <= now;
}

/**
 * A withdrawal request: the amount leaves the balance at once (so it cannot be spent twice) and
 * comes back if the back office rejects it. Throws `InsufficientFunds` with nothing changed.
 */
export function placeWithdrawal(
  world: World,
  memberId: number,
  channelId: string,
  amountMinor: number,
  destination: { bankAccountId?: string | null; address?: string | null },
  now: number,
) {
  const id = `W${String(world.money.counters.order + 1).padStart(7, '0')}`;
  post(world, [{ memberId, kind: 'withdrawal', amountMinor: -amountMinor, reference: id, at: iso(now) }]);
  const order = newOrder(world, memberId, 'withdrawal', channelId, amountMinor, now);
  order.bankAccountId = destination.bankAccountId ?? null;
  order.address = destination.address ?? null;
  return order;
}

function decide(world: World, order: MoneyOrder) {
  const at = order.settleAt;
  const rejected = backOfficeRejects(world, order.amountMinor);
  order.settledAt = at;
  order.status = rejected ? 'rejected' : 'approved';
  const amount = amountText(order.amountMinor);
  if (order.kind === 'deposit') {
    if (!rejected)
      post(world, [
        {
          memberId: order.memberId,
          kind: 'deposit',
          amountMinor: order.amountMinor,
          reference: order.id,
          at,
        },
      ]);
    else order.rejectReason = 'paymentNotReceived';
    deliverMessage(world, order.memberId, rejected ? 'depositFailed' : 'depositCredited', amount, at);
    return;
  }
  if (rejected) {
    order.rejectReason = 'accountCheckFailed';
    refund(world, order, at);
    deliverMessage(world, order.memberId, 'withdrawalRejected', amount, at);
    return;
  }
  // SPEC 4.11: paid out; the member now confirms receipt within the configured minutes.
  order.confirmation = {
    status: 'awaiting',
    deadline: iso(Date.parse(at) + world.money.settings.confirmationMinutes * 60_000),
    proofCount: 0,
    remark: null,
    answeredAt: null,
  };
  deliverMessage(world, order.memberId, 'withdrawalApproved', amount, at);
}

/**
 * A withdrawal's amount back in the balance: all of it on a rejection; on a forced receipt's
 * `refund` reading, what did not arrive (all of it, or the shortfall of *Received in part*).
 */
function refund(world: World, order: MoneyOrder, at: string, amountMinor = order.amountMinor) {
  post(world, [
    {
      memberId: order.memberId,
      kind: 'withdrawalRefund',
      amountMinor,
      reference: order.id,
      at,
    },
  ]);
}

/** A disputed payout the back office has checked: closed as received (SPEC 4.11 forced receipt). */
function forceReceipt(world: World, order: MoneyOrder) {
  const confirmation = order.confirmation!;
  confirmation.status = 'forcedReceived';
  if (world.money.settings.forcedReceiptReading === 'refund') {
    const answered = Date.parse(confirmation.answeredAt ?? order.settledAt ?? order.createdAt);
    refund(
      world,
      order,
      iso(answered + world.money.settings.reviewSeconds * 1000),
      order.amountMinor - receivedMinor(order),
    );
  }
}

/** Whether `settleDue` would change anything (so a quiet request does not rewrite the saved world). */
export function moneyDue(world: World, now: number): boolean {
  return world.money.orders.some((order) => {
    if (order.status === 'processing') return orderDue(world, order, now);
    const c = order.confirmation;
    if (c?.status === 'awaiting') return Date.parse(c.deadline) <= now;
    return disputeDue(world, c, now);
  });
}

/** A payout reported not received, or received in part: the back office closes it after its review. */
function disputeDue(world: World, c: MoneyOrder['confirmation'], now: number) {
  return (
    (c?.status === 'notReceived' || c?.status === 'partlyReceived') &&
    !!c.answeredAt &&
    Date.parse(c.answeredAt) + world.money.settings.reviewSeconds * 1000 <= now
  );
}

/** Decides every order that is due at `now`, and lapses unanswered confirmations. */
export function settleDue(world: World, now: number) {
  for (const order of world.money.orders) {
    if (orderDue(world, order, now)) {
      if (awaitsReport(world, order)) lapse(world, order);
      else decide(world, order);
    }
    const confirmation = order.confirmation;
    if (!confirmation) continue;
    if (confirmation.status === 'awaiting' && Date.parse(confirmation.deadline) <= now) {
      confirmation.status = 'autoReceived';
      confirmation.answeredAt = confirmation.deadline;
    }
    if (disputeDue(world, confirmation, now)) forceReceipt(world, order);
  }
}

export type ConfirmationAnswer =
  | { answer: 'received' }
  | { answer: 'notReceived'; proofCount: number; remark: string | null }
  | { answer: 'partlyReceived'; amountReceivedMinor: number; proofCount: number; remark: string | null };

/**
 * SPEC 4.11 withdrawal confirmation: only an awaiting payout of the member's own can be answered.
 * Answers false when there is nothing to answer (already answered, lapsed, not theirs).
 */
export function answerConfirmation(
  world: World,
  memberId: number,
  orderId: string,
  answer: ConfirmationAnswer,
  now: number,
): boolean {
  const order = world.money.orders.find((o) => o.id === orderId && o.memberId === memberId);
  const confirmation = order?.confirmation;
  if (!confirmation || confirmation.status !== 'awaiting') return false;
  confirmation.answeredAt = iso(now);
  confirmation.status = answer.answer;
  if (answer.answer === 'received') return true;
  confirmation.proofCount = answer.proofCount;
  confirmation.remark = answer.remark;
  if (answer.answer === 'partlyReceived') confirmation.amountReceived = toMajor(answer.amountReceivedMinor);
  return true;
}
