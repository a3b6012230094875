import type { pointsCalls } from '../../src/api/contracts/points';
import { at, currencySymbol } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const pointsRecord = {
  referenceNo: 'PR2025030100003',
  applicationTime: at,
  type: 'redeem',
  status: 'inProcess',
  rewardName: '10 bonus',
  pointsRequired: 1000,
  amountRequired: 0,
  changedPoints: -1000,
  pointBalance: 200,
  remark: null,
  unit: 'bonus',
  pointRatio: 100,
  cashAmount: 10,
} as const;

const rebateClaim = {
  claimId: 'RB-501',
  claimedAt: at,
  since: '2025-02-28T10:15:00.000Z',
  rebate: 4.8,
  cashback: 3,
} as const;

/** The answers of `pointsCalls` (src/api/contracts/points.ts), as the platform sends them. */
export const pointsFixtures = {
  pointsBalance: { value: { points: 1200, currencySymbol }, source: 'assumption' },
  pointsConfig: {
    value: { pointRatio: 100, earnPerUnit: 1, minConvertPoints: 100, pointsExpire: false, currencySymbol },
    source: 'assumption',
  },
  pointsRewards: {
    value: {
      rewards: [
        {
          id: 'RW-1',
          name: '10 bonus',
          kind: 'cash',
          pointsRequired: 1000,
          amountRequired: 0,
          cashAmount: 10,
          unit: 'bonus',
          stock: null,
          hue: 210,
        },
      ],
    },
    source: 'assumption',
  },
  redeemList: { value: { records: [pointsRecord], pageNum: 1, totalPages: 1 }, source: 'assumption' },
  pointsDetails: {
    value: {
      records: [{ ...pointsRecord, type: 'earn', status: 'approved', rewardName: null, changedPoints: 50 }],
      pageNum: 1,
      totalPages: 1,
    },
    source: 'assumption',
  },
  redeem: { value: pointsRecord, source: 'assumption' },
  convertPoints: {
    value: { ...pointsRecord, type: 'convert', status: 'approved', rewardName: null },
    source: 'assumption',
  },
  vipLevels: {
    value: {
      levels: [
        {
          rank: 1,
          labelName: 'Bronze',
          turnoverRequired: 0,
          rebateBonusPercent: 0,
          upgradeBonus: 0,
          birthdayBonus: 0,
          dailyWithdrawals: 3,
        },
      ],
      vipRankLevel: 1,
      vipLabelName: 'Bronze',
      turnover: 5200,
      currencySymbol,
    },
    source: 'assumption',
  },
  rebateSummary: {
    value: {
      since: '2025-02-28T10:15:00.000Z',
      until: at,
      byGameType: [{ gameType: 'RNG', stake: 600, ratePercent: 0.8, rebate: 4.8 }],
      netLoss: 60,
      cashbackPercent: 5,
      cashback: 3,
      total: 7.8,
      manual: true,
      claims: [rebateClaim],
      currencySymbol,
    },
    source: 'assumption',
  },
  claimRebate: { value: rebateClaim, source: 'assumption' },
} satisfies Record<keyof typeof pointsCalls, WireFixture>;
