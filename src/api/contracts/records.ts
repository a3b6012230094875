import * as v from 'valibot';
import { defineCall } from './call';

/**
 * Records (SPEC 2.3, 2.5): betting record (personalHistoryCopy), account record
 * (transactionHistory), profit and loss (personalProfit) and bonus details (bonusDetails). The spec
 * names the pages but not their calls: every path here is chosen (path not shown in the spec), in the
 * platform's `wps/relay/GCS_*` style.
 *
 * All four take the same query and answer one page of rows plus totals over the whole filtered
 * period (not just the page), so a totals row never depends on paging. Amounts are major units
 * (2 decimals); instants are ISO strings.
 */

/** SPEC 9 has no records page size; 10 rows a page. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * The query every records call takes. `from` is inclusive and `to` exclusive (the start of the day
 * after the last day asked for, in the member's GMT offset: src/lib/date-range.ts). `filter` is a
 * game type, a transaction type or a bonus title depending on the page; empty means all.
 */
export type RecordsRequest = {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  filter: string;
};

const amount = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The fields of every answer: the rows of the page asked for and how many rows the period has. */
export const paged = <TRow extends v.GenericSchema>(row: TRow) => ({
  list: v.array(row),
  /** Rows in the whole filtered period. */
  total: count,
  /** The page answered (the server may clamp it). */
  page: count,
});

// ---------------------------------------------------------------------------------------------
// Betting record (personalHistoryCopy)

/** A game round as a record shows it (the agent's team betting adds who played it). */
export const betRowFields = {
  id: v.string(),
  at: v.string(),
  /** A game type of SPEC 3.3 (`gameTypes`); kept as a string so a new type does not fail the page. */
  gameType: v.string(),
  vendor: v.string(),
  gameName: v.string(),
  stake: amount,
  payout: amount,
  /** The member's win (positive) or loss (negative): payout − stake. */
  winLoss: amount,
};
const betRow = v.object(betRowFields);
export type BetRecordRow = v.InferOutput<typeof betRow>;

/** Rounds' totals over the whole filtered period. */
export const betTotals = v.object({ stake: amount, payout: amount, winLoss: amount });

const betRecordsValue = v.object({ ...paged(betRow), totals: betTotals });
export type BetRecordsValue = v.InferOutput<typeof betRecordsValue>;

/** GET betting record: game rounds, newest first; `filter` is a game type. Path not shown in the spec. */
export const betRecordsCall = defineCall<RecordsRequest, BetRecordsValue>({
  name: 'betRecords',
  method: 'GET',
  path: 'wps/relay/GCS_betRecords',
  auth: true,
  value: betRecordsValue,
});

// ---------------------------------------------------------------------------------------------
// Account record (transactionHistory)

/** Why money moved, as the account record names it (the ledger's kinds but the opening balance). */
export const recordTransactionTypes = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'walletTransfer',
  'uplineTransfer',
  'downlineTransfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'contractSettlement',
] as const;
export type RecordTransactionType = (typeof recordTransactionTypes)[number];

/** A deposit's or withdrawal's place in the back office's review. */
export const recordOrderStatuses = ['processing', 'approved', 'rejected'] as const;
export type RecordOrderStatus = (typeof recordOrderStatuses)[number];

/** The wallet code of the main wallet; any other code is a vendor wallet (SPEC 7.3). */
export const RECORDS_MAIN_WALLET = 'main';

const transactionRow = v.object({
  id: v.string(),
  at: v.string(),
  /** One of `recordTransactionTypes`; kept as a string so a new type does not fail the page. */
  type: v.string(),
  /** `main` or a vendor code. */
  wallet: v.string(),
  /** Signed: money in is positive, money out negative. */
  amount,
  /** The main wallet's balance after the entry; null for vendor wallets and for orders that moved nothing. */
  balanceAfter: v.nullable(amount),
  /** Order id, round id, transfer id or bonus id. */
  reference: v.string(),
  /** Set on deposits, withdrawals and refunds: the order's status now. */
  status: v.nullable(v.picklist(recordOrderStatuses)),
  /** False for a deposit order that has not moved money (still processing, or rejected). */
  moved: v.boolean(),
});
export type TransactionRow = v.InferOutput<typeof transactionRow>;

