import * as v from 'valibot';
import { defineCall } from './call';
import type { ConsolidatedValue } from './member';

/**
 * Agent centre calls (contracts, SPEC 4.11, 7.7). Every call here is also listed in
 * `agentContractsCalls`, so its name is a `fault=<call>:<kind>` name.
 *
 * SPEC 7.7 puts "process dividend request, daily salary contract, hourly salary contract, real-time
 * salary contract" under /wps/relay/ without names. One set of calls serves the four kinds (the
 * kind is a field), so the four pages and their rules cannot drift apart; where the platform's
 * member centre shows a call per kind (docs/platform-evidence/member-centre.md), the kind picks its
 * path (`pathByKind`), and the other paths are chosen, as `wps/relay/AGENT_<name>`.
 *
 * The model (SPEC 4.11, the choices documented here):
 * - A contract binds an upline agent and one of its direct downline agents (agent types, SPEC 3.3),
 *   for one kind, at a rate in percent (above 0, at most 2 decimals, at most `contractRateMax`) and
 *   a period (SPEC 3.2 D / W / H / M). Salaries pay the rate of the downline's team bets (the
 *   downline and everyone below it); a dividend pays the rate of the team's loss (stakes − payouts,
 *   never below 0).
 * - Dividend and daily salary settle at the end of each period of their choice (calendar periods in
 *   the site's GMT offset; weeks start on Monday; H is the 1st–15th and the 16th–end of a month).
 *   Hourly salary settles every hour and real-time salary every 5 minutes (SPEC 9), whatever the
 *   period: for those two the period is only the accounting period shown.
 * - A kind may be offered or requested only when both sides have its consolidated flag on
 *   (`contractKindFlags`).
 * - Offer (upline → downline) waits `processing` until the downline accepts (`accepted`) or rejects;
 *   a request (downline → its upline) waits until the upline approves (`approved`) or rejects. The
 *   proposer may withdraw a waiting one (it ends `terminated`); either side terminates one in force.
 *   One contract in force per pair and kind: a newly accepted or approved one ends the old one.
 * - The lower-rate rule (SPEC 4.11 gives two readings; the platform's setting picks one): a new
 *   contract at rate r for a downline D that holds in-force contracts of the same kind as the upline
 *   of its own downlines at a rate above r either ends those contracts once the proposing agent
 *   confirms (`contractErrorCodes.lowerRate`, then the same call with `confirmLowerRate`), or is
 *   cancelled (`contractErrorCodes.cancelledHigherRate`).
 * - Offer, request, answer and terminate carry an idempotency key (`money`): they decide
 *   what the platform pays, so a lost answer sent again is answered, never applied twice.
 */

/** SPEC 1 / 2.6: the four kinds of downline contract. */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/**
 * SPEC 4.11 contract statuses, plus `terminated` (the spec's terminate option needs an end state):
 * an offer waits `processing` until the downline accepts (`accepted`) or rejects it (`rejected`);
 * a downline's request waits `processing` until the upline approves it (`approved`) or rejects it.
 */
