import type { GameType, PointsRecordType, PointsRewardKind, PointsStatus } from '../../src/api/contracts';

/**
 * The shapes of the points mall, VIP levels and rebates; their rules are in points-world.ts. Kept
 * apart so `World` (types.ts) can name them without importing the logic, which imports `World`.
 */

export interface PointsReward {
  id: string;
  name: { en: string; bn: string };
  /** `cash`: the reward is money credited as a bonus; `item`: delivered by the platform. */
  kind: PointsRewardKind;
  pointsRequired: number;
  /** A cash top-up the member pays on top of the points (0: none), minor units. */
  amountRequiredMinor: number;
  /** Cash rewards: what is credited on approval, minor units. */
  cashMinor: number;
  /** How one is counted: a key the client translates (`bonus`, `piece`, `voucher`, `ticket`). */
  unit: string;
  /** How many are left; null: unlimited. */
  stock: number | null;
  /** The mock back office rejects redeems of this reward (so QA sees both outcomes), with this reason key. */
  rejectReason: string | null;
  /** Hue of the reward's drawn picture. */
  hue: number;
}

export interface PointsRecord {
  /** Reference number. */
  id: string;
  memberId: number;
  /** Application time (ISO). */
  at: string;
  type: PointsRecordType;
  status: PointsStatus;
  rewardId: string | null;
  pointsRequired: number;
  amountRequiredMinor: number;
  /** Signed. */
  changedPoints: number;
  /** The member's points after this record. */
  pointBalance: number;
  /** A key the client translates (a reject reason, 'turnover'), or null. */
  remark: string | null;
  unit: string | null;
  /** Points per 1 currency unit when the record was made. */
  pointRatio: number;
  /** Conversions and cash rewards: the cash credited, minor units. */
  cashMinor: number;
  /** When the back office decides an In Process redeem. */
  settleAt: string | null;
  settledAt: string | null;
  /** The bonus grants (money.bonuses ids) this record moved. */
  bonusIds: string[];
}

export interface VipLevel {
  rank: number;
  /** The label name as the platform sends it (SPEC 3 vipLabelName). */
  name: string;
  /** Turnover needed to reach the level, minor units. */
  turnoverMinor: number;
  /** Extra rebate on every game type, basis points. */
  rebateBonusBp: number;
  upgradeBonusMinor: number;
  birthdayBonusMinor: number;
  dailyWithdrawals: number;
}

export interface RebateClaim {
  id: string;
  memberId: number;
  at: string;
  /** The rounds after this instant (up to `at`) were paid. */
  since: string;
  rebateMinor: number;
  cashbackMinor: number;
  bonusIds: string[];
}

export interface PointsSettings {
  /** Points per 1 currency unit when converting (20 points = ৳1). */
  pointRatio: number;
  /** Points earned per 1 currency unit of turnover. */
  earnPerUnit: number;
  /** The least a conversion may be. */
  minConvertPoints: number;
  /** How long the mock back office takes to decide a redeem. */
  reviewSeconds: number;
  /** Rebate rate per game type, basis points of the stake. */
  rebateRatesBp: Partial<Record<GameType, number>>;
  /** Cashback on the net loss since the last claim, basis points. */
  cashbackBp: number;
  /** How far back an unclaimed rebate reaches for a member who never claimed, days. */
  rebateWindowDays: number;
}

export interface PointsWorld {
  settings: PointsSettings;
  rewards: PointsReward[];
  levels: VipLevel[];
  records: PointsRecord[];
  /** Member id → points now (a cache of the last record's balance). */
  balances: Record<string, number>;
  /** Member id → turnover up to this instant has earned its points. */
  accruedThrough: Record<string, string>;
  claims: RebateClaim[];
  counters: { record: number; bonus: number; claim: number };
}
