import { loadOnce, memberCentrePage, type PageModule } from '../../app/providers/centre-pages';
import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';

// Apart from the page list (pages.ts), which the pages themselves read: a page imports its ids,
// not the table that loads it.

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