export const contractStatuses = ['processing', 'rejected', 'approved', 'accepted', 'terminated'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** SPEC 3.2 period codes: D daily, W weekly, H half-monthly, M monthly. */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const; // SPEC 9 salary-periods
export type ContractPeriod = (typeof contractPeriods)[number];

/** Which side of a contract the logged-in agent is on. */
export const contractSides = ['upline', 'downline'] as const;
export type ContractSide = (typeof contractSides)[number];

/** Who proposed it: `offer` the upline, `request` the downline. */
export type ContractOrigin = 'offer' | 'request';

/** Who ended a terminated contract: either side, or the lower-rate rule. */
export const contractEnders = ['upline', 'downline', 'lowerRate'] as const;
export type ContractEnder = (typeof contractEnders)[number];

/**
 * SPEC 3 consolidated flags: a kind exists between two agents only when both have its flag on
 * (SPEC 2.6 names them by type: enableCt, salary, hourSalary, agentRealtimeSalary).
 */
export const contractKindFlags = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreqreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ConsolidatedValue>;

/**
 * The highest rate per kind, in percent (the spec gives none; chosen as sane platform limits): a
 * dividend shares at most 60 % of the team's loss, a salary at most 5 % of its bets.
 */
export const contractRateMax: Record<ContractKind, number> = {
  dividend: 60,
  dailySalary: 5,
  hourlySalary: 5,
  realtimeSalary: 5,
};

/** SPEC 9: real-time salary settles every 5 minutes; hourly salary every hour. */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;
export const HOURLY_SETTLEMENT_MS = 60 * 60_000;

/** Kinds that settle on their own clock (the period is only the accounting period shown). */
export const settlesOnClock = (kind: ContractKind) => kind === 'hourlySalary' || kind === 'realtimeSalary';

/** What a side may do to a contract. */
export type ContractAction = 'accept' | 'reject' | 'approve' | 'terminate';

/** A contract in force: accepted (an offer) or approved (a request). */
export const isInForce = (status: ContractStatus) => status === 'accepted' || status === 'approved';

/**
 * The one rule of who may move a contract where (SPEC 4.11), shared by the client (which buttons
 * show) and the mock platform (what it allows): the new status, or null when `side` may not do
 * `action` now.
 * - An offer waiting: the downline accepts or rejects; the upline (its proposer) may withdraw it
 *   (`terminate`).
 * - A request waiting: the upline approves or rejects; the downline (its proposer) may withdraw it.
 * - In force: either side terminates. Rejected and terminated are final.
 */
export function nextContractStatus(
  contract: { status: ContractStatus; origin: ContractOrigin },
  action: ContractAction,
  side: ContractSide,
): ContractStatus | null {
  const { status, origin } = contract;
  if (status === 'processing') {
    const answering: ContractSide = origin === 'offer' ? 'downline' : 'upline';
    if (side !== answering) return action === 'terminate' ? 'terminated' : null;
    if (action === 'reject') return 'rejected';
    if (origin === 'offer' && action === 'accept') return 'accepted';
    if (origin === 'request' && action === 'approve') return 'approved';
    return null;
  }
  if (isInForce(status)) return action === 'terminate' ? 'terminated' : null;
  return null;
}

/** Whether a waiting contract waits for `side`'s answer (the pending items of a page and its badge). */
export const awaitsAnswerFrom = (
  contract: { status: ContractStatus; origin: ContractOrigin },
  side: ContractSide,
) => contract.status === 'processing' && (contract.origin === 'offer' ? 'downline' : 'upline') === side;

/** Refusal codes of these calls the client acts on (besides the generic ones of `errorCodes`). */
export const contractErrorCodes = {
  /** endsDownline reading: the value is a `LowerRateValue`; send again with `confirmLowerRate`. */
  lowerRate: 'contractLowerRate',
  /** cancelsOffer reading: the downline holds a higher rate, so the new contract is cancelled. */
  cancelledHigherRate: 'contractCancelledHigherRate',
} as const;

const party = v.object({ account: v.string(), nickname: v.string() });
export type ContractParty = v.InferOutput<typeof party>;

const contractRow = v.object({
  id: v.string(),
  kind: v.picklist(contractKinds),
  /** The logged-in agent's side. */
  side: v.picklist(contractSides),
  /** The other side. */
  counterparty: party,
  ratePercent: v.number(),
  period: v.picklist(contractPeriods),
  status: v.picklist(contractStatuses),
  origin: v.picklist(['offer', 'request']),
  /** ISO instants. */
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  endedBy: v.nullable(v.picklist(contractEnders)),
});
export type ContractRow = v.InferOutput<typeof contractRow>;

const offerTarget = v.object({
  ...party.entries,
  /** Both sides have the kind's flag on, so an offer may be made. */
  eligible: v.boolean(),
});
export type ContractTarget = v.InferOutput<typeof offerTarget>;

const contractListValue = v.object({
  /** Contracts of the kind where the agent is upline or downline, newest first. */
  contracts: v.array(contractRow),
  /** Direct downline agents an offer may go to. */
  downlines: v.array(offerTarget),
  /** The agent's own upline (a request goes there), or null for a top agent. */
  upline: v.nullable(offerTarget),
});
export type ContractListValue = v.InferOutput<typeof contractListValue>;

/** The contracts of one kind the agent is a side of, plus who it can offer to or request from. */
export const agentContractListCall = defineCall<{ kind: ContractKind }, ContractListValue>({
  name: 'agentContractList',
  method: 'GET',
  path: 'wps/relay/MCSFE_getContractDividendInfo',
  auth: true,
  pathByKind: {
    field: 'kind',
    paths: {
      dividend: 'wps/relay/MCSFE_getContractDividendInfo',
      dailySalary: 'wps/relay/MCSFE_getContractDailySalInfo',
      hourlySalary: 'wps/relay/MCSFE_getContractHourSalaryInfo',
      realtimeSalary: 'wps/relay/MCSFE_getRealTimeSalaryContractInfo',
    },
  },
  value: contractListValue,
});

/** A contract the lower-rate rule would end (the value of a `contractLowerRate` refusal). */
const lowerRateContract = v.object({
  id: v.string(),
  /** The downline's own downline holding it. */
  account: v.string(),
  nickname: v.string(),
  ratePercent: v.number(),
  period: v.picklist(contractPeriods),
});
export const lowerRateValue = v.object({ contracts: v.array(lowerRateContract) });
export type LowerRateValue = v.InferOutput<typeof lowerRateValue>;
export type LowerRateContract = v.InferOutput<typeof lowerRateContract>;

export type ContractOfferRequest = {
  kind: ContractKind;
  /** The direct downline agent's account. */
  downline: string;
  ratePercent: number;
  period: ContractPeriod;
  /** The proposing agent confirmed that the lower-rate rule ends the listed contracts. */
  confirmLowerRate?: boolean;
};

/** Upline → direct downline agent: a new offer, `processing`. Path not shown in the spec: the kind's own. */
export const agentContractOfferCall = defineCall<ContractOfferRequest, ContractRow>({
  name: 'agentContractOffer',
  method: 'POST',
  path: 'wps/relay/MCSFE_applyContractualDividend',
  auth: true,
  pathByKind: {
    field: 'kind',
    paths: {
      dividend: 'wps/relay/MCSFE_applyContractualDividend',
      dailySalary: 'wps/relay/MCSFE_applyContractDailySalary',
      hourlySalary: 'wps/relay/MCSFE_applyContractHourSalary',
      realtimeSalary: 'wps/relay/MCSFE_assignRealTimeSalaryContract',
    },
  },
  money: true,
  value: contractRow,
});

export type ContractAskRequest = Omit<ContractOfferRequest, 'downline'>;

/** Downline agent → its upline: a request for a contract, `processing`. Path not shown in the spec. */
export const agentContractRequestCall = defineCall<ContractAskRequest, ContractRow>({
  name: 'agentContractRequest',
  method: 'POST',
  path: 'wps/relay/AGENT_contractRequest',
  auth: true,
  money: true,
  value: contractRow,
});

/** The contract answered, its kind (which picks the platform's path) and the answer. */
export type ContractAnswerRequest = {
  id: string;
  kind: ContractKind;
  answer: 'accept' | 'reject' | 'approve';
};

/**
 * The answering side's accept / reject (an offer) or approve / reject (a request). Accepting or
 * approving re-checks the lower-rate rule. Path not shown in the spec: the kind's own.
 */
export const agentContractAnswerCall = defineCall<ContractAnswerRequest, ContractRow>({
  name: 'agentContractAnswer',
  method: 'POST',
  path: 'wps/relay/MCSFE_processContractDividend',
  auth: true,
  pathByKind: {
    field: 'kind',
    paths: {
      dividend: 'wps/relay/MCSFE_processContractDividend',
      dailySalary: 'wps/relay/MCSFE_processDailySalaryContract',
      hourlySalary: 'wps/relay/MCSFE_processContractHourSalary',
      realtimeSalary: 'wps/relay/MCSFE_processRealTimeSalaryContract',
    },
  },
  money: true,
  value: contractRow,
});

/** The contract ended, and its kind (which picks the platform's path where it shows one). */
export type ContractTerminateRequest = { id: string; kind: ContractKind };

/**
 * Either side ends a contract in force, or the proposer withdraws a waiting one. Path not shown in
 * the spec: the platform's member centre shows an end call for the dividend contract only
 * (MCSFE_updateContractDividend); the other kinds keep a path of our choosing.
 */
export const agentContractTerminateCall = defineCall<ContractTerminateRequest, ContractRow>({
  name: 'agentContractTerminate',
  method: 'POST',
  path: 'wps/relay/AGENT_contractTerminate',
  pathByKind: { field: 'kind', paths: { dividend: 'wps/relay/MCSFE_updateContractDividend' } },
  auth: true,
  money: true,
  value: contractRow,
});

/** SPEC has no page size for settlements: 10 rows a page, as the records pages. */
export const SETTLEMENT_PAGE_SIZE = 10;

/**
 * A settlements query: the records query (half-open [from, to) instants, page from 1) of one kind;
 * `filter` is a side (`upline`: paid to my downlines; `downline`: paid to me) or empty for both.
 */
export type SettlementsRequest = {
  kind: ContractKind;
  from: string;
  to: string;
  page: number;
  pageSize: number;
  filter: string;
};

const settlementRow = v.object({
  id: v.string(),
  contractId: v.string(),
  side: v.picklist(contractSides),
  counterparty: party,
  /** The period settled, [from, to). */
  from: v.string(),
  to: v.string(),
  ratePercent: v.number(),
  /** What the rate applied to: team bets (salaries) or team loss (dividend). */
  base: v.number(),
  /** Paid to the downline's main wallet (0 when the base was 0). */
  amount: v.number(),
});
export type SettlementRow = v.InferOutput<typeof settlementRow>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const settlementsValue = v.object({
  list: v.array(settlementRow),
  total: count,
  page: count,
  /** Over the whole filtered period, not just the page. */
  totals: v.object({ base: v.number(), amount: v.number() }),
});
export type SettlementsValue = v.InferOutput<typeof settlementsValue>;

/** Settlements of the kind's contracts the agent is a side of, newest first, paged. Path not shown in the spec: the kind's own. */
export const agentContractSettlementsCall = defineCall<SettlementsRequest, SettlementsValue>({
  name: 'agentContractSettlements',
  method: 'GET',
  path: 'wps/relay/ODSFE2_QueryDividend',
  auth: true,
  pathByKind: {
    field: 'kind',
    paths: {
      dividend: 'wps/relay/ODSFE2_QueryDividend',
      dailySalary: 'wps/relay/ODSFE2_QueryDailySalary',
      hourlySalary: 'wps/relay/ODSFE2_getHourSalaryDisburseRec',
      realtimeSalary: 'wps/relay/ODSFE2_getRealTimeSalary',
    },
  },
  value: settlementsValue,
});

const pendingValue = v.object({
  dividend: count,
  dailySalary: count,
  hourlySalary: count,
  realtimeSalary: count,
});
export type PendingContractCounts = v.InferOutput<typeof pendingValue>;

/** How many contracts of each kind wait for the agent's answer (the nav badges). Path not shown in the spec. */
export const agentContractsPendingCall = defineCall<void, PendingContractCounts>({
  name: 'agentContractsPending',
  method: 'GET',
  path: 'wps/relay/AGENT_contractsPending',
  auth: true,
  value: pendingValue,
});

export const agentContractsCalls = {
  agentContractList: agentContractListCall,
  agentContractOffer: agentContractOfferCall,
  agentContractRequest: agentContractRequestCall,
  agentContractAnswer: agentContractAnswerCall,
  agentContractTerminate: agentContractTerminateCall,
  agentContractSettlements: agentContractSettlementsCall,
  agentContractsPending: agentContractsPendingCall,
} as const;
