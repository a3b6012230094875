import type { HttpHandler } from 'msw';
import {
  betRecordsCall,
  bonusDetailsCall,
  gameTypes,
  profitLossCall,
  transactionRecordsCall,
  type BetRecordRow,
  type BonusRow,
  type ProfitLossRow,
  type RecordsRequest,
  type TransactionRow,
} from '../../src/api/contracts';
import { toMajor } from '../world/ledger';
import type { LedgerEntry } from '../world/money-types';
import type { WorldStore } from '../world/store';
import type { World } from '../world/types';
import { mockCall, refuse, Rejection, withMember } from './respond';

/** What the mock platform says to a query it cannot read (the client never sends one). */
export const recordsRefusalText = {
  badQuery: { en: 'The date range is not valid', bn: 'তারিখের সীমা সঠিক নয়' },
} as const;

const MAX_PAGE_SIZE = 100;

interface Query {
  from: number;
  to: number;
  page: number;
  pageSize: number;
  filter: string;
}

/** A GET query arrives as strings: read it, or refuse it. */
function readQuery(payload: RecordsRequest): Query | Rejection {
  const from = Date.parse(String(payload.from));
  const to = Date.parse(String(payload.to));
  const page = Math.floor(Number(payload.page ?? 1));
  const pageSize = Math.floor(Number(payload.pageSize ?? 10));
  if (Number.isNaN(from) || Number.isNaN(to) || from > to || !(page >= 1) || !(pageSize >= 1)) {
    return refuse(recordsRefusalText.badQuery, null);
  }
  return {
    from,
    to,
    page,
    pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    filter: String(payload.filter ?? ''),
  };
}

const within = (query: Query, at: string) => {
  const t = Date.parse(at);
  return t >= query.from && t < query.to;
};

/** Newest first; the later-posted of two rows at one instant (a payout after its bet) first. */
const newestFirst = <T extends { at: string; id: string }>(a: T, b: T) =>
  Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** One page of `rows`, the page clamped to the pages there are. */
function pageOf<T>(rows: T[], query: Query) {
  const pages = Math.max(1, Math.ceil(rows.length / query.pageSize));
  const page = Math.min(query.page, pages);
  return {
    list: rows.slice((page - 1) * query.pageSize, page * query.pageSize),
    total: rows.length,
    page,
  };
}

const sum = <T>(rows: T[], minor: (row: T) => number) => rows.reduce((total, row) => total + minor(row), 0);

/** The member's ledger entries in the period, the opening balance left out (it answers to no record). */
const entriesOf = (world: World, memberId: number, query: Query): LedgerEntry[] =>
  world.money.ledger.filter((e) => e.memberId === memberId && e.kind !== 'opening' && within(query, e.at));

/** Betting record: the member's rounds in the period, by game type. */
export function betRecords(world: World, memberId: number, query: Query) {
  const rounds = world.money.rounds
    .filter((r) => r.memberId === memberId && within(query, r.at))
    .filter((r) => !query.filter || r.gameType === query.filter)
    .sort(newestFirst);
  const { list, total, page } = pageOf(rounds, query);
  return {
    list: list.map((r): BetRecordRow => ({
      id: r.id,
      at: r.at,
      gameType: r.gameType,
      vendor: r.vendor,
      gameName: r.gameName,
      stake: toMajor(r.stakeMinor),
      payout: toMajor(r.payoutMinor),
      winLoss: toMajor(r.payoutMinor - r.stakeMinor),
    })),
    total,
    page,
    totals: {
      stake: toMajor(sum(rounds, (r) => r.stakeMinor)),
      payout: toMajor(sum(rounds, (r) => r.payoutMinor)),
      winLoss: toMajor(sum(rounds, (r) => r.payoutMinor - r.stakeMinor)),
    },
  };
}

/** A row with the minor units it moved (0 for an order that moved nothing), for exact totals. */
type AccountRow = { row: TransactionRow; minor: number };

/**
 * Account record: every ledger entry (money that moved) with its order's status, plus the deposit
 * orders that moved nothing (processing or rejected), which show but do not count in the totals.
 * See `transactionRecordsCall`.
 */
export function transactionRecords(world: World, memberId: number, query: Query) {
  const orders = new Map(world.money.orders.filter((o) => o.memberId === memberId).map((o) => [o.id, o]));
  const moved = entriesOf(world, memberId, query).map((e): AccountRow => ({
    row: {
      id: e.id,
      at: e.at,
      type: e.kind,
      wallet: e.wallet,
      amount: toMajor(e.amountMinor),
      balanceAfter: e.wallet === 'main' ? toMajor(e.balanceAfterMinor) : null,
      reference: e.reference,
      status: orders.get(e.reference)?.status ?? null,
      moved: true,
    },
    minor: e.amountMinor,
  }));
  const unmoved = [...orders.values()]
    .filter((o) => o.kind === 'deposit' && o.status !== 'approved' && within(query, o.createdAt))
    .map((o): AccountRow => ({
      row: {
        id: o.id,
        at: o.createdAt,
        type: 'deposit',
        wallet: 'main',
        amount: toMajor(o.amountMinor),
        balanceAfter: null,
        reference: o.id,
        status: o.status,
        moved: false,
      },
      minor: 0,
    }));
  const rows = [...moved, ...unmoved]
    .filter((r) => !query.filter || r.row.type === query.filter)
    .sort((a, b) => newestFirst(a.row, b.row));
  const { list, total, page } = pageOf(rows, query);
  const credit = sum(rows, (r) => Math.max(r.minor, 0));
  const debit = sum(rows, (r) => Math.min(r.minor, 0));
  return {
    list: list.map((r) => r.row),
    total,
    page,
    totals: { credit: toMajor(credit), debit: toMajor(debit), net: toMajor(credit + debit) },
  };
}

