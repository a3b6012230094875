import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';
import type { PageModule } from './centre-pages';
import { memberCentrePages } from './member-centre-pages';

/**
 * SPEC 2.6: the agent centre's pages (ids and order: src/lib/agent-centre-page-ids.ts), each
 * page's chunk; the member-centre pages the agent centre shares are the same chunks. Who sees
 * which entry is the agent's contract rule (src/features/agent/pages.ts).
 */
export const agentCentrePages: Record<AgentCentrePageId, () => PageModule> = {
  agentTeamOverview: () => import('../../features/agent/team/team-overview-page'),
  agentAnnouncement: () => import('../../features/agent/centre/agent-announcement-page'),
  registerCenter: () => import('../../features/agent/team/register-centre-page'),
  downlineManagmentView: () => import('../../features/agent/team/downline-management-page'),
  personalHistoryCopy: () => import('../../features/agent/reports/team-betting-page'),
  palStatementsAgentCopy: () => import('../../features/agent/reports/user-profit-loss-page'),
  agentRevenueReport: () => import('../../features/agent/reports/revenue-report-page'),
  agentDownlineTransactionDetailsCopy: () =>
    import('../../features/agent/reports/downline-transactions-page'),
  agentDividendRecordCopy2: () => import('../../features/agent/contracts/dividend-page'),
  agentDailyWages2: () => import('../../features/agent/contracts/daily-salary-page'),
  agentHourSalary: () => import('../../features/agent/contracts/hourly-salary-page'),
  agentRealtimeSalary: () => import('../../features/agent/contracts/realtime-salary-page'),
  depositv2: memberCentrePages.depositv2.load,
  withdraw: memberCentrePages.withdraw.load,
  transferUpline: memberCentrePages.transferUpline.load,
  messageV2: memberCentrePages.messageV2.load,
  customerService: () => import('../../features/agent/centre/customer-service-page'),
};
