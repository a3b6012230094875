// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  claimMissionCall,
  claimRaffleCall,
  freePlayCall,
  joinRaffleCall,
  missionLeaderboardCall,
  missionSummaryCall,
  openEnvelopeCall,
  promotionClaimCall,
  promotionJoinCall,
  promotionListCall,
  publicStateCall,
  rewardCentreCall,
  signInCall,
  smashEggCall,
  spinWheelCall,
} from '../../src/api/contracts';
import { signedIn, testNow, testWorlds, type TestWorld, testApiClient } from '../test-world';
import { ledgerProblems } from '../world/ledger';
import { busyMemberOverrides, noPromotionsOverrides } from '../world/promotions-seed';
import { rewardBadgeCount, missionBadgeCount } from '../world/promotions-world';
import { promotionsRefusal } from './promotions';

const world = testWorlds();
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => {
  vi.useRealTimers();
});

let keyCount = 0;
const newKey = () => `promo-key-${++keyCount}`;
const EN = { language: 'EN' } as const;

const loggedIn = (w: TestWorld = world(), account = 'demo01') => signedIn(w, account);

const sound = (w: TestWorld) => expect(ledgerProblems(w.store.world)).toEqual([]);
const balanceOf = async (w: TestWorld) => (await w.api.request(balanceCall, balanceQuery)).balance;
const badges = (w: TestWorld) => w.api.request(publicStateCall, undefined);
const bonusesOf = (w: TestWorld) => w.store.world.money.bonuses.filter((b) => b.memberId === 1001);

