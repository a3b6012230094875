import type { HttpHandler } from 'msw';
import {
  contractKinds,
  errorCodes,
  isAgentType,
  revenueReportCall,
  teamBettingCall,
  teamTransactionsCall,
  userProfitLossCall,
  type AgentReportRequest,
  type ReportAccountMatch,
  type RevenueRow,
  type TeamBetRow,
  type TeamTransactionRow,
  type UserProfitLossRow,
} from '../../src/api/contracts';
import { contractsDue, settleContracts } from '../world/agency-world';
import { toMajor } from '../world/ledger';
import type { LedgerEntry, LedgerKind } from '../world/money-types';
import type { WorldStore } from '../world/store';
import { teamOf, type TeamMember } from '../world/team-tree';
import type { MockMember, World } from '../world/types';
import { mockCall, refuse, Rejection, withMember } from './respond';

/** What the mock platform says to a report it will not answer (the client never sends a bad query). */
export const agentReportsRefusalText = {
  badQuery: { en: 'The report query is not valid', bn: 'রিপোর্টের অনুসন্ধান সঠিক নয়' },
  notAgent: {
    en: 'Only agents can see team reports',
    bn: 'শুধু এজেন্টরাই টিমের রিপোর্ট দেখতে পারেন',
  },
} as const;

const MAX_PAGE_SIZE = 100;

/** A report query, read. */
export interface ReportQuery {
  from: number;
  to: number;
  page: number;
  pageSize: number;
  /** 0: every level. */
  level: number;
  /** Lower case; empty: everyone. */
  account: string;
  match: ReportAccountMatch;
  filter: string;
}

/** A GET query arrives as strings: read it, or refuse it. */
export function readReportQuery(payload: AgentReportRequest): ReportQuery | Rejection {
  const from = Date.parse(String(payload.from));
  const to = Date.parse(String(payload.to));
  const page = Math.floor(Number(payload.page ?? 1));
  const pageSize = Math.floor(Number(payload.pageSize ?? 10));
  const level = Math.floor(Number(payload.level ?? 0));
  const match = String(payload.match ?? 'exact');
  if (
    Number.isNaN(from) ||
    Number.isNaN(to) ||
    from > to ||
    !(page >= 1) ||
    !(pageSize >= 1) ||
    !(level >= 0) ||
    (match !== 'exact' && match !== 'contains')
  ) {
    return refuse(agentReportsRefusalText.badQuery, null);
  }
  return {
    from,
    to,
    page,
    pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    level,
    account: String(payload.account ?? '')
      .trim()
      .toLowerCase(),
    match,
    filter: String(payload.filter ?? ''),
  };
}

const within = (query: ReportQuery, at: string) => {
  const t = Date.parse(at);
  return t >= query.from && t < query.to;
};

/** The member filter: exact or contains, without case; empty matches everyone. */
const accountMatches = (query: ReportQuery, account: string) => {
  if (!query.account) return true;
  const name = account.toLowerCase();
  return query.match === 'exact' ? name === query.account : name.includes(query.account);
};

/** Newest first; the later-posted of two rows at one instant first (ids grow with posting). */
const newestFirst = <T extends { at: string; id: string }>(a: T, b: T) =>
  Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** One page of `rows`, the page clamped to the pages there are. */
function pageOf<T>(rows: T[], query: ReportQuery) {
  const pages = Math.max(1, Math.ceil(rows.length / query.pageSize));
  const page = Math.min(query.page, pages);
  return { list: rows.slice((page - 1) * query.pageSize, page * query.pageSize), total: rows.length, page };
}

const sum = <T>(rows: T[], minor: (row: T) => number) => rows.reduce((total, row) => total + minor(row), 0);

/**
 * The agent's team as the query narrows it (level, member filter), by member id. Only members of
 * the agent's own team can ever be found: an account outside it matches nothing.
 */
function teamIn(world: World, agent: MockMember, query: ReportQuery) {
  const team = teamOf(world, agent.id);
  const levels = team.reduce((deepest, t) => Math.max(deepest, t.level), 0);
  const chosen = new Map<number, TeamMember>(
    team
      .filter(
        (t) => (query.level === 0 || t.level === query.level) && accountMatches(query, t.member.account),
      )
      .map((t) => [t.member.id, t]),
  );
  return { chosen, levels };
}

