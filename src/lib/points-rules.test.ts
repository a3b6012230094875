import { describe, expect, it } from 'vitest';
import type { PointsReward, VipLevel } from '../api/contracts/points';
import {
  cashForPoints,
  parsePoints,
  redeemBlock,
  validateConvertPoints,
  validatePaymentPassword,
  vipProgress,
} from './points-rules';

const reward = (fields: Partial<PointsReward> = {}): PointsReward => ({
  id: 'r',
  name: 'Reward',
  kind: 'item',
  pointsRequired: 500,
  amountRequired: 0,
  cashAmount: 0,
  unit: 'piece',
  stock: null,
  hue: 0,
  ...fields,
});

const level = (rank: number, turnoverRequired: number): VipLevel => ({
  rank,
  labelName: `L${rank}`,
  turnoverRequired,
  rebateBonusPercent: 0,
  upgradeBonus: 0,
  birthdayBonus: 0,
  dailyWithdrawals: 3,
});

describe('points rules', () => {
  it('reads whole points in Latin or Bengali digits, with separators', () => {
    expect(parsePoints('1,000')).toBe(1_000);
    expect(parsePoints('১০০০')).toBe(1_000);
    expect(parsePoints('10.5')).toBeNull();
    expect(parsePoints('abc')).toBeNull();
  });

  it('checks a conversion: required, whole, the minimum, the balance', () => {
    const limits = { min: 100, balance: 1_000 };
    expect(validateConvertPoints('', limits)).toEqual({ key: 'pointsRequired', params: {} });
    expect(validateConvertPoints('1.5', limits)).toEqual({ key: 'pointsInvalid', params: {} });
    expect(validateConvertPoints('0', limits)).toEqual({ key: 'pointsInvalid', params: {} });
    expect(validateConvertPoints('99', limits)).toEqual({ key: 'pointsBelowMin', params: { min: 100 } });
    expect(validateConvertPoints('1001', limits)).toEqual({
      key: 'pointsOverBalance',
      params: { balance: 1_000 },
    });
    expect(validateConvertPoints('100', limits)).toBeNull();
    expect(validateConvertPoints('1,000', limits)).toBeNull();
  });

  it('needs the payment password', () => {
    expect(validatePaymentPassword(' ')).toEqual({ key: 'passwordRequired', params: {} });
    expect(validatePaymentPassword('112233')).toBeNull();
  });

  it('converts at the ratio, rounding down to the paisa', () => {
    expect(cashForPoints(1_000, 20)).toBe(50);
    expect(cashForPoints(101, 20)).toBe(5.05);
    expect(cashForPoints(1, 3)).toBe(0.33);
    expect(cashForPoints(100, 0)).toBe(0);
  });

  it('says why a reward cannot be redeemed', () => {
    expect(redeemBlock(reward({ stock: 0 }), 10_000)).toBe('outOfStock');
    expect(redeemBlock(reward(), 499)).toBe('notEnoughPoints');
    expect(redeemBlock(reward({ stock: 3 }), 500)).toBeNull();
    // A visitor's points are unknown: only stock decides.
    expect(redeemBlock(reward(), null)).toBeNull();
  });

  it('measures the way to the next VIP level', () => {
    const levels = [level(1, 0), level(2, 5_000), level(3, 25_000)];
    expect(vipProgress(levels, 2, 15_000)).toMatchObject({
      next: { rank: 3 },
      percent: 50,
      remaining: 10_000,
    });
    expect(vipProgress(levels, 1, 0)).toMatchObject({ next: { rank: 2 }, percent: 0, remaining: 5_000 });
    expect(vipProgress(levels, 3, 30_000)).toMatchObject({ current: { rank: 3 }, next: null, percent: 100 });
  });
});
