import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  claimRebateCall,
  convertPointsCall,
  errorCodes,
  pointsBalanceCall,
  pointsConfigCall,
  pointsDetailsCall,
  pointsRewardsCall,
  publicStateCall,
  rebateSummaryCall,
  redeemCall,
  redeemListCall,
  vipLevelsCall,
} from '../../src/api/contracts';
import { signedIn, testNow, testWorlds, type TestWorld, testApiClient } from '../test-world';
import { DEMO_PAYMENT_PASSWORD } from '../world/create-world';
import { ledgerProblems, recordRound, toMinor } from '../world/ledger';
import { pointsRefusal } from './points';

const world = testWorlds();
const SECOND = 1_000;

// Only the clock is faked: the back office decides a redeem on the first request after it is due.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

let keyCount = 0;
const newKey = () => `points-key-${++keyCount}`;

const loggedIn = (account = 'demo01') => signedIn(world(), account);

const memberOf = (w: TestWorld, account = 'demo01') =>
  w.store.world.members.find((m) => m.account === account)!;
const sound = (w: TestWorld) => expect(ledgerProblems(w.store.world)).toEqual([]);
const pointsNow = async (w: TestWorld) => (await w.api.request(pointsBalanceCall, undefined)).points;
const cashNow = async (w: TestWorld) => (await w.api.request(balanceCall, balanceQuery)).balance;
const rewardOf = async (w: TestWorld, id: string) =>
  (await w.api.request(pointsRewardsCall, undefined)).rewards.find((r) => r.id === id)!;

const redeem = (w: TestWorld, rewardId: string, paymentPassword = DEMO_PAYMENT_PASSWORD, key = newKey()) =>
  w.api.request(redeemCall, { rewardId, paymentPassword }, { idempotencyKey: key });
const convert = (w: TestWorld, points: number, paymentPassword = DEMO_PAYMENT_PASSWORD, key = newKey()) =>
  w.api.request(convertPointsCall, { points, paymentPassword }, { idempotencyKey: key });
const claim = (w: TestWorld, key = newKey()) =>
  w.api.request(claimRebateCall, undefined, { idempotencyKey: key });

// SPEC 7.8: the points calls (balance, rewards, redeem with the payment password, records).
describe('points mall for a visitor', () => {
  it('shows the rules and the rewards without a session; the balance needs one', async () => {
    const w = world();
    await expect(w.api.request(pointsConfigCall, undefined)).resolves.toEqual({
      pointRatio: 20,
      earnPerUnit: 1,
      minConvertPoints: 100,
      pointsExpire: false,
      currencySymbol: '৳',
    });
    const { rewards } = await w.api.request(pointsRewardsCall, undefined);
    expect(rewards.map((r) => r.id)).toContain('rw-cash-50');
    expect(rewards.find((r) => r.id === 'rw-jersey')).toMatchObject({
      name: 'Bangladesh cricket jersey',
      pointsRequired: 2_500,
      amountRequired: 300,
      unit: 'piece',
      stock: 12,
    });
    await expect(w.refused(w.api.request(pointsBalanceCall, undefined))).resolves.toMatchObject({
      status: 401,
    });
    await expect(w.refused(redeem(w, 'rw-cash-50'))).resolves.toMatchObject({ status: 401 });
  });

  it('answers reward names in the request language', async () => {
    world();
    const bengali = testApiClient(() => null, 'BN');
    const { rewards } = await bengali.request(pointsRewardsCall, undefined);
    expect(rewards.find((r) => r.id === 'rw-jersey')?.name).toBe('বাংলাদেশ ক্রিকেট জার্সি');
  });

  it('refuses the rewards with FUNCTION_DISABLED when PTSYS3 is off', async () => {
    const w = world({ scenario: 'default' });
    w.store.update((draft) => {
      draft.whitelabel.PTSYS3 = false;
    });
    await expect(w.refused(w.api.request(pointsRewardsCall, undefined))).resolves.toMatchObject({
      code: errorCodes.functionDisabled,
      message: pointsRefusal.mallOff.en,
    });
  });
});

describe('points earned from turnover', () => {
  it('demo01 starts with the points of its month of play, and more play earns more', async () => {
    const w = await loggedIn();
    const start = await pointsNow(w);
    expect(start).toBeGreaterThan(2_500);
    later(SECOND);
    const { records } = await w.api.request(pointsDetailsCall, { pageNum: 1, pageSize: 50 });
    expect(records[0]!.pointBalance).toBe(start);
    expect(records.some((r) => r.type === 'earn' && r.remark === 'turnover')).toBe(true);
    w.store.update((draft) => {
      recordRound(
        draft,
        { memberId: memberOf(w).id, gameType: 'RNG', vendor: 'PG', gameName: 'Test' },
        toMinor(250),
        0,
        new Date(Date.now()).toISOString(),
      );
    });
    expect(await pointsNow(w)).toBe(start + 250);
    sound(w);
  });
});

