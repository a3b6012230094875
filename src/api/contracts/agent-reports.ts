import * as v from 'valibot';
import { defineCall } from './call';
import { betRowFields, betTotals, paged as recordsPage } from './records';

/**
 * Agent centre reports (SPEC 2.6): team betting (personalHistoryCopy), user profit and loss
 * (palStatementsAgentCopy), my income (agentRevenueReport) and account details
 * (agentDownlineTransactionDetailsCopy). The spec names the pages but not their calls: each path is
 * the one the platform's member-centre bundle uses where it shows one (docs/platform-wire.md).
 *
 * Every report is of the logged-in agent's own team (everyone below it in the upline tree; level 1
 * is a direct downline) or, for my income, of the agent itself. All four take the same query and
 * answer one page of rows plus totals over the whole filtered period (not just the page), like the
 * member's records (src/api/contracts/records.ts). Amounts are major units (2 decimals); instants
 * are ISO strings. Every call here is also listed in `agentReportsCalls`, so its name is a
 * `fault=<call>:<kind>` name.
 */

/** SPEC 9 has no report page size; 10 rows a page, like the member's records. */
export const AGENT_REPORTS_PAGE_SIZE = 10;

/** How the member filter compares an account: the whole account, or any part of it (no case). */
export const reportAccountMatches = ['exact', 'contains'] as const;
export type ReportAccountMatch = (typeof reportAccountMatches)[number];

/**
 * The query every report takes. `from` is inclusive and `to` exclusive (src/lib/date-range.ts).
 * - `level`: 0 for the whole team, 1 for direct downlines, n for the members n levels below.
 * - `account`: the member filter (empty for everyone), compared as `match` says. Naming someone
 *   outside the agent's team finds nothing: a report never shows anyone else's data.
 * - `filter`: a game type (team betting), a transaction type (account details) or a contract kind
 *   (my income); empty for all. User profit and loss has none.
 */
export type AgentReportRequest = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  level: number;
  account: string;
  match: ReportAccountMatch;
  filter: string;
};

