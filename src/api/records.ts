import { api } from './index';
import {
  betRecordsCall,
  bonusDetailsCall,
  profitLossCall,
  transactionRecordsCall,
  type RecordsRequest,
} from './contracts/records';

/** Records fetchers: each answers one page plus the period's totals; failures reject. */
export const fetchBetRecords = (query: RecordsRequest, signal?: AbortSignal) =>
  api.request(betRecordsCall, query, signal ? { signal } : {});
export const fetchTransactionRecords = (query: RecordsRequest, signal?: AbortSignal) =>
  api.request(transactionRecordsCall, query, signal ? { signal } : {});
export const fetchProfitLoss = (query: RecordsRequest, signal?: AbortSignal) =>
  api.request(profitLossCall, query, signal ? { signal } : {});
export const fetchBonusDetails = (query: RecordsRequest, signal?: AbortSignal) =>
  api.request(bonusDetailsCall, query, signal ? { signal } : {});
