import { MAIN_WALLET, type LedgerEntry, type LedgerKind, type WalletId } from './money-types';
import type { MockMember, World } from './types';

/**
 * The one ledger of the mock platform: every balance change is an entry here, and the
 * balances the API answers (`member.balance`, `member.wallets`) are caches that only `post` writes.
 * So balances, records and profit and loss always agree: `ledgerProblems` checks it.
 */

export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;

export function memberById(world: World, id: number): MockMember {
  const member = world.members.find((m) => m.id === id);
  if (!member) throw new Error(`ledger: no member ${id}`);
  return member;
}

export function walletMinor(member: MockMember, wallet: WalletId): number {
  return wallet === MAIN_WALLET ? toMinor(member.balance) : toMinor(member.wallets[wallet] ?? 0);
}

/** The member's money in every wallet (what the ledger's net for the member must equal). */
export function totalMinor(member: MockMember): number {
  return Object.keys(member.wallets).reduce(
    (sum, wallet) => sum + walletMinor(member, wallet),
    walletMinor(member, MAIN_WALLET),
  );
}

function setWallet(member: MockMember, wallet: WalletId, minor: number) {
  if (wallet === MAIN_WALLET) member.balance = toMajor(minor);
  else member.wallets[wallet] = toMajor(minor);
}

export interface Posting {
  memberId: number;
  kind: LedgerKind;
  wallet?: WalletId;
  amountMinor: number;
  reference: string;
  at: string;
  counterpartyId?: number;
}

export class InsufficientFunds extends Error {
  constructor(readonly wallet: WalletId) {
    super(`insufficient funds in ${wallet}`);
  }
}

const nextEntryId = (world: World) => `L${String(++world.money.counters.entry).padStart(7, '0')}`;

/**
 * Posts a group of entries all-or-nothing: if any would take a wallet below zero, none is posted
 * and `InsufficientFunds` is thrown (so a refused action changes no balance).
 */
export function post(world: World, postings: Posting[]): LedgerEntry[] {
  const after = new Map<string, number>();
  const keyOf = (p: Posting) => `${p.memberId}:${p.wallet ?? MAIN_WALLET}`;
  for (const p of postings) {
    if (!Number.isInteger(p.amountMinor)) throw new Error('ledger: amounts are whole minor units');
    const key = keyOf(p);
    const wallet = p.wallet ?? MAIN_WALLET;
    const current = after.get(key) ?? walletMinor(memberById(world, p.memberId), wallet);
    const next = current + p.amountMinor;
    if (next < 0) throw new InsufficientFunds(wallet);
    after.set(key, next);
  }
  return postings.map((p) => {
    const member = memberById(world, p.memberId);
    const wallet = p.wallet ?? MAIN_WALLET;
    const balanceAfterMinor = walletMinor(member, wallet) + p.amountMinor;
    setWallet(member, wallet, balanceAfterMinor);
    const entry: LedgerEntry = {
      id: nextEntryId(world),
      memberId: p.memberId,
      at: p.at,
      kind: p.kind,
      wallet,
      amountMinor: p.amountMinor,
      balanceAfterMinor,
      reference: p.reference,
      ...(p.counterpartyId !== undefined ? { counterpartyId: p.counterpartyId } : {}),
    };
    world.money.ledger.push(entry);
    return entry;
  });
}

/**
 * Seeding posts some history late (contract settlements, reward grants: dated in the past, posted
 * after the month of money): this puts the ledger back in time order, numbers the entries again and
 * recomputes every balance-after, so records read as things happened. Nothing moves if that order
 * would take a wallet below zero. Only for building a world: live entries are posted in order.
 */
export function sortLedgerByTime(world: World): boolean {
  const sorted = world.money.ledger
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
  const running = new Map<string, number>();
  const after: number[] = [];
  for (const entry of sorted) {
    const key = `${entry.memberId}:${entry.wallet}`;
    const next = (running.get(key) ?? 0) + entry.amountMinor;
    if (next < 0) return false;
    running.set(key, next);
    after.push(next);
  }
  sorted.forEach((entry, i) => {
    entry.balanceAfterMinor = after[i]!;
    entry.id = `L${String(i + 1).padStart(7, '0')}`;
  });
  world.money.ledger = sorted;
  world.money.counters.entry = sorted.length;
  return true;
}

/** A member's starting money, as one `opening` entry (the world is seeded with balances). */
export function openAccount(world: World, member: MockMember, at: string) {
  const opening = toMinor(member.balance);
  member.balance = 0;
  member.wallets = {};
  if (opening > 0)
    post(world, [{ memberId: member.id, kind: 'opening', amountMinor: opening, reference: 'opening', at }]);
}

export function nextReference(world: World, prefix: 'T' | 'R') {
  const counters = world.money.counters;
  const n = prefix === 'T' ? ++counters.transfer : ++counters.round;
  return `${prefix}${String(n).padStart(7, '0')}`;
}