/**
 * Profit and loss: bet and payout entries of the ledger in the period, joined to their rounds for
 * the game type; deposits, withdrawals (less refunds), bonuses and rebates from the same entries.
 */
export function profitLoss(world: World, memberId: number, query: Query) {
  const rounds = new Map(world.money.rounds.map((r) => [r.id, r]));
  const entries = entriesOf(world, memberId, query);
  const byType = new Map<string, { bets: number; stakeMinor: number; payoutMinor: number }>();
  for (const entry of entries) {
    if (entry.kind !== 'bet' && entry.kind !== 'payout') continue;
    const gameType = rounds.get(entry.reference)?.gameType ?? 'RNG';
    const row = byType.get(gameType) ?? { bets: 0, stakeMinor: 0, payoutMinor: 0 };
    if (entry.kind === 'bet') {
      row.bets += 1;
      row.stakeMinor -= entry.amountMinor;
    } else {
      row.payoutMinor += entry.amountMinor;
    }
    byType.set(gameType, row);
  }
  const order = (type: string) => {
    const index = (gameTypes as readonly string[]).indexOf(type);
    return index < 0 ? gameTypes.length : index;
  };
  const rows = [...byType.entries()]
    .filter(([gameType]) => !query.filter || gameType === query.filter)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
  const { list, total, page } = pageOf(rows, query);
  const kindSum = (...kinds: LedgerEntry['kind'][]) =>
    sum(
      entries.filter((e) => kinds.includes(e.kind)),
      (e) => e.amountMinor,
    );
  const stakeMinor = sum(rows, ([, r]) => r.stakeMinor);
  const payoutMinor = sum(rows, ([, r]) => r.payoutMinor);
  return {
    list: list.map(([gameType, r]): ProfitLossRow => ({
      gameType,
      bets: r.bets,
      stake: toMajor(r.stakeMinor),
      payout: toMajor(r.payoutMinor),
      profit: toMajor(r.payoutMinor - r.stakeMinor),
    })),
    total,
    page,
    totals: {
      bets: sum(rows, ([, r]) => r.bets),
      stake: toMajor(stakeMinor),
      payout: toMajor(payoutMinor),
      profit: toMajor(payoutMinor - stakeMinor),
    },
    summary: {
      deposits: toMajor(kindSum('deposit')),
      withdrawals: toMajor(-kindSum('withdrawal', 'withdrawalRefund')),
      bonuses: toMajor(kindSum('bonus')),
      rebates: toMajor(kindSum('rebate')),
    },
  };
}

/** Bonus details: the member's bonuses in the period; the filter is a title. */
export function bonusDetails(world: World, memberId: number, query: Query) {
  const own = world.money.bonuses.filter((b) => b.memberId === memberId);
  const bonuses = own
    .filter((b) => within(query, b.at) && (!query.filter || b.title === query.filter))
    .sort(newestFirst);
  const { list, total, page } = pageOf(bonuses, query);
  return {
    list: list.map((b): BonusRow => ({
      id: b.id,
      at: b.at,
      title: b.title,
      amount: toMajor(b.amountMinor),
      turnover: toMajor(b.turnoverMinor),
    })),
    total,
    page,
    totals: {
      amount: toMajor(sum(bonuses, (b) => b.amountMinor)),
      turnover: toMajor(sum(bonuses, (b) => b.turnoverMinor)),
    },
    titles: [...new Set(own.map((b) => b.title))].sort(),
  };
}

/**
 * Records calls, answered from the world's one ledger (mocks/world/ledger.ts). They only
 * read: `withMember` settles what the back office has due first, so a deposit decided a moment ago
 * shows with its new status.
 */
export function recordsHandlers(store: WorldStore): HttpHandler[] {
  const answer =
    <T>(read: (world: World, memberId: number, query: Query) => T) =>
    ({ payload, token }: { payload: RecordsRequest; token: string | null }) => {
      const query = readQuery(payload);
      return withMember(store, token, (member) =>
        query instanceof Rejection ? query : read(store.world, member.id, query),
      );
    };
  return [
    mockCall(betRecordsCall, answer(betRecords)),
    mockCall(transactionRecordsCall, answer(transactionRecords)),
    mockCall(profitLossCall, answer(profitLoss)),
    mockCall(bonusDetailsCall, answer(bonusDetails)),
  ];
}
