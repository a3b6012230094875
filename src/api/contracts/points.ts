import * as v from 'valibot';
import { defineCall } from './call';

/**
 * Points mall (SPEC 2.1 /pointMall, 3.2 points and redeem records, 4.11 redeem statuses,
 * 7.8 points calls, 9 "points never expire"), VIP levels (SPEC 2.5 VIP Bonus, 3 hasVip /
 * vipLabelName / vipRankLevel) and rebates with the manual rebate (SPEC 2.3, MANPLAYREB3).
 * SPEC 7.8 names the points calls but shows no paths or fields: the paths follow the platform's
 * relay style (`wps/relay/<SERVICE>_<name>`). Amounts are major units with 2 decimals; points are
 * whole numbers.
 */

/** SPEC 4.11 points redeem statuses: In Process, Approved, Rejected. */
export const pointsStatuses = ['inProcess', 'approved', 'rejected'] as const;
export type PointsStatus = (typeof pointsStatuses)[number];

/** What changed the points: earned from turnover, a redeem, a conversion to cash, a rejected redeem's refund. */
export const pointsRecordTypes = ['earn', 'redeem', 'convert', 'refund'] as const;
export type PointsRecordType = (typeof pointsRecordTypes)[number];

const pointsBalance = v.object({
  points: v.number(),
  currencySymbol: v.string(),
});
export type PointsBalance = v.InferOutput<typeof pointsBalance>;

/** The member's points now. GET; path not shown in the spec (wps/relay/MCSFE_getPointBalance, the platform registry). */
export const pointsBalanceCall = defineCall<void, PointsBalance>({
  name: 'pointsBalance',
  method: 'GET',
  path: 'wps/relay/MCSFE_getPointBalance',
  auth: true,
  value: pointsBalance,
});

const pointsConfig = v.object({
  /** Points per 1 currency unit when converting points to cash. */
  pointRatio: v.number(),
  /** Points earned per 1 currency unit of turnover. */
  earnPerUnit: v.number(),
  /** The least a conversion may be. */
  minConvertPoints: v.number(),
  /** SPEC 9: points never expire (the platform says so; the page shows it). */
  pointsExpire: v.boolean(),
  currencySymbol: v.string(),
});
export type PointsConfig = v.InferOutput<typeof pointsConfig>;

/** The points rules (SPEC 7.8 config). Public: a visitor sees them. GET; path not shown (wps/relay/MCSFE_getPointConfig, the platform registry). */
export const pointsConfigCall = defineCall<void, PointsConfig>({
  name: 'pointsConfig',
  method: 'GET',
  path: 'wps/relay/MCSFE_getPointConfig',
  value: pointsConfig,
});

/** `cash`: money credited as a bonus on approval; `item`: delivered by the platform. */
export const pointsRewardKinds = ['cash', 'item'] as const;
export type PointsRewardKind = (typeof pointsRewardKinds)[number];

const reward = v.object({
  id: v.string(),
  /** In the request's language. */
  name: v.string(),
  kind: v.picklist(pointsRewardKinds),
  pointsRequired: v.number(),
  /** A cash top-up paid from the balance on top of the points; 0 for none. */
  amountRequired: v.number(),
  /** Cash rewards: the bonus credited on approval. */
  cashAmount: v.number(),
  /** How one is counted: `bonus`, `piece`, `voucher`, `ticket` (unknown units are shown as sent). */
  unit: v.string(),
  /** Left in stock; null: unlimited. */
  stock: v.nullable(v.number()),
  /** Hue of the reward's drawn picture (0–359). */
  hue: v.number(),
});
export type PointsReward = v.InferOutput<typeof reward>;

/** The points mall's rewards (SPEC 7.8 reward list). Public. GET; path not shown (wps/relay/MCSFE_getPointReward, the platform registry). */
export const pointsRewardsCall = defineCall<void, { rewards: PointsReward[] }>({
  name: 'pointsRewards',
  method: 'GET',
  path: 'wps/relay/MCSFE_getPointReward',
  value: v.object({ rewards: v.array(reward) }),
});