/** Team betting: the rounds of the chosen members in the period, by game type. */
export function teamBetting(world: World, agent: MockMember, query: ReportQuery) {
  const { chosen, levels } = teamIn(world, agent, query);
  const rounds = world.money.rounds
    .filter((r) => chosen.has(r.memberId) && within(query, r.at))
    .filter((r) => !query.filter || r.gameType === query.filter)
    .sort(newestFirst);
  const { list, total, page } = pageOf(rounds, query);
  return {
    list: list.map((r): TeamBetRow => {
      const { member, level } = chosen.get(r.memberId)!;
      return {
        id: r.id,
        at: r.at,
        account: member.account,
        level,
        gameType: r.gameType,
        vendor: r.vendor,
        gameName: r.gameName,
        stake: toMajor(r.stakeMinor),
        payout: toMajor(r.payoutMinor),
        winLoss: toMajor(r.payoutMinor - r.stakeMinor),
      };
    }),
    total,
    page,
    levels,
    totals: {
      stake: toMajor(sum(rounds, (r) => r.stakeMinor)),
      payout: toMajor(sum(rounds, (r) => r.payoutMinor)),
      winLoss: toMajor(sum(rounds, (r) => r.payoutMinor - r.stakeMinor)),
    },
  };
}

/** Minor-unit figures of one member's profit and loss. */
interface Figures {
  bets: number;
  stake: number;
  payout: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  settlements: number;
}
const noFigures = (): Figures => ({
  bets: 0,
  stake: 0,
  payout: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
  settlements: 0,
});
const figuresOut = (f: Figures) => ({
  bets: f.bets,
  stake: toMajor(f.stake),
  payout: toMajor(f.payout),
  winLoss: toMajor(f.payout - f.stake),
  deposits: toMajor(f.deposits),
  withdrawals: toMajor(f.withdrawals),
  bonuses: toMajor(f.bonuses),
  settlements: toMajor(f.settlements),
});

/**
 * What one ledger entry adds to a member's profit and loss; null for entries the report does not
 * count (transfers, and withdrawals whose order is not approved: one still in review may yet come
 * back, a rejected one came back with its refund).
 */
function addEntry(figures: Figures, entry: LedgerEntry, approvedWithdrawals: Set<string>): boolean {
  switch (entry.kind) {
    case 'bet':
      figures.bets += 1;
      figures.stake -= entry.amountMinor;
      return true;
    case 'payout':
      figures.payout += entry.amountMinor;
      return true;
    case 'deposit':
      figures.deposits += entry.amountMinor;
      return true;
    case 'withdrawal':
    case 'withdrawalRefund':
      if (!approvedWithdrawals.has(entry.reference)) return false;
      figures.withdrawals -= entry.amountMinor;
      return true;
    case 'bonus':
    case 'rebate':
      figures.bonuses += entry.amountMinor;
      return true;
    case 'contractSettlement':
      figures.settlements += entry.amountMinor;
      return true;
    default:
      return false;
  }
}

/**
 * User profit and loss: per chosen member with activity in the period, sums of the ledger's
 * entries by kind (see `userProfitLossCall`); by level, then account.
 */
export function userProfitLoss(world: World, agent: MockMember, query: ReportQuery) {
  const { chosen, levels } = teamIn(world, agent, query);
  const approvedWithdrawals = new Set(
    world.money.orders.filter((o) => o.kind === 'withdrawal' && o.status === 'approved').map((o) => o.id),
  );
  const byMember = new Map<number, Figures>();
  for (const entry of world.money.ledger) {
    if (!chosen.has(entry.memberId) || !within(query, entry.at)) continue;
    const figures = byMember.get(entry.memberId) ?? noFigures();
    if (addEntry(figures, entry, approvedWithdrawals)) byMember.set(entry.memberId, figures);
  }
  const rows = [...byMember.entries()]
    .map(([id, figures]) => ({ team: chosen.get(id)!, figures }))
    .sort(
      (a, b) => a.team.level - b.team.level || a.team.member.account.localeCompare(b.team.member.account),
    );
  const { list, total, page } = pageOf(rows, query);
  const totals = noFigures();
  for (const { figures } of rows)
    for (const key of Object.keys(totals) as Array<keyof Figures>) totals[key] += figures[key];
  return {
    list: list.map(({ team, figures }): UserProfitLossRow => ({
      account: team.member.account,
      level: team.level,
      ...figuresOut(figures),
    })),
    total,
    page,
    levels,
    totals: figuresOut(totals),
  };
}

/**
 * My income: the settlements paid to the agent in the period, each with its ledger entry's amount
 * (kind `contractSettlement`, reference = the settlement's id), so the report is what the wallet
 * received. A settlement that paid nothing (no team bets or no team loss in its period) has no
 * ledger entry and is not income: it is left out. `filter` is a contract kind; the member filter
 * matches the upline.
 */
