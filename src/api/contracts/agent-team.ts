import * as v from 'valibot';
import { contractKinds } from './agent-contracts';
import { defineCall } from './call';

/**
 * Agent centre calls (team, SPEC 2.6 agentTeamOverview, registerCenter,
 * downlineManagmentView; SPEC 6 "transfer to downline"). Every call here is also listed in
 * `agentTeamCalls`, so its name is a `fault=<call>:<kind>` name. The spec names the pages, not
 * their calls: every path here is chosen (path not shown in the spec), in the platform's
 * `wps/relay/AGENT_*` style. Amounts are major units with 2 decimals; instants are ISO strings.
 *
 * Who is in the team: everyone below the logged-in agent in the upline tree, at any depth (level 1
 * = a direct downline). Only an agent (SPEC 3.3 types 1, 2, 41, 42) may call these; anyone else is
 * refused with `NOT_AGENT`.
 */

/** Refusal codes of the team calls (codes are not shown in the spec; see contracts/call.ts). */
export const agentTeamCodes = {
  /** A register-centre field broke its rule: the refusal's value is `{ field }`, the message names it. */
  invalidField: 'INVALID_FIELD',
  /** The account name (or mobile number) is taken. */
  accountTaken: 'ACCOUNT_TAKEN',
  /** The account named is not in the agent's team, or not a direct downline where one is needed. */
  notDirectDownline: 'NOT_DIRECT_DOWNLINE',
} as const;

const amount = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

// ---------------------------------------------------------------------------------------------
// Team overview (agentTeamOverview)

/** The period asked for: `from` inclusive, `to` exclusive (src/lib/date-range.ts). */
export type TeamOverviewRequest = { from: string; to: string };

const teamOverviewValue = v.object({
  /** Everyone below the agent, at every level; and the direct downlines (level 1) alone. */
  teamSize: count,
  directSize: count,
  /** Team accounts opened in the period. */
  newMembers: count,
  /** Team members who placed at least one bet in the period. */
  activeMembers: count,
  /** Approved deposits of the team credited in the period, and how many. */
  deposits: amount,
  depositCount: count,
  /** Approved (paid out) withdrawals of the team in the period, and how many. */
  withdrawals: amount,
  withdrawalCount: count,
  /** Stakes of the team's bets in the period, and what the games paid back. */
  bets: amount,
  betCount: count,
  payouts: amount,
  /** The team's win or loss, the players' view: payouts − stakes (negative: the team lost). */
  teamWinLoss: amount,
  /** The agent's own main balance now. */
  balance: amount,
  currencySymbol: v.string(),
});
export type TeamOverviewValue = v.InferOutput<typeof teamOverviewValue>;

/** GET the team's figures over a period. Path not shown in the spec: wps/relay/ODSFE2_getTeamOverviewSum (the platform's member-centre bundle). */
export const teamOverviewCall = defineCall<TeamOverviewRequest, TeamOverviewValue>({
  name: 'agentTeamOverview',
  method: 'GET',
  path: 'wps/relay/ODSFE2_getTeamOverviewSum',
  auth: true,
  value: teamOverviewValue,
});

// ---------------------------------------------------------------------------------------------
// Downline management (downlineManagmentView)

/** The team list's page size (the spec gives none). */
export const DOWNLINE_PAGE_SIZE = 10;

/** `direct`: level 1 only; `all`: every level; a number as text ('2', '3'…): that level only. */
export type DownlineLevelFilter = 'direct' | 'all' | `${number}`;
export const downlineSorts = ['joinedDesc', 'joinedAsc'] as const;
export type DownlineSort = (typeof downlineSorts)[number];

export type DownlineListRequest = {
  /** Part of an account name, any case; empty for all. */
  account: string;
  level: DownlineLevelFilter;
  sort: DownlineSort;
  page: number;
  pageSize: number;
};

const contractKind = v.picklist(contractKinds);

const downlineRow = v.object({
  account: v.string(),
  nickname: v.string(),
  /** SPEC 3.3 type; `agent` is whether it is an agent type (1, 2, 41, 42). */
  type: v.number(),
  agent: v.boolean(),
  /** 1 for a direct downline. Only direct downlines can be acted on (frozen, paid, offered a contract). */
  level: count,
  balance: amount,
  /** When the account was opened. */
  joinedAt: v.string(),
  status: v.picklist(['active', 'frozen']),
  /**
   * The contract kinds the agent can offer this downline: a direct downline that is an agent, with
   * the kind's consolidated flag (SPEC 3) on for both of them.
   */
  offerable: v.array(contractKind),
});
export type DownlineRow = v.InferOutput<typeof downlineRow>;

const downlineListValue = v.object({
  list: v.array(downlineRow),
  /** Rows matching the search and level, and the page answered (clamped to the pages there are). */
  total: count,
  page: count,
  /** The deepest level of the team (for the level filter's choices). */
  levels: count,
  /** The balances of every matching row (not only the page). */
  totals: v.object({ balance: amount }),
  /** The agent's own balance: what a transfer can send. */
  agentBalance: amount,
  currencySymbol: v.string(),
});
export type DownlineListValue = v.InferOutput<typeof downlineListValue>;