/** SPEC 3.2 points and redeem records: every field the spec names. */
const pointsRecord = v.object({
  referenceNo: v.string(),
  applicationTime: v.string(),
  type: v.picklist(pointsRecordTypes),
  status: v.picklist(pointsStatuses),
  /** The reward redeemed (redeem and refund records), in the request's language. */
  rewardName: v.nullable(v.string()),
  pointsRequired: v.number(),
  amountRequired: v.number(),
  /** Signed. */
  changedPoints: v.number(),
  pointBalance: v.number(),
  /**
   * A key the client translates: a rejection reason, `turnover` for earned points, or for a refund
   * the reference number of the redeem it returns. Null for none.
   */
  remark: v.nullable(v.string()),
  unit: v.nullable(v.string()),
  /** Points per 1 currency unit at the time. */
  pointRatio: v.number(),
  /** Conversions and cash rewards: the cash credited (or to be credited). */
  cashAmount: v.number(),
});
export type PointsRecord = v.InferOutput<typeof pointsRecord>;

const recordsPage = v.object({
  records: v.array(pointsRecord),
  pageNum: v.number(),
  totalPages: v.number(),
});
export type PointsRecordsPage = v.InferOutput<typeof recordsPage>;
export type PointsRecordsRequest = { pageNum: number; pageSize: number };

/** The member's redeems, newest first (SPEC 7.8 redeem list). GET; path not shown (wps/relay/MCSFE_getRedeemPointList, the platform registry). */
export const redeemListCall = defineCall<PointsRecordsRequest, PointsRecordsPage>({
  name: 'redeemList',
  method: 'GET',
  path: 'wps/relay/MCSFE_getRedeemPointList',
  auth: true,
  value: recordsPage,
});

/**
 * Every change of the member's points, newest first (SPEC 7.8 member transaction detail: the
 * "points details"). GET; path not shown (wps/relay/ODSFE2_MemTransDet, the platform registry).
 */
export const pointsDetailsCall = defineCall<PointsRecordsRequest, PointsRecordsPage>({
  name: 'pointsDetails',
  method: 'GET',
  path: 'wps/relay/ODSFE2_MemTransDet',
  auth: true,
  value: recordsPage,
});

const redeemRequest = v.object({ rewardId: v.string(), paymentPassword: v.string() });
export type RedeemRequest = v.InferOutput<typeof redeemRequest>;

/**
 * Redeems a reward (SPEC 7.8: password checked, encrypted): the points (and any cash top-up) are
 * taken at once and the redeem waits In Process until the platform approves or rejects it (a
 * rejection returns them). Moves money and points: idempotency key. POST; path not shown (chosen:
 * wps/relay/passwordCheck/MCSFE_redeemPointReward, the platform registry).
 */
export const redeemCall = defineCall<RedeemRequest, PointsRecord>({
  name: 'redeem',
  method: 'POST',
  path: 'wps/relay/passwordCheck/MCSFE_redeemPointReward',
  auth: true,
  encrypted: true,
  money: true,
  requestSchema: redeemRequest,
  value: pointsRecord,
});

const convertPointsRequest = v.object({ points: v.number(), paymentPassword: v.string() });
export type ConvertPointsRequest = v.InferOutput<typeof convertPointsRequest>;

/**
 * Converts points to cash at the configured ratio (SPEC 7.8: password checked, encrypted); the
 * cash reaches the balance at once. Idempotency key. POST; path not shown (chosen:
 * wps/relay/passwordCheck/MCSFE_convertPoint, the platform registry).
 */
export const convertPointsCall = defineCall<ConvertPointsRequest, PointsRecord>({
  name: 'convertPoints',
  method: 'POST',
  path: 'wps/relay/passwordCheck/MCSFE_convertPoint',
  auth: true,
  encrypted: true,
  money: true,
  requestSchema: convertPointsRequest,
  value: pointsRecord,
});

