import { api } from './index';
import {
  revenueReportCall,
  teamBettingCall,
  teamTransactionsCall,
  userProfitLossCall,
  type AgentReportRequest,
} from './contracts/agent-reports';

/** Agent reports fetchers: each answers one page plus the period's totals; failures reject. */
export const fetchTeamBetting = (query: AgentReportRequest, signal?: AbortSignal) =>
  api.request(teamBettingCall, query, signal ? { signal } : {});
export const fetchUserProfitLoss = (query: AgentReportRequest, signal?: AbortSignal) =>
  api.request(userProfitLossCall, query, signal ? { signal } : {});
export const fetchRevenueReport = (query: AgentReportRequest, signal?: AbortSignal) =>
  api.request(revenueReportCall, query, signal ? { signal } : {});
export const fetchTeamTransactions = (query: AgentReportRequest, signal?: AbortSignal) =>
  api.request(teamTransactionsCall, query, signal ? { signal } : {});