describe('redeem', () => {
  it('a wrong payment password is refused and changes nothing', async () => {
    const w = await loggedIn();
    const points = await pointsNow(w);
    const cash = await cashNow(w);
    const ledger = w.store.world.money.ledger.length;
    await expect(w.refused(redeem(w, 'rw-cash-50', '000000'))).resolves.toMatchObject({
      message: pointsRefusal.paymentPasswordWrong.en,
    });
    expect(await pointsNow(w)).toBe(points);
    expect(await cashNow(w)).toBe(cash);
    expect(w.store.world.money.ledger).toHaveLength(ledger);
    const { records } = await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 });
    expect(records.every((r) => r.status !== 'inProcess')).toBe(true);
    sound(w);
  });

  it('a cash reward: points held at once, In Process, then Approved and the bonus credited once', async () => {
    const w = await loggedIn();
    const points = await pointsNow(w);
    const cash = await cashNow(w);
    const key = newKey();
    const record = await redeem(w, 'rw-cash-50', DEMO_PAYMENT_PASSWORD, key);
    expect(record).toMatchObject({
      type: 'redeem',
      status: 'inProcess',
      rewardName: '৳50 cash bonus',
      pointsRequired: 500,
      amountRequired: 0,
      changedPoints: -500,
      pointBalance: points - 500,
      unit: 'bonus',
      pointRatio: 20,
      cashAmount: 50,
    });
    expect(record.referenceNo).toMatch(/^PT\d{7}$/);
    // A repeat of the same key (a lost answer, a double click) answers the same redeem.
    await expect(redeem(w, 'rw-cash-50', DEMO_PAYMENT_PASSWORD, key)).resolves.toEqual(record);
    expect(await pointsNow(w)).toBe(points - 500);
    expect(await cashNow(w)).toBe(cash);

    later(9 * SECOND);
    expect((await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 })).records[0]).toMatchObject({
      referenceNo: record.referenceNo,
      status: 'inProcess',
    });
    later(2 * SECOND);
    expect((await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 })).records[0]).toMatchObject({
      referenceNo: record.referenceNo,
      status: 'approved',
    });
    expect(await cashNow(w)).toBe(cash + 50);
    expect(await pointsNow(w)).toBe(points - 500);
    const bonuses = w.store.world.money.bonuses.filter((b) => b.memberId === memberOf(w).id);
    expect(bonuses.filter((b) => b.title === 'Points mall reward')).toHaveLength(1);
    sound(w);
  });

  it('a rejected redeem returns the points (a refund record) and the stock', async () => {
    const w = await loggedIn();
    const points = await pointsNow(w);
    const stock = (await rewardOf(w, 'rw-ticket')).stock!;
    const record = await redeem(w, 'rw-ticket');
    expect(await pointsNow(w)).toBe(points - 1_500);
    expect((await rewardOf(w, 'rw-ticket')).stock).toBe(stock - 1);
    later(11 * SECOND);
    const { records } = await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 });
    expect(records[0]).toMatchObject({
      referenceNo: record.referenceNo,
      status: 'rejected',
      remark: 'ticketsUnavailable',
    });
    expect(await pointsNow(w)).toBe(points);
    expect((await rewardOf(w, 'rw-ticket')).stock).toBe(stock);
    const details = await w.api.request(pointsDetailsCall, { pageNum: 1, pageSize: 10 });
    expect(details.records[0]).toMatchObject({
      type: 'refund',
      changedPoints: 1_500,
      remark: record.referenceNo,
    });
    sound(w);
  });

  it('a reward with a cash top-up takes the amount through the ledger and keeps it on approval', async () => {
    const w = await loggedIn();
    const cash = await cashNow(w);
    await redeem(w, 'rw-jersey');
    expect(await cashNow(w)).toBe(cash - 300);
    later(11 * SECOND);
    const { records } = await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 });
    expect(records[0]).toMatchObject({ status: 'approved', amountRequired: 300 });
    expect(await cashNow(w)).toBe(cash - 300);
    sound(w);
  });

  it('refuses what cannot be redeemed: out of stock, not enough points, unknown', async () => {
    const w = await loggedIn();
    await expect(w.refused(redeem(w, 'rw-headphones'))).resolves.toMatchObject({
      message: pointsRefusal.outOfStock.en,
    });
    await expect(w.refused(redeem(w, 'rw-phone'))).resolves.toMatchObject({
      message: pointsRefusal.notEnoughPoints.en,
    });
    await expect(w.refused(redeem(w, 'nope'))).resolves.toMatchObject({
      message: pointsRefusal.rewardUnknown.en,
    });
    sound(w);
  });

  it('the seeded history has an approved and a rejected redeem', async () => {
    const w = await loggedIn();
    const { records } = await w.api.request(redeemListCall, { pageNum: 1, pageSize: 10 });
    expect(records.map((r) => [r.rewardName, r.status])).toEqual([
      ['BPL match ticket', 'rejected'],
      ['20 free spins voucher', 'approved'],
    ]);
  });
});