const vipLevel = v.object({
  rank: v.number(),
  /** The label name as the platform sends it (SPEC 3 vipLabelName). */
  labelName: v.string(),
  /** Turnover needed to reach the level. */
  turnoverRequired: v.number(),
  /** Extra rebate on every game type, percent. */
  rebateBonusPercent: v.number(),
  upgradeBonus: v.number(),
  birthdayBonus: v.number(),
  dailyWithdrawals: v.number(),
});
export type VipLevel = v.InferOutput<typeof vipLevel>;

const vipValue = v.object({
  levels: v.array(vipLevel),
  /** SPEC 3 vipRankLevel and vipLabelName: the member's level. */
  vipRankLevel: v.number(),
  vipLabelName: v.string(),
  /** The member's turnover so far. */
  turnover: v.number(),
  currencySymbol: v.string(),
});
export type VipValue = v.InferOutput<typeof vipValue>;

/** VIP levels and the member's rank (SPEC 2.5 VIP Bonus). GET; path not shown in the spec (wps/relay/MCSFE_getPlayerRankProgress, the platform registry's VIP progress; the answer's shape is ours). */
export const vipLevelsCall = defineCall<void, VipValue>({
  name: 'vipLevels',
  method: 'GET',
  path: 'wps/relay/MCSFE_getPlayerRankProgress',
  auth: true,
  value: vipValue,
});

const rebateClaim = v.object({
  claimId: v.string(),
  claimedAt: v.string(),
  since: v.string(),
  rebate: v.number(),
  cashback: v.number(),
});
export type RebateClaim = v.InferOutput<typeof rebateClaim>;

const rebateValue = v.object({
  /** The rounds after this instant and up to `until` are unpaid. */
  since: v.string(),
  until: v.string(),
  byGameType: v.array(
    v.object({
      gameType: v.string(),
      stake: v.number(),
      /** Percent of the stake, the VIP level's extra included. */
      ratePercent: v.number(),
      rebate: v.number(),
    }),
  ),
  netLoss: v.number(),
  cashbackPercent: v.number(),
  cashback: v.number(),
  /** Rebate plus cashback: what a claim would credit now. */
  total: v.number(),
  /** SPEC 3.3 MANPLAYREB3: whether the member claims by hand. */
  manual: v.boolean(),
  claims: v.array(rebateClaim),
  currencySymbol: v.string(),
});
export type RebateValue = v.InferOutput<typeof rebateValue>;

/** The member's unpaid rebate and cashback, and past claims. GET; path not shown (wps/relay/MCSFE_getCustomerRebateSettingByProductType, the platform registry's rebate call; the answer's shape is ours). */
export const rebateSummaryCall = defineCall<void, RebateValue>({
  name: 'rebateSummary',
  method: 'GET',
  path: 'wps/relay/ODSFE2_getRebate',
  auth: true,
  value: rebateValue,
});

/**
 * The manual rebate (MANPLAYREB3): credits the rebate and cashback earned since the last claim.
 * Moves money: idempotency key (a repeated key answers the same claim). POST; path not shown
 * (wps/relay/ODSFE2_rebateDisburse, the platform's member-centre bundle).
 */
export const claimRebateCall = defineCall<void, RebateClaim>({
  name: 'claimRebate',
  method: 'POST',
  path: 'wps/relay/ODSFE2_rebateDisburse',
  auth: true,
  money: true,
  value: rebateClaim,
});

/** Points calls. Every call here is also listed in `pointsCalls`. */
export const pointsCalls = {
  pointsBalance: pointsBalanceCall,
  pointsConfig: pointsConfigCall,
  pointsRewards: pointsRewardsCall,
  redeemList: redeemListCall,
  pointsDetails: pointsDetailsCall,
  redeem: redeemCall,
  convertPoints: convertPointsCall,
  vipLevels: vipLevelsCall,
  rebateSummary: rebateSummaryCall,
  claimRebate: claimRebateCall,
} as const;