describe('promotions list (SPEC 3.2 types, 4.11 statuses)', () => {
  it('answers every type, images with sequences, and a visitor’s statuses', async () => {
    const w = world();
    const { promotions } = await w.api.request(promotionListCall, EN);
    expect(new Set(promotions.map((p) => p.type))).toEqual(
      new Set(['newbie', 'limited', 'special', 'daily', 'highRebate', 'vip']),
    );
    const registration = promotions.find((p) => p.id === 'P-NEWBIE-1')!;
    expect(registration).toMatchObject({ title: 'Registration bonus ৳100', status: 'claim', bonus: 100 });
    expect(registration.images.map((i) => i.sequence).sort()).toEqual([1, 2]);
    expect(registration.images[0]!.url).toMatch(/^data:image\/svg\+xml/);
    expect(promotions.find((p) => p.id === 'P-LIMITED-2')!.status).toBe('comingSoon');
    expect(promotions.find((p) => p.id === 'P-SPECIAL-2')!.status).toBe('closed');
    const bn = await w.api.request(promotionListCall, { language: 'BN' });
    expect(bn.promotions[0]!.title).toBe('নিবন্ধন বোনাস ৳100');
  });

  it('shows the member’s own statuses and moves join → joined, apply → applying', async () => {
    const w = await loggedIn();
    const list = async () =>
      Object.fromEntries(
        (await w.api.request(promotionListCall, EN)).promotions.map((p) => [p.id, p.status]),
      );
    expect(await list()).toMatchObject({
      'P-NEWBIE-2': 'rejected',
      'P-SPECIAL-1': 'issued',
      'P-DAILY-2': 'joined',
      'P-REBATE-2': 'applying',
      'P-VIP-1': 'process',
      'P-LIMITED-1': 'join',
      'P-REBATE-1': 'join',
      'P-VIP-2': 'claim',
    });
    await expect(
      w.api.request(promotionJoinCall, { promotionId: 'P-LIMITED-1', ...EN }),
    ).resolves.toMatchObject({
      status: 'joined',
    });
    // A repeat answers the promotion as it stands.
    await expect(
      w.api.request(promotionJoinCall, { promotionId: 'P-LIMITED-1', ...EN }),
    ).resolves.toMatchObject({
      status: 'joined',
    });
    await expect(
      w.api.request(promotionJoinCall, { promotionId: 'P-NEWBIE-2', ...EN }),
    ).rejects.toMatchObject({ serverMessage: promotionsRefusal.notNow.en });
    expect(await list()).toMatchObject({ 'P-LIMITED-1': 'joined' });
  });

  // The back office decides an application after promotions.settings.reviewSeconds (10 s).
  it('decides an application after the review time: issued when approved, rejected in applications-rejected', async () => {
    const statusOf = async (w: TestWorld, id: string) =>
      (await w.api.request(promotionListCall, EN)).promotions.find((p) => p.id === id)!.status;
    const approving = await loggedIn();
    // demo01's apply promotions are all seeded with a status: clear one to apply afresh. The seeded
    // Applying one (P-REBATE-2) has no decision time and stays.
    approving.store.update((w) => {
      delete w.promotions.members['1001']!.promotions['P-NEWBIE-2'];
    });
    await expect(
      approving.api.request(promotionJoinCall, { promotionId: 'P-NEWBIE-2', ...EN }),
    ).resolves.toMatchObject({ status: 'applying' });
    vi.setSystemTime(testNow + 9_000);
    expect(await statusOf(approving, 'P-NEWBIE-2')).toBe('applying');
    vi.setSystemTime(testNow + 10_000);
    expect(await statusOf(approving, 'P-NEWBIE-2')).toBe('issued');
    expect(await statusOf(approving, 'P-REBATE-2')).toBe('applying');

    vi.setSystemTime(testNow);
    const rejecting = await loggedIn(world({ scenario: 'applications-rejected' }));
    rejecting.store.update((w) => {
      delete w.promotions.members['1001']!.promotions['P-SPECIAL-1'];
    });
    await rejecting.api.request(promotionJoinCall, { promotionId: 'P-SPECIAL-1', ...EN });
    vi.setSystemTime(testNow + 10_000);
    expect(await statusOf(rejecting, 'P-SPECIAL-1')).toBe('rejected');
  });

  it('a claim credits the bonus once per idempotency key, through the ledger; a daily one comes back tomorrow', async () => {
    const w = await loggedIn();
    const before = await balanceOf(w);
    const key = newKey();
    const claim = () =>
      w.api.request(promotionClaimCall, { promotionId: 'P-DAILY-1', ...EN }, { idempotencyKey: key });
    const first = await claim();
    expect(first.amount).toBe(20);
    await expect(claim()).resolves.toEqual(first);
    expect(await balanceOf(w)).toBeCloseTo(before + 20, 2);
    expect(bonusesOf(w).find((b) => b.id === first.bonusId)).toMatchObject({
      title: 'Daily reload ৳20',
      amountMinor: 2_000,
    });
    sound(w);
    const refused = await w.refused(
      w.api.request(promotionClaimCall, { promotionId: 'P-DAILY-1', ...EN }, { idempotencyKey: newKey() }),
    );
    expect(refused.message).toBe(promotionsRefusal.notNow.en);
    vi.setSystemTime(testNow + DAY);
    await expect(
      w.api.request(promotionClaimCall, { promotionId: 'P-DAILY-1', ...EN }, { idempotencyKey: newKey() }),
    ).resolves.toMatchObject({ amount: 20 });
    sound(w);
  });

  it('refuses a visitor (401) and a trial account (translated)', async () => {
    const w = world({ scenario: 'trial-account' });
    await expect(
      w.api.request(promotionJoinCall, { promotionId: 'P-LIMITED-1', ...EN }),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    const { token } = await w.api.request(freePlayCall, { os: 'web', platform: 'W' });
    w.useToken(token);
    const refused = await w.refused(w.api.request(promotionJoinCall, { promotionId: 'P-LIMITED-1', ...EN }));
    expect(refused.message).toBe(promotionsRefusal.trial.en);
    const claim = await w.refused(w.api.request(openEnvelopeCall, undefined, { idempotencyKey: newKey() }));
    expect(claim.message).toBe(promotionsRefusal.trial.en);
  });
});

describe('reward centre', () => {
  it('a red envelope opens once a day: credited once per key, a second open refused in the asked language, the badge drops', async () => {
    const w = await loggedIn();
    const centre = await w.api.request(rewardCentreCall, EN);
    expect(centre.envelope).toEqual({ status: 'claim', lastAmount: null });
    const badgeBefore = (await badges(w)).availablePromoCount;
    expect(badgeBefore).toBe(centre.claimable);
    expect(badgeBefore).toBeGreaterThan(0);
    const before = await balanceOf(w);
    const key = newKey();
    const opened = await w.api.request(openEnvelopeCall, undefined, { idempotencyKey: key });
    expect(opened.amount).toBeGreaterThanOrEqual(1.88);
    expect(opened.amount).toBeLessThanOrEqual(88.88);
    // The same key again (a double click, a retry after a lost answer): the same answer, no money.
    await expect(w.api.request(openEnvelopeCall, undefined, { idempotencyKey: key })).resolves.toEqual(
      opened,
    );
    expect(await balanceOf(w)).toBeCloseTo(before + opened.amount, 2);
    expect(w.store.world.money.ledger.filter((e) => e.reference === opened.bonusId)).toHaveLength(1);
    sound(w);
    expect((await badges(w)).availablePromoCount).toBe(badgeBefore - 1);
    expect((await w.api.request(rewardCentreCall, EN)).envelope).toEqual({
      status: 'claimed',
      lastAmount: opened.amount,
    });

    const again = await w.refused(w.api.request(openEnvelopeCall, undefined, { idempotencyKey: newKey() }));
    expect(again.message).toBe(promotionsRefusal.envelopeOpened.en);
    const bengali = testApiClient(() => Object.keys(w.store.world.sessions).at(-1)!, 'BN');
    const bn = await w.refused(bengali.request(openEnvelopeCall, undefined, { idempotencyKey: newKey() }));
    expect(bn.message).toBe(promotionsRefusal.envelopeOpened.bn);
    expect(await balanceOf(w)).toBeCloseTo(before + opened.amount, 2);

    vi.setSystemTime(testNow + DAY);
    await expect(
      w.api.request(openEnvelopeCall, undefined, { idempotencyKey: newKey() }),
    ).resolves.toMatchObject({
      bonusId: expect.any(String),
    });
    sound(w);
  });

  it('the wheel stops on a seeded segment and pays its prize; no spins left is refused', async () => {
    const w = await loggedIn();
    const { wheel } = await w.api.request(rewardCentreCall, EN);
    expect(wheel.spinsLeft).toBe(1);
    const before = await balanceOf(w);
    const spin = await w.api.request(spinWheelCall, undefined, { idempotencyKey: newKey() });
    expect(spin.amount).toBe(wheel.segments[spin.segment]);
    expect(await balanceOf(w)).toBeCloseTo(before + spin.amount, 2);
    expect((await w.api.request(rewardCentreCall, EN)).wheel.spinsLeft).toBe(0);
    const refused = await w.refused(w.api.request(spinWheelCall, undefined, { idempotencyKey: newKey() }));
    expect(refused.message).toBe(promotionsRefusal.noSpins.en);
    sound(w);
  });

  it('golden eggs: a ticket per smash, then refused', async () => {
    const w = await loggedIn();
    expect((await w.api.request(rewardCentreCall, EN)).eggs.tickets).toBe(2);
    await w.api.request(smashEggCall, undefined, { idempotencyKey: newKey() });
    await w.api.request(smashEggCall, undefined, { idempotencyKey: newKey() });
    expect((await w.api.request(rewardCentreCall, EN)).eggs.tickets).toBe(0);
    const refused = await w.refused(w.api.request(smashEggCall, undefined, { idempotencyKey: newKey() }));
    expect(refused.message).toBe(promotionsRefusal.noTickets.en);
    expect(bonusesOf(w).filter((b) => b.title === 'Golden egg')).toHaveLength(2);
    sound(w);
  });

  it('daily sign-in: the streak of 3 becomes 4, today signed, the 4th day’s reward, once a day', async () => {
    const w = await loggedIn();
    const { signIn } = await w.api.request(rewardCentreCall, EN);
    expect(signIn).toMatchObject({ streak: 3, status: 'claim', nextReward: 5 });
    expect(signIn.days.map((d) => d.status)).toEqual([
      'notSigned',
      'notSigned',
      'notSigned',
      'signed',
      'signed',
      'signed',
      'notSigned',
    ]);
    const signed = await w.api.request(signInCall, undefined, { idempotencyKey: newKey() });
    expect(signed).toMatchObject({ amount: 5, streak: 4 });
    const after = (await w.api.request(rewardCentreCall, EN)).signIn;
    expect(after).toMatchObject({ streak: 4, status: 'signed' });
    expect(after.days.at(-1)!.status).toBe('signed');
    const refused = await w.refused(w.api.request(signInCall, undefined, { idempotencyKey: newKey() }));
    expect(refused.message).toBe(promotionsRefusal.signedToday.en);
    sound(w);
  });

  it('missions: progress from the ledger, a complete one claimed once, the mission badge drops; an incomplete one refused', async () => {
    const w = await loggedIn();
    const { missions } = await w.api.request(rewardCentreCall, EN);
    const deposit = missions.find((m) => m.id === 'M-DEP-5K')!;
    // demo01's seeded month: deposits of 3,000, 5,000 and 2,000 approved (1,044 rejected).
    expect(deposit).toMatchObject({ status: 'claim', progress: 5_000, target: 5_000 });
    expect(missions.find((m) => m.id === 'M-DEP-20K')).toMatchObject({ status: 'process', progress: 10_000 });
    expect(missions.find((m) => m.id === 'M-SIGN-7')).toMatchObject({ status: 'process', progress: 3 });
    const missionBadge = (await badges(w)).missionCount;
    expect(missionBadge).toBe(missions.filter((m) => m.status === 'claim').length);
    const summaryBefore = await w.api.request(missionSummaryCall, EN);
    const key = newKey();
    const claimed = await w.api.request(claimMissionCall, { missionId: 'M-DEP-5K' }, { idempotencyKey: key });
    expect(claimed.amount).toBe(50);
    await w.api.request(claimMissionCall, { missionId: 'M-DEP-5K' }, { idempotencyKey: key });
    expect(bonusesOf(w).filter((b) => b.title.startsWith('Mission: Deposit ৳5,000'))).toHaveLength(1);
    expect((await badges(w)).missionCount).toBe(missionBadge - 1);
    const summary = await w.api.request(missionSummaryCall, EN);
    expect(summary.points).toBe(summaryBefore.points + 50);
    expect(summary.claimable).toBe(summaryBefore.claimable - 1);
    const twice = await w.refused(
      w.api.request(claimMissionCall, { missionId: 'M-DEP-5K' }, { idempotencyKey: newKey() }),
    );
    expect(twice.message).toBe(promotionsRefusal.missionClaimed.en);
    const early = await w.refused(
      w.api.request(claimMissionCall, { missionId: 'M-BET-50K' }, { idempotencyKey: newKey() }),
    );
    expect(early.message).toBe(promotionsRefusal.missionNotComplete.en);
    sound(w);
  });

  it('raffles (SPEC 7.7): a won draw is claimed once; an open one is joined; a coming one cannot be', async () => {
    const w = await loggedIn();
    const statuses = async () =>
      Object.fromEntries((await w.api.request(rewardCentreCall, EN)).raffles.map((r) => [r.id, r.status]));
    expect(await statuses()).toEqual({
      'R-WEEKLY': 'claim',
      'R-CRICKET': 'joined',
      'R-MEGA': 'join',
      'R-NEWYEAR': 'comingSoon',
    });
    await expect(
      w.api.request(claimRaffleCall, { raffleId: 'R-WEEKLY' }, { idempotencyKey: newKey() }),
    ).resolves.toMatchObject({
      amount: 250,
    });
    await w.api.request(joinRaffleCall, { raffleId: 'R-MEGA' });
    const refused = await w.refused(w.api.request(joinRaffleCall, { raffleId: 'R-NEWYEAR' }));
    expect(refused.message).toBe(promotionsRefusal.raffleClosed.en);
    expect(await statuses()).toMatchObject({ 'R-WEEKLY': 'claimed', 'R-MEGA': 'joined' });
    sound(w);
  });

  it('the badge counts what can be claimed, and every claim takes one off', async () => {
    const w = await loggedIn();
    const count = () => rewardBadgeCount(w.store.world, 1001, Date.now());
    const start = count();
    // envelope + 1 spin + 2 tickets + sign-in + complete missions + the won raffle + claim promotions.
    expect(start).toBe(1 + 1 + 2 + 1 + missionBadgeCount(w.store.world, 1001, Date.now()) + 1 + 3);
    await w.api.request(signInCall, undefined, { idempotencyKey: newKey() });
    await w.api.request(smashEggCall, undefined, { idempotencyKey: newKey() });
    expect(count()).toBe(start - 2);
    expect((await badges(w)).availablePromoCount).toBe(start - 2);
  });
});

describe('mission leaderboard (SPEC 7.5)', () => {
  it('ranks the member among the seeded players, the own row marked', async () => {
    const w = await loggedIn();
    const { rows } = await w.api.request(missionLeaderboardCall, EN);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const own = rows.filter((r) => r.self);
    expect(own).toHaveLength(1);
    expect(own[0]!.name).toBe('de***01');
    const points = rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const summary = await w.api.request(missionSummaryCall, EN);
    expect(summary).toMatchObject({ total: 5, rank: own[0]!.rank, points: own[0]!.points });
  });
});

describe('scenario overrides', () => {
  it('no-promotions: nothing listed, nothing to claim, badges 0', async () => {
    const w = await loggedIn(world({ scenario: 'default' }));
    w.store.update((state) => {
      Object.assign(state.promotions, structuredClone(noPromotionsOverrides));
    });
    expect((await w.api.request(promotionListCall, EN)).promotions).toEqual([]);
    const centre = await w.api.request(rewardCentreCall, EN);
    expect(centre).toMatchObject({ activities: [], missions: [], raffles: [], claimable: 0 });
    expect(await badges(w)).toMatchObject({ availablePromoCount: 0, missionCount: 0 });
    expect((await w.api.request(missionLeaderboardCall, EN)).rows).toEqual([]);
    await w.refused(w.api.request(openEnvelopeCall, undefined, { idempotencyKey: newKey() }));
  });

  it('busy-member: many claimable items', async () => {
    const w = await loggedIn();
    w.store.update((state) => {
      const { members, missions } = structuredClone(busyMemberOverrides);
      state.promotions.missions = missions;
      Object.assign(state.promotions.members['1001']!, members['1001']);
    });
    expect((await badges(w)).availablePromoCount).toBeGreaterThanOrEqual(30);
    expect((await badges(w)).missionCount).toBeGreaterThanOrEqual(6);
  });
});