describe('convert points', () => {
  it('converts at the ratio through the ledger once per key; a wrong password changes nothing', async () => {
    const w = await loggedIn();
    const points = await pointsNow(w);
    const cash = await cashNow(w);
    await expect(w.refused(convert(w, 1_000, '999999'))).resolves.toMatchObject({
      message: pointsRefusal.paymentPasswordWrong.en,
    });
    await expect(w.refused(convert(w, 99))).resolves.toMatchObject({
      message: pointsRefusal.pointsInvalid('100').en,
    });
    expect(await pointsNow(w)).toBe(points);
    const key = newKey();
    const record = await convert(w, 1_000, DEMO_PAYMENT_PASSWORD, key);
    expect(record).toMatchObject({
      type: 'convert',
      status: 'approved',
      changedPoints: -1_000,
      cashAmount: 50,
      pointRatio: 20,
    });
    await expect(convert(w, 1_000, DEMO_PAYMENT_PASSWORD, key)).resolves.toEqual(record);
    expect(await pointsNow(w)).toBe(points - 1_000);
    expect(await cashNow(w)).toBe(cash + 50);
    await expect(w.refused(convert(w, points))).resolves.toMatchObject({
      message: pointsRefusal.notEnoughPoints.en,
    });
    sound(w);
  });
});

describe('VIP', () => {
  it('ranks the member by turnover, and the public state says the same', async () => {
    const w = await loggedIn();
    const vip = await w.api.request(vipLevelsCall, undefined);
    expect(vip.levels.map((l) => l.labelName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    const expected = vip.levels.filter((l) => l.turnoverRequired <= vip.turnover).at(-1)!;
    expect(vip).toMatchObject({ vipRankLevel: expected.rank, vipLabelName: expected.labelName });
    const state = await w.api.request(publicStateCall, undefined);
    expect(state).toMatchObject({
      hasVip: true,
      vipRankLevel: vip.vipRankLevel,
      vipLabelName: vip.vipLabelName,
    });
  });
});

describe('rebates', () => {
  it('pays rate × stake per game type and cashback on net loss, once per key, then starts afresh', async () => {
    const w = await loggedIn();
    const member = memberOf(w);
    // A losing round now: 1,000 staked on slots, nothing back.
    w.store.update((draft) => {
      recordRound(
        draft,
        { memberId: member.id, gameType: 'RNG', vendor: 'PG', gameName: 'Test' },
        toMinor(1_000),
        0,
        new Date(Date.now()).toISOString(),
      );
    });
    later(SECOND);
    const summary = await w.api.request(rebateSummaryCall, undefined);
    const slots = summary.byGameType.find((e) => e.gameType === 'RNG')!;
    expect(slots.stake).toBeGreaterThanOrEqual(1_000);
    expect(slots.rebate).toBeCloseTo((slots.stake * slots.ratePercent) / 100, 1);
    expect(summary.cashbackPercent).toBe(5);
    expect(summary.cashback).toBeCloseTo((summary.netLoss * 5) / 100, 1);
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.manual).toBe(true);

    const cash = await cashNow(w);
    const key = newKey();
    const claimed = await claim(w, key);
    // Sums of 2-decimal amounts: compared to the cent, not bit for bit.
    expect(claimed.rebate).toBeCloseTo(
      summary.byGameType.reduce((s, e) => s + e.rebate, 0),
      2,
    );
    await expect(claim(w, key)).resolves.toEqual(claimed);
    expect(await cashNow(w)).toBeCloseTo(cash + summary.total, 2);
    const after = await w.api.request(rebateSummaryCall, undefined);
    expect(after).toMatchObject({ total: 0, byGameType: [] });
    expect(after.claims[0]).toEqual(claimed);
    await expect(w.refused(claim(w))).resolves.toMatchObject({ message: pointsRefusal.nothingToClaim.en });
    expect(
      w.store.world.money.bonuses.filter((b) => b.title === 'Rebate' && b.memberId === member.id),
    ).toHaveLength(1);
    sound(w);
  });

  it('refuses a claim with FUNCTION_DISABLED when MANPLAYREB3 is off', async () => {
    const w = await loggedIn();
    w.store.update((draft) => {
      draft.whitelabel.MANPLAYREB3 = false;
    });
    await expect(w.refused(claim(w))).resolves.toMatchObject({ code: errorCodes.functionDisabled });
  });
});