const transactionRecordsValue = v.object({
  ...paged(transactionRow),
  /** Over the rows that moved money only: credits (≥ 0), debits (≤ 0) and their sum. */
  totals: v.object({ credit: amount, debit: amount, net: amount }),
});
export type TransactionRecordsValue = v.InferOutput<typeof transactionRecordsValue>;

/**
 * GET account record, newest first; `filter` is a transaction type. Path not shown in the spec:
 * the platform's member centre lists a member's transactions with ODSFE2_MemTransDet, the path of
 * the points details too; a period (`from`) without a team level tells this list from the others.
 *
 * One list of two kinds of row, so a member sees every deposit and withdrawal the moment it is
 * asked for and never the same money twice:
 * - every ledger entry (money that moved), with the order's current status on deposits,
 *   withdrawals and withdrawal refunds (a withdrawal leaves the balance when asked for, so its
 *   entry shows `processing` until the back office decides, and a rejected one is followed by its
 *   refund);
 * - every deposit order that has moved no money: still `processing`, or `rejected`. These rows have
 *   `moved: false`, no balance after, and do not count in the totals. An approved deposit is its
 *   ledger entry only.
 */
export const transactionRecordsCall = defineCall<RecordsRequest, TransactionRecordsValue>({
  name: 'transactionRecords',
  method: 'GET',
  path: 'wps/relay/ODSFE2_MemTransDet',
  auth: true,
  claimsPayload: (payload) => 'from' in payload && !('level' in payload),
  value: transactionRecordsValue,
});

// ---------------------------------------------------------------------------------------------
// Profit and loss (personalProfit)

const profitRow = v.object({
  gameType: v.string(),
  /** Rounds played. */
  bets: count,
  stake: amount,
  payout: amount,
  /** payout − stake: the member's profit (positive) or loss (negative). */
  profit: amount,
});
export type ProfitLossRow = v.InferOutput<typeof profitRow>;

const profitLossValue = v.object({
  ...paged(profitRow),
  totals: v.object({ bets: count, stake: amount, payout: amount, profit: amount }),
  /** Money in and out of the period, whatever the game-type filter. */
  summary: v.object({
    deposits: amount,
    /** Withdrawals taken less refunds of rejected ones, as a positive amount. */
    withdrawals: amount,
    bonuses: amount,
    rebates: amount,
  }),
});
export type ProfitLossValue = v.InferOutput<typeof profitLossValue>;

/**
 * GET profit and loss per game type over the period, from the same ledger entries as the account
 * record (bets and payouts joined to their rounds), so it always equals the betting record's
 * win/loss. `filter` is a game type. Path not shown in the spec.
 */
export const profitLossCall = defineCall<RecordsRequest, ProfitLossValue>({
  name: 'profitLoss',
  method: 'GET',
  path: 'wps/relay/ODSFE2_MemPNL',
  auth: true,
  value: profitLossValue,
});

// ---------------------------------------------------------------------------------------------
// Bonus details (bonusDetails)

const bonusRow = v.object({
  id: v.string(),
  at: v.string(),
  /** The promotion's title as the platform sends it (not translated). */
  title: v.string(),
  amount,
  /** Turnover to play before the bonus can be withdrawn. */
  turnover: amount,
});
export type BonusRow = v.InferOutput<typeof bonusRow>;

const bonusDetailsValue = v.object({
  ...paged(bonusRow),
  totals: v.object({ amount, turnover: amount }),
  /** Every title the member's bonuses have (the filter's choices), whatever the period. */
  titles: v.array(v.string()),
});
export type BonusDetailsValue = v.InferOutput<typeof bonusDetailsValue>;

/** GET bonus details, newest first; `filter` is a bonus title. Path not shown in the spec. */
export const bonusDetailsCall = defineCall<RecordsRequest, BonusDetailsValue>({
  name: 'bonusDetails',
  method: 'GET',
  path: 'wps/relay/GCS_bonusDetails',
  auth: true,
  value: bonusDetailsValue,
});

/** Records calls (the names `fault=<call>:<kind>` accepts). */
export const recordsCalls = {
  betRecords: betRecordsCall,
  transactionRecords: transactionRecordsCall,
  profitLoss: profitLossCall,
  bonusDetails: bonusDetailsCall,
} as const;
