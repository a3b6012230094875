import { api } from './index';
import {
  claimRebateCall,
  convertPointsCall,
  pointsBalanceCall,
  pointsConfigCall,
  pointsDetailsCall,
  pointsRewardsCall,
  rebateSummaryCall,
  redeemCall,
  redeemListCall,
  vipLevelsCall,
  type ConvertPointsRequest,
  type PointsRecordsRequest,
  type RedeemRequest,
} from './contracts/points';

/** Points mall, VIP and rebate fetchers: contract types out, errors reject (ApiError). */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchPointsConfig = (signal?: AbortSignal) =>
  api.request(pointsConfigCall, undefined, withSignal(signal));

export const fetchPointsRewards = (signal?: AbortSignal) =>
  api.request(pointsRewardsCall, undefined, withSignal(signal)).then((value) => value.rewards);

export const fetchPointsBalance = (signal?: AbortSignal) =>
  api.request(pointsBalanceCall, undefined, withSignal(signal));

/** Which list of points records: the redeems, or every change of the points (points details). */
export type PointsRecordsKind = 'redeems' | 'details';

export const fetchPointsRecords = (
  kind: PointsRecordsKind,
  query: PointsRecordsRequest,
  signal?: AbortSignal,
) => api.request(kind === 'redeems' ? redeemListCall : pointsDetailsCall, query, withSignal(signal));

/** Moves points (and money): every send of one redeem carries the same idempotency key. */
export const redeemReward = (request: RedeemRequest, idempotencyKey: string) =>
  api.request(redeemCall, request, { idempotencyKey });

/** Moves points and money: idempotency key. */
export const convertPointsToCash = (request: ConvertPointsRequest, idempotencyKey: string) =>
  api.request(convertPointsCall, request, { idempotencyKey });

export const fetchVipLevels = (signal?: AbortSignal) =>
  api.request(vipLevelsCall, undefined, withSignal(signal));

export const fetchRebateSummary = (signal?: AbortSignal) =>
  api.request(rebateSummaryCall, undefined, withSignal(signal));

/** Moves money: idempotency key (a repeat answers the same claim). */
export const claimManualRebate = (idempotencyKey: string) =>
  api.request(claimRebateCall, undefined, { idempotencyKey });