const amount = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const level = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The fields of every answer: a records page (the page's rows, how many rows) and the team's depth. */
const paged = <TRow extends v.GenericSchema>(row: TRow) => ({
  ...recordsPage(row),
  /** The deepest level of the agent's team (the level filter's choices); 0 for no team. */
  levels: count,
});

// ---------------------------------------------------------------------------------------------
// Team betting (personalHistoryCopy)

/** A round of the betting record, with who in the team played it. */
const teamBetRow = v.object({ ...betRowFields, account: v.string(), level });
export type TeamBetRow = v.InferOutput<typeof teamBetRow>;

const teamBettingValue = v.object({ ...paged(teamBetRow), totals: betTotals });
export type TeamBettingValue = v.InferOutput<typeof teamBettingValue>;

/**
 * GET team betting: the game rounds of the agent's team, newest first; `filter` is a game type.
 * Stakes and payouts are the team's ledger `bet` and `payout` entries. Path not shown in the spec.
 */
export const teamBettingCall = defineCall<AgentReportRequest, TeamBettingValue>({
  name: 'agentTeamBetting',
  method: 'GET',
  path: 'wps/relay/ODSFE2_lottTeamBet',
  auth: true,
  value: teamBettingValue,
});

// ---------------------------------------------------------------------------------------------
// User profit and loss (palStatementsAgentCopy)

const profitLossFigures = {
  /** Rounds played. */
  bets: count,
  stake: amount,
  payout: amount,
  /** payout − stake: the member's win (positive) or loss (negative). */
  winLoss: amount,
  /** Approved deposits. */
  deposits: amount,
  /** Approved withdrawals (what left the wallet for good), as a positive amount. */
  withdrawals: amount,
  /** Bonuses and rebates. */
  bonuses: amount,
  /** Contract settlements received (dividends and salaries). */
  settlements: amount,
};

const userProfitLossRow = v.object({ account: v.string(), level, ...profitLossFigures });
export type UserProfitLossRow = v.InferOutput<typeof userProfitLossRow>;

const userProfitLossValue = v.object({
  ...paged(userProfitLossRow),
  totals: v.object(profitLossFigures),
});
export type UserProfitLossValue = v.InferOutput<typeof userProfitLossValue>;

/**
 * GET user profit and loss: one row per team member with activity in the period (a bet, deposit,
 * approved withdrawal, bonus, rebate or settlement), by level then account; every figure is a sum
 * of the member's ledger entries of that kind in the period. Path not shown in the spec.
 */
export const userProfitLossCall = defineCall<AgentReportRequest, UserProfitLossValue>({
  name: 'agentUserProfitLoss',
  method: 'GET',
  path: 'wps/relay/ODSFE2_getTeamPNLV3',
  auth: true,
  value: userProfitLossValue,
});

// ---------------------------------------------------------------------------------------------
// My income (agentRevenueReport)

const revenueRow = v.object({
  /** The settlement's id (also its ledger entry's reference). */
  id: v.string(),
  at: v.string(),
  /** A contract kind (src/api/contracts/agent-contracts.ts); kept as a string. */
  kind: v.string(),
  /** The upline whose contract this settles. */
  upline: v.string(),
  /** The period settled [from, to). */
  periodFrom: v.string(),
  periodTo: v.string(),
  /** What the rate applied to (team bets for salaries, team loss for dividends). */
  base: amount,
  /** Percent; null when the contract is no longer known. */
  ratePercent: v.nullable(v.number()),
  amount,
});
export type RevenueRow = v.InferOutput<typeof revenueRow>;

const revenueReportValue = v.object({
  ...paged(revenueRow),
  totals: v.object({
    base: amount,
    amount,
    /** Per contract kind, over the same rows: every kind, in the catalogue's order. */
    byKind: v.array(v.object({ kind: v.string(), count, amount })),
  }),
});
export type RevenueReportValue = v.InferOutput<typeof revenueReportValue>;

/**
 * GET my income: the contract settlements paid to the logged-in agent (ledger kind
 * `contractSettlement`), newest first; `filter` is a contract kind and `account` matches the
 * upline. `level` does not apply (every row is the agent's own). A settlement that paid nothing
 * (its base was 0) is not income and is not listed. Path not shown in the spec.
 */
export const revenueReportCall = defineCall<AgentReportRequest, RevenueReportValue>({
  name: 'agentRevenueReport',
  method: 'GET',
  path: 'wps/relay/ODSFE2_AgentProfDet',
  auth: true,
  value: revenueReportValue,
});

// ---------------------------------------------------------------------------------------------
// Account details (agentDownlineTransactionDetailsCopy)

const teamTransactionRow = v.object({
  id: v.string(),
  at: v.string(),
  account: v.string(),
  level,
  /** A ledger kind (`recordTransactionTypes` of records.ts); kept as a string. */
  type: v.string(),
  /** `main` or a vendor code. */
  wallet: v.string(),
  /** Signed: money in is positive, money out negative. */
  amount,
  /** The main wallet's balance after the entry; null for vendor wallets. */
  balanceAfter: v.nullable(amount),
  /** Order id, round id, transfer id, bonus id or settlement id. */
  reference: v.string(),
});
export type TeamTransactionRow = v.InferOutput<typeof teamTransactionRow>;

const teamTransactionsValue = v.object({
  ...paged(teamTransactionRow),
  /** Money in (≥ 0), money out (≤ 0) and their sum. */
  totals: v.object({ credit: amount, debit: amount, net: amount }),
});
export type TeamTransactionsValue = v.InferOutput<typeof teamTransactionsValue>;

/**
 * GET account details: the ledger entries of the agent's team (every kind but the opening
 * balance), newest first; `filter` is a transaction type. Path not shown in the spec: the
 * platform's member centre shows an agent's team transactions with ODSFE2_MemTransDet and the
 * agent's kinds of transaction; the team level tells this list from the member's own.
 */
export const teamTransactionsCall = defineCall<AgentReportRequest, TeamTransactionsValue>({
  name: 'agentTeamTransactions',
  method: 'GET',
  path: 'wps/relay/ODSFE2_MemTransDet',
  auth: true,
  claimsPayload: (payload) => 'level' in payload,
  value: teamTransactionsValue,
});

/**
 * Agent centre calls (reports). Every call here is also listed in `agentReportsCalls`, so
 * its name is a `fault=<call>:<kind>` name.
 */
export const agentReportsCalls = {
  agentTeamBetting: teamBettingCall,
  agentUserProfitLoss: userProfitLossCall,
  agentRevenueReport: revenueReportCall,
  agentTeamTransactions: teamTransactionsCall,
} as const;
