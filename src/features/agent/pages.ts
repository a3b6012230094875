import { contractKindFlags, contractKinds, type ContractKind } from '../../api/contracts/agent-contracts';
import type { ConsolidatedValue } from '../../api/contracts/member';
import { loadOnce, memberCentrePage, type PageModule } from '../../app/providers/centre-pages';

export * from '../../lib/agent-centre-page-ids';
import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';

/**
 * SPEC 2.6 "Four more pages appear only when enabled by type" (enableCt, salary, hourSalary,
 * agentRealtimeSalary in the spec's words): each contract kind's page. Which consolidated flag
 * enables a kind is the contract's rule (`contractKindFlags`).
 */
export const contractPageOfKind = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, AgentCentrePageId>;
export type ContractPageId = (typeof contractPageOfKind)[ContractKind];

const kindOfPage = new Map<AgentCentrePageId, ContractKind>(
  contractKinds.map((kind) => [contractPageOfKind[kind], kind]),
);
/** The contract kind a page shows, or null for a page that is not a contract page. */
export const contractKindOfPage = (page: AgentCentrePageId): ContractKind | null =>
  kindOfPage.get(page) ?? null;

export const isContractPage = (page: AgentCentrePageId): page is ContractPageId => kindOfPage.has(page);

/** Each page's chunk; the member-centre pages the agent centre shares are the same chunks. */
export const agentCentrePages: Record<AgentCentrePageId, () => PageModule> = {
  agentTeamOverview: () => import('./team/team-overview-page'),
  agentAnnouncement: () => import('./centre/agent-announcement-page'),
  registerCenter: () => import('./team/register-centre-page'),
  downlineManagmentView: () => import('./team/downline-management-page'),
  personalHistoryCopy: () => import('./reports/team-betting-page'),
  palStatementsAgentCopy: () => import('./reports/user-profit-loss-page'),
  agentRevenueReport: () => import('./reports/revenue-report-page'),
  agentDownlineTransactionDetailsCopy: () => import('./reports/downline-transactions-page'),
  agentDividendRecordCopy2: () => import('./contracts/dividend-page'),
  agentDailyWages2: () => import('./contracts/daily-salary-page'),
  agentHourSalary: () => import('./contracts/hourly-salary-page'),
  agentRealtimeSalary: () => import('./contracts/realtime-salary-page'),
  depositv2: () => memberCentrePage('depositv2'),
  withdraw: () => memberCentrePage('withdraw'),
  transferUpline: () => memberCentrePage('transferUpline'),
  messageV2: () => memberCentrePage('messageV2'),
  customerService: () => import('./centre/customer-service-page'),
};

/** A page's chunk, loaded once (SPEC 9: a load error after 120 s; a failed load is tried afresh). */
export const loadAgentPage = loadOnce<AgentCentrePageId>((page) => agentCentrePages[page]());

/**
 * Who sees which entry: a contract page when its consolidated flag is on (no consolidated data, as
 * when AGENTPOLICY3 is off, shows none); transfer to upline only for an agent with an upline.
 */
export function isAgentPageVisible(
  page: AgentCentrePageId,
  consolidated: ConsolidatedValue | null,
  hasUpline: boolean,
): boolean {
  const kind = contractKindOfPage(page);
  if (kind) return consolidated?.[contractKindFlags[kind]] === true;
  if (page === 'transferUpline') return hasUpline;
  return true;
}
