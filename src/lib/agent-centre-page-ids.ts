/**
 * SPEC 2.6 agent-centre pages, in the nav's order, by the spec's own ids (the `acPage` values of
 * DESIGN.md). The deposit, withdraw, transfer-to-upline, platform-messages and customer-service
 * entries SPEC 2.6 names without ids take the member centre's ids (SPEC 2.5), and `customerService`.
 */
export const agentCentrePageIds = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'depositv2',
  'withdraw',
  'transferUpline',
  'messageV2',
  'customerService',
] as const;
export type AgentCentrePageId = (typeof agentCentrePageIds)[number];

/** SPEC 2.6: agentTeamOverview is the default acPage. */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePageId = 'agentTeamOverview';

export const isAgentCentrePage = (value: string | null): value is AgentCentrePageId =>
  (agentCentrePageIds as readonly string[]).includes(value ?? '');

/**
 * On a phone the seventeen pages come in four groups, one shown at a time: the team (with the
 * agent's news and help), reports, contracts, money.
 */
export const agentCentreGroups = ['team', 'reports', 'contracts', 'money'] as const;
export type AgentCentreGroup = (typeof agentCentreGroups)[number];

export const agentCentreGroupOf: Record<AgentCentrePageId, AgentCentreGroup> = {
  agentTeamOverview: 'team',
  agentAnnouncement: 'team',
  registerCenter: 'team',
  downlineManagmentView: 'team',
  personalHistoryCopy: 'reports',
  palStatementsAgentCopy: 'reports',
  agentRevenueReport: 'reports',
  agentDownlineTransactionDetailsCopy: 'reports',
  agentDividendRecordCopy2: 'contracts',
  agentDailyWages2: 'contracts',
  agentHourSalary: 'contracts',
  agentRealtimeSalary: 'contracts',
  depositv2: 'money',
  withdraw: 'money',
  transferUpline: 'money',
  messageV2: 'team',
  customerService: 'team',
};