export function revenueReport(world: World, agent: MockMember, query: ReportQuery) {
  const levels = teamOf(world, agent.id).reduce((deepest, t) => Math.max(deepest, t.level), 0);
  const paid = new Map<string, number>();
  for (const entry of world.money.ledger) {
    if (entry.memberId === agent.id && entry.kind === 'contractSettlement')
      paid.set(entry.reference, (paid.get(entry.reference) ?? 0) + entry.amountMinor);
  }
  const accounts = new Map(world.members.map((m) => [m.id, m.account]));
  const contracts = new Map(world.agency.contracts.map((c) => [c.id, c]));
  const settlements = world.agency.settlements
    .filter((s) => s.downlineId === agent.id && paid.has(s.id) && within(query, s.at))
    .filter((s) => !query.filter || s.kind === query.filter)
    .filter((s) => accountMatches(query, accounts.get(s.uplineId) ?? ''))
    .sort(newestFirst);
  const { list, total, page } = pageOf(settlements, query);
  return {
    list: list.map((s): RevenueRow => ({
      id: s.id,
      at: s.at,
      kind: s.kind,
      upline: accounts.get(s.uplineId) ?? '',
      periodFrom: s.from,
      periodTo: s.to,
      base: toMajor(s.baseMinor),
      ratePercent: contracts.get(s.contractId)?.ratePercent ?? null,
      amount: toMajor(paid.get(s.id)!),
    })),
    total,
    page,
    levels,
    totals: {
      base: toMajor(sum(settlements, (s) => s.baseMinor)),
      amount: toMajor(sum(settlements, (s) => paid.get(s.id)!)),
      byKind: contractKinds.map((kind) => {
        const ofKind = settlements.filter((s) => s.kind === kind);
        return { kind, count: ofKind.length, amount: toMajor(sum(ofKind, (s) => paid.get(s.id)!)) };
      }),
    },
  };
}

/** Account details: the chosen members' ledger entries in the period, the opening balance left out. */
export function teamTransactions(world: World, agent: MockMember, query: ReportQuery) {
  const { chosen, levels } = teamIn(world, agent, query);
  const entries = world.money.ledger
    .filter((e) => chosen.has(e.memberId) && e.kind !== 'opening' && within(query, e.at))
    .filter((e) => !query.filter || e.kind === (query.filter as LedgerKind))
    .sort(newestFirst);
  const { list, total, page } = pageOf(entries, query);
  const credit = sum(entries, (e) => Math.max(e.amountMinor, 0));
  const debit = sum(entries, (e) => Math.min(e.amountMinor, 0));
  return {
    list: list.map((e): TeamTransactionRow => {
      const { member, level } = chosen.get(e.memberId)!;
      return {
        id: e.id,
        at: e.at,
        account: member.account,
        level,
        type: e.kind,
        wallet: e.wallet,
        amount: toMajor(e.amountMinor),
        balanceAfter: e.wallet === 'main' ? toMajor(e.balanceAfterMinor) : null,
        reference: e.reference,
      };
    }),
    total,
    page,
    levels,
    totals: { credit: toMajor(credit), debit: toMajor(debit), net: toMajor(credit + debit) },
  };
}

/**
 * Agent reports, answered from the world's one ledger (mocks/world/ledger.ts) and team tree
 * (mocks/world/team-tree.ts). They only read; a member who is not an agent is refused.
 */
export function agentReportsHandlers(store: WorldStore): HttpHandler[] {
  const answer =
    <T>(read: (world: World, agent: MockMember, query: ReportQuery) => T) =>
    ({ payload, token }: { payload: AgentReportRequest; token: string | null }) =>
      withMember(store, token, (member) => {
        if (!isAgentType(member.type)) return refuse(agentReportsRefusalText.notAgent, errorCodes.notAgent);
        // Contract periods that ended since the last request are settled first (as the contract
        // pages do), so income, settlements and balances are current.
        const now = Date.now();
        if (contractsDue(store.world, now)) store.update((world) => settleContracts(world, now));
        const query = readReportQuery(payload);
        return query instanceof Rejection ? query : read(store.world, member, query);
      });
  return [
    mockCall(teamBettingCall, answer(teamBetting)),
    mockCall(userProfitLossCall, answer(userProfitLoss)),
    mockCall(revenueReportCall, answer(revenueReport)),
    mockCall(teamTransactionsCall, answer(teamTransactions)),
  ];
}