/** SPEC 7.3 GCS_walletTransfer: main ⇄ a vendor wallet, both legs or neither. */
export function transferBetweenWallets(
  world: World,
  memberId: number,
  from: WalletId,
  to: WalletId,
  amountMinor: number,
  at: string,
): string {
  const reference = nextReference(world, 'T');
  post(world, [
    { memberId, kind: 'walletTransfer', wallet: from, amountMinor: -amountMinor, reference, at },
    { memberId, kind: 'walletTransfer', wallet: to, amountMinor, reference, at },
  ]);
  return reference;
}

/** Money between two members (to the upline, to a downline): both sides move together. */
export function transferBetweenMembers(
  world: World,
  fromId: number,
  toId: number,
  amountMinor: number,
  at: string,
  kind: 'uplineTransfer' | 'downlineTransfer',
): string {
  const reference = nextReference(world, 'T');
  post(world, [
    { memberId: fromId, kind, amountMinor: -amountMinor, reference, at, counterpartyId: toId },
    { memberId: toId, kind, amountMinor, reference, at, counterpartyId: fromId },
  ]);
  return reference;
}

/** One game round: the stake leaves the main wallet, the payout (if any) comes back. */
export function recordRound(
  world: World,
  round: {
    memberId: number;
    gameType: import('../../src/api/contracts').GameType;
    vendor: string;
    gameName: string;
  },
  stakeMinor: number,
  payoutMinor: number,
  at: string,
) {
  const reference = nextReference(world, 'R');
  post(world, [
    { memberId: round.memberId, kind: 'bet', amountMinor: -stakeMinor, reference, at },
    ...(payoutMinor > 0
      ? [{ memberId: round.memberId, kind: 'payout' as const, amountMinor: payoutMinor, reference, at }]
      : []),
  ]);
  world.money.rounds.push({ id: reference, ...round, at, stakeMinor, payoutMinor });
  return reference;
}

/**
 * Everything that would make balances, records and P&L disagree; empty when the world is sound.
 * Tests assert it after any sequence of actions.
 */
export function ledgerProblems(world: World): string[] {
  const problems: string[] = [];
  const net = new Map<number, number>();
  const perWallet = new Map<string, number>();
  const references = new Set<string>([
    'opening',
    ...world.money.orders.map((o) => o.id),
    ...world.money.rounds.map((r) => r.id),
    ...world.money.bonuses.map((b) => b.id),
    // A contract settlement's ledger entry names its settlement.
    ...(world.agency?.settlements ?? []).map((s) => s.id),
  ]);
  for (const entry of world.money.ledger) {
    net.set(entry.memberId, (net.get(entry.memberId) ?? 0) + entry.amountMinor);
    const key = `${entry.memberId}:${entry.wallet}`;
    const running = (perWallet.get(key) ?? 0) + entry.amountMinor;
    perWallet.set(key, running);
    if (running !== entry.balanceAfterMinor)
      problems.push(`${entry.id}: balance after is ${entry.balanceAfterMinor}, running ${running}`);
    if (running < 0) problems.push(`${entry.id}: ${key} went below zero`);
    if (!references.has(entry.reference) && !entry.reference.startsWith('T'))
      problems.push(`${entry.id}: reference ${entry.reference} answers to no record`);
  }
  for (const member of world.members) {
    if (totalMinor(member) !== (net.get(member.id) ?? 0))
      problems.push(
        `member ${member.id}: wallets hold ${totalMinor(member)}, ledger net ${net.get(member.id) ?? 0}`,
      );
  }
  // Every record answers to ledger entries of the same amount.
  const byReference = new Map<string, number>();
  for (const e of world.money.ledger)
    byReference.set(e.reference, (byReference.get(e.reference) ?? 0) + e.amountMinor);
  for (const round of world.money.rounds) {
    if ((byReference.get(round.id) ?? 0) !== round.payoutMinor - round.stakeMinor)
      problems.push(`round ${round.id}: ledger does not match stake and payout`);
  }
  for (const bonus of world.money.bonuses) {
    if ((byReference.get(bonus.id) ?? 0) !== bonus.amountMinor)
      problems.push(`bonus ${bonus.id}: not in the ledger`);
  }
  for (const order of world.money.orders) {
    const moved = byReference.get(order.id) ?? 0;
    const expected = expectedOrderNet(order, world);
    if (moved !== expected)
      problems.push(
        `order ${order.id} (${order.kind} ${order.status}): ledger moved ${moved}, expected ${expected}`,
      );
  }
  return problems;
}

/** What a payout's member says arrived: the amount, unless they answered *Received in part*. */
export function receivedMinor(order: import('./money-types').MoneyOrder): number {
  const part = order.confirmation?.amountReceived;
  return part === null || part === undefined ? 0 : toMinor(part);
}

/** What an order should have moved by now: the ledger must say exactly this. */
function expectedOrderNet(order: import('./money-types').MoneyOrder, world: World): number {
  if (order.kind === 'deposit') return order.status === 'approved' ? order.amountMinor : 0;
  // A withdrawal is taken at once and returned if rejected (or refunded by a forced receipt's
  // `refund` reading).
  if (order.status === 'rejected') return 0;
  const refunded =
    order.confirmation?.status === 'forcedReceived' && world.money.settings.forcedReceiptReading === 'refund';
  return refunded ? -receivedMinor(order) : -order.amountMinor;
}
