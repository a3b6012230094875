import type { ComponentType } from 'react';
import { contractKindFlags, contractKinds, type ContractKind } from '../../api/contracts/agent-contracts';
import type { ConsolidatedValue } from '../../api/contracts/member';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../app/screen-group';
import { withTimeout } from '../../lib/with-timeout';

export * from './page-ids';
import type { AgentCentrePageId } from './page-ids';

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

type PageModule = Promise<{ default: ComponentType }>;

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
  depositv2: () => import('../payments/deposit-page'),
  withdraw: () => import('../payments/withdraw-page'),
  transferUpline: () => import('../wallet/transfer-upline-page'),
  messageV2: () => import('../messages/messages-page'),
  customerService: () => import('./centre/customer-service-page'),
};

const loading = new Map<AgentCentrePageId, PageModule>();

/**
 * A page's chunk, loaded once. SPEC 9: not loaded after 120 s is a load error; a failed load is
 * forgotten, so the page's "Try again" loads it afresh.
 */
export function loadAgentPage(page: AgentCentrePageId): PageModule {
  let module = loading.get(page);
  if (!module) {
    module = withTimeout(agentCentrePages[page](), CHUNK_LOAD_TIMEOUT_MS);
    loading.set(page, module);
    module.catch(() => loading.delete(page));
  }
  return module;
}

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