/** GET a page of the agent's team. Path not shown in the spec: wps/relay/ODSFE2_getSubordinatev2 (the platform's member-centre bundle). */
export const downlineListCall = defineCall<DownlineListRequest, DownlineListValue>({
  name: 'agentDownlineList',
  method: 'GET',
  path: 'wps/relay/ODSFE2_getSubordinatev2',
  auth: true,
  value: downlineListValue,
});

const downlineDetailValue = v.object({
  ...downlineRow.entries,
  realName: v.string(),
  /** The account's upline (its parent), by account name. */
  upline: v.string(),
  /** Everyone below this downline (its own team, when it is an agent). */
  teamSize: count,
  /** Since the account opened: approved deposits and withdrawals, stakes, payouts, payouts − stakes. */
  deposits: amount,
  withdrawals: amount,
  bets: amount,
  payouts: amount,
  winLoss: amount,
  /** The last bet's instant, or null when it never played. */
  lastBetAt: v.nullable(v.string()),
});
export type DownlineDetailValue = v.InferOutput<typeof downlineDetailValue>;

/** GET one team member's figures. Path not shown in the spec: wps/relay/ODSFE2_getMemberPnlv2 (the platform's member-centre bundle). */
export const downlineDetailCall = defineCall<{ account: string }, DownlineDetailValue>({
  name: 'agentDownlineDetail',
  method: 'GET',
  path: 'wps/relay/ODSFE2_getMemberPnlv2',
  auth: true,
  value: downlineDetailValue,
});

export type DownlineStatusRequest = { account: string; frozen: boolean };
const downlineStatusValue = v.object({ account: v.string(), status: v.picklist(['active', 'frozen']) });
export type DownlineStatusValue = v.InferOutput<typeof downlineStatusValue>;

/**
 * Freezes or unfreezes a direct downline (a frozen account cannot log in, and its open sessions
 * end). Path not shown in the spec: wps/relay/AGENT_downlineStatus.
 */
export const downlineStatusCall = defineCall<DownlineStatusRequest, DownlineStatusValue>({
  name: 'agentDownlineStatus',
  method: 'POST',
  path: 'wps/relay/AGENT_downlineStatus',
  auth: true,
  value: downlineStatusValue,
});

// ---------------------------------------------------------------------------------------------
// Register centre (registerCenter)

/** The register-settings fields (SPEC 3.1) the register centre asks for, in display order. */
export const downlineRegisterFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'mobileNum',
  'email',
] as const;
export type DownlineRegisterField = (typeof downlineRegisterFields)[number];

/**
 * What kind of account the agent opens: a member (type 0) or a downline agent, whose type the
 * platform chooses: 2 under a type-1 agent, 41 under any other agent type.
 */
export const downlineAccountTypes = ['member', 'agent'] as const;
export type DownlineAccountType = (typeof downlineAccountTypes)[number];

export type RegisterDownlineRequest = Partial<Record<DownlineRegisterField, string>> & {
  accountType: DownlineAccountType;
};
const registerDownlineValue = v.object({
  account: v.string(),
  type: v.number(),
  agent: v.boolean(),
});
export type RegisterDownlineValue = v.InferOutput<typeof registerDownlineValue>;

/**
 * Opens a downline account under the logged-in agent with the platform's registration rules
 * (register settings, SPEC 5.2). Carries a password, so the body is encrypted. A field that breaks
 * its rule is refused with `INVALID_FIELD` and `{ field }`; a taken name with `ACCOUNT_TAKEN`.
 * Path not shown in the spec: wps/agent/downline (the platform's member-centre bundle).
 */
export const registerDownlineCall = defineCall<RegisterDownlineRequest, RegisterDownlineValue>({
  name: 'agentRegisterDownline',
  method: 'POST',
  path: 'wps/agent/downline',
  auth: true,
  encrypted: true,
  value: registerDownlineValue,
});

// ---------------------------------------------------------------------------------------------
// Transfer to a downline (SPEC 6)

const downlineTransferRequest = v.object({
  account: v.string(),
  amount: v.number(),
  paymentPassword: v.string(),
});
export type DownlineTransferRequest = v.InferOutput<typeof downlineTransferRequest>;
const downlineTransferValue = v.object({
  reference: v.string(),
  /** The agent's balance after the transfer, and the downline's. */
  balance: amount,
  downlineBalance: amount,
});
export type DownlineTransferValue = v.InferOutput<typeof downlineTransferValue>;

/**
 * Money from the agent's main wallet to a direct downline's (SPEC 6 "transfer to downline"),
 * confirmed with the payment password (so encrypted), once per idempotency key. Path not shown in
 * the spec: wps/agent/transferDownline (the platform's member-centre bundle).
 */
export const downlineTransferCall = defineCall<DownlineTransferRequest, DownlineTransferValue>({
  name: 'agentDownlineTransfer',
  method: 'POST',
  path: 'wps/agent/transferDownline',
  auth: true,
  encrypted: true,
  money: true,
  requestSchema: downlineTransferRequest,
  value: downlineTransferValue,
});

/** Agent centre team calls. Every call here is also listed in `agentTeamCalls`. */
export const agentTeamCalls = {
  agentTeamOverview: teamOverviewCall,
  agentDownlineList: downlineListCall,
  agentDownlineDetail: downlineDetailCall,
  agentDownlineStatus: downlineStatusCall,
  agentRegisterDownline: registerDownlineCall,
  agentDownlineTransfer: downlineTransferCall,
} as const;
