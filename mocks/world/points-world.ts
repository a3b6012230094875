import type { GameType } from '../../src/api/contracts';
import { post, toMajor } from './ledger';
import type { BonusGrant } from './money-types';
import type {
  PointsRecord,
  PointsReward,
  PointsSettings,
  PointsWorld,
  RebateClaim,
  VipLevel,
} from './points-types';
import type { World } from './types';
import { BACK_OFFICE_REVIEW_SECONDS } from './back-office';

/**
 * The mock world's points mall, VIP levels and rebates (SPEC 1, 3.2, 4.11, 7.8, 9).
 *
 * - Points are earned from turnover (every ৳1 staked earns `earnPerUnit` points), kept per member
 *   as a running balance with one record per change (the "points details"); they never expire
 *   (SPEC 9). A redeem holds the points at once, waits `reviewSeconds` in In Process and is then
 *   decided by the mock back office on the next request (like deposits and withdrawals): approved
 *   (a cash reward is credited as a bonus through the ledger) or rejected (points and any cash
 *   top-up come back). Converting points to cash is immediate, through the ledger as a bonus.
 * - VIP levels follow the member's turnover (the ledger's `bet` entries).
 * - Rebates: a rate per game type (plus the VIP level's extra) on the stakes since the last claim,
 *   and cashback on the net loss of the same rounds; a claim credits both through the ledger
 *   (kind `rebate`, as `BonusGrant`s titled 'Rebate' and 'Cashback' so `ledgerProblems` can check them).
 *
 * Seeded from the world only (no faker draws), and posts nothing to the ledger while seeding, so
 * every member's balance stays what the world gave it.
 */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const defaultPointsSettings = (): PointsSettings => ({
  pointRatio: 20,
  earnPerUnit: 1,
  minConvertPoints: 100,
  reviewSeconds: BACK_OFFICE_REVIEW_SECONDS,
  rebateRatesBp: {
    RNG: 80,
    FISH: 80,
    LIVE: 50,
    PVP: 60,
    SPORTS: 70,
    ESPORTS: 70,
    COCKFIGHT: 50,
    ELOTT: 40,
    LOTT: 40,
    INHOUSE: 60,
    BGS: 50,
  },
  cashbackBp: 500,
  rebateWindowDays: 7,
});

const makeReward = (
  id: string,
  en: string,
  bn: string,
  fields: Partial<Omit<PointsReward, 'id' | 'name'>> & Pick<PointsReward, 'pointsRequired' | 'unit'>,
): PointsReward => ({
  id,
  name: { en, bn },
  kind: 'item',
  amountRequiredMinor: 0,
  cashMinor: 0,
  stock: null,
  rejectReason: null,
  hue: 0,
  ...fields,
});

/** The points mall's rewards: cash bonuses, vouchers, items (some with a cash top-up), one sold out. */
export function defaultRewards(): PointsReward[] {
  return [
    makeReward('rw-cash-50', '৳50 cash bonus', '৳50 নগদ বোনাস', {
      kind: 'cash',
      pointsRequired: 500,
      cashMinor: 5_000,
      unit: 'bonus',
      hue: 140,
    }),
    makeReward('rw-cash-200', '৳200 cash bonus', '৳200 নগদ বোনাস', {
      kind: 'cash',
      pointsRequired: 1_800,
      cashMinor: 20_000,
      unit: 'bonus',
      hue: 160,
    }),
    makeReward('rw-spins', '20 free spins voucher', '20টি ফ্রি স্পিন ভাউচার', {
      pointsRequired: 300,
      unit: 'voucher',
      stock: 100,
      hue: 280,
    }),
    makeReward('rw-ticket', 'BPL match ticket', 'বিপিএল ম্যাচের টিকিট', {
      pointsRequired: 1_500,
      unit: 'ticket',
      stock: 20,
      rejectReason: 'ticketsUnavailable',
      hue: 20,
    }),
    makeReward('rw-jersey', 'Bangladesh cricket jersey', 'বাংলাদেশ ক্রিকেট জার্সি', {
      pointsRequired: 2_500,
      amountRequiredMinor: 30_000,
      unit: 'piece',
      stock: 12,
      hue: 100,
    }),
    makeReward('rw-phone', 'Smartphone', 'স্মার্টফোন', {
      pointsRequired: 60_000,
      amountRequiredMinor: 500_000,
      unit: 'piece',
      stock: 2,
      hue: 210,
    }),
    makeReward('rw-headphones', 'Wireless headphones', 'ওয়্যারলেস হেডফোন', {
      pointsRequired: 8_000,
      unit: 'piece',
      stock: 0,
      hue: 320,
    }),
  ];
}

/** VIP levels by turnover (SPEC 2.5 VIP Bonus, 6 "VIP shows if hasVip"). */
export function defaultVipLevels(): VipLevel[] {
  const level = (
    rank: number,
    name: string,
    turnover: number,
    rebateBonusBp: number,
    upgrade: number,
    birthday: number,
    dailyWithdrawals: number,
  ): VipLevel => ({
    rank,
    name,
    turnoverMinor: turnover * 100,
    rebateBonusBp,
    upgradeBonusMinor: upgrade * 100,
    birthdayBonusMinor: birthday * 100,
    dailyWithdrawals,
  });
  return [
    level(1, 'Bronze', 0, 0, 0, 0, 3),
    level(2, 'Silver', 5_000, 10, 100, 100, 5),
    level(3, 'Gold', 25_000, 20, 500, 300, 8),
    level(4, 'Platinum', 100_000, 30, 2_000, 1_000, 10),
    level(5, 'Diamond', 500_000, 50, 10_000, 5_000, 20),
  ];
}

const recordId = (points: PointsWorld) => `PT${String(++points.counters.record).padStart(7, '0')}`;
export const pointsOf = (points: PointsWorld, memberId: number) => points.balances[String(memberId)] ?? 0;

/** Adds a record and moves the member's points (never below zero: the caller checks). */
function addRecord(
  points: PointsWorld,
  record: Omit<PointsRecord, 'id' | 'pointBalance' | 'pointRatio'> & { pointRatio?: number },
): PointsRecord {
  const balance = pointsOf(points, record.memberId) + record.changedPoints;
  if (balance < 0) throw new Error('points: balance below zero');
  const full: PointsRecord = {
    ...record,
    id: recordId(points),
    pointBalance: balance,
    pointRatio: record.pointRatio ?? points.settings.pointRatio,
  };
  points.balances[String(record.memberId)] = balance;
  points.records.push(full);
  return full;
}

/** The member's turnover from the ledger: every stake (`bet` entries), minor units. */
export function turnoverMinor(world: World, memberId: number): number {
  return world.money.ledger
    .filter((e) => e.memberId === memberId && e.kind === 'bet')
    .reduce((sum, e) => sum - e.amountMinor, 0);
}

/** The member's VIP level by turnover, and the next one (null at the top). */
export function vipOf(world: World, memberId: number) {
  const turnover = turnoverMinor(world, memberId);
  const levels = [...world.points.levels].sort((a, b) => a.turnoverMinor - b.turnoverMinor);
  const current = levels.filter((l) => l.turnoverMinor <= turnover).at(-1) ?? levels[0]!;
  const next = levels.find((l) => l.turnoverMinor > turnover) ?? null;
  return { turnoverMinor: turnover, level: current, next };
}

const earnRecord = (
  points: PointsWorld,
  memberId: number,
  at: string,
  stakeMinor: number,
): PointsRecord | null => {
  const earned = Math.floor(toMajor(stakeMinor) * points.settings.earnPerUnit);
  if (earned <= 0) return null;
  return addRecord(points, {
    memberId,
    at,
    type: 'earn',
    status: 'approved',
    rewardId: null,
    pointsRequired: 0,
    amountRequiredMinor: 0,
    changedPoints: earned,
    remark: 'turnover',
    unit: null,
    cashMinor: 0,
    settleAt: null,
    settledAt: at,
    bonusIds: [],
  });
};

/** Whether the member has turnover whose points are not yet earned. */
export function accrualDue(world: World, memberId: number): boolean {
  const through = world.points.accruedThrough[String(memberId)] ?? world.now;
  return world.money.rounds.some((r) => r.memberId === memberId && r.at > through);
}

/** Earns the points of the member's rounds played since the last accrual (one record). */
export function accruePoints(world: World, memberId: number, now: number) {
  const through = world.points.accruedThrough[String(memberId)] ?? world.now;
  const rounds = world.money.rounds.filter((r) => r.memberId === memberId && r.at > through);
  if (!rounds.length) return;
  const last = rounds.reduce((max, r) => (r.at > max ? r.at : max), through);
  earnRecord(
    world.points,
    memberId,
    iso(Math.max(now, Date.parse(last))),
    rounds.reduce((sum, r) => sum + r.stakeMinor, 0),
  );
  world.points.accruedThrough[String(memberId)] = last;
}

const newBonusId = (points: PointsWorld, prefix: 'PM' | 'RB') =>
  `${prefix}${String(++points.counters.bonus).padStart(6, '0')}`;

/** Money through the ledger with a bonus record beside it (so bonus details and the ledger agree). */
function grant(
  world: World,
  memberId: number,
  prefix: 'PM' | 'RB',
  title: string,
  amountMinor: number,
  at: string,
  kind: 'bonus' | 'rebate',
): string {
  const id = newBonusId(world.points, prefix);
  post(world, [{ memberId, kind, amountMinor, reference: id, at }]);
  const bonus: BonusGrant = { id, memberId, at, title, amountMinor, turnoverMinor: 0 };
  world.money.bonuses.push(bonus);
  return id;
}

/**
 * A redeem: the points (and a cash top-up, through the ledger) are taken at once and the redeem
 * waits In Process. Throws `InsufficientFunds` (from the ledger) with nothing changed when the
 * top-up is more than the balance; the caller checks points and stock first.
 */
export function placeRedeem(world: World, memberId: number, reward: PointsReward, now: number): PointsRecord {
  const at = iso(now);
  const bonusIds =
    reward.amountRequiredMinor > 0
      ? [grant(world, memberId, 'PM', 'Points mall top-up', -reward.amountRequiredMinor, at, 'bonus')]
      : [];
  if (reward.stock !== null) reward.stock -= 1;
  return addRecord(world.points, {
    memberId,
    at,
    type: 'redeem',
    status: 'inProcess',
    rewardId: reward.id,
    pointsRequired: reward.pointsRequired,
    amountRequiredMinor: reward.amountRequiredMinor,
    changedPoints: -reward.pointsRequired,
    remark: null,
    unit: reward.unit,
    cashMinor: reward.cashMinor,
    settleAt: iso(now + world.points.settings.reviewSeconds * 1000),
    settledAt: null,
    bonusIds,
  });
}

/** Points to cash at the configured ratio, at once, through the ledger (a bonus titled 'Points conversion'). */
export function convertPoints(world: World, memberId: number, points: number, now: number): PointsRecord {
  const at = iso(now);
  const cashMinor = Math.floor((points * 100) / world.points.settings.pointRatio);
  const bonusId = grant(world, memberId, 'PM', 'Points conversion', cashMinor, at, 'bonus');
  return addRecord(world.points, {
    memberId,
    at,
    type: 'convert',
    status: 'approved',
    rewardId: null,
    pointsRequired: points,
    amountRequiredMinor: 0,
    changedPoints: -points,
    remark: null,
    unit: null,
    cashMinor,
    settleAt: null,
    settledAt: at,
    bonusIds: [bonusId],
  });
}

/** Whether a redeem is due for the back office's decision at `now`. */
export function pointsDue(world: World, now: number): boolean {
  return world.points.records.some(
    (r) => r.status === 'inProcess' && r.settleAt !== null && Date.parse(r.settleAt) <= now,
  );
}

/** The back office decides every redeem due at `now`: approve (cash rewards credited) or reject (all returned). */
export function settlePoints(world: World, now: number) {
  for (const record of world.points.records) {
    if (record.status !== 'inProcess' || !record.settleAt || Date.parse(record.settleAt) > now) continue;
    const at = record.settleAt;
    const reward = world.points.rewards.find((r) => r.id === record.rewardId);
    record.settledAt = at;
    if (reward?.rejectReason) {
      record.status = 'rejected';
      record.remark = reward.rejectReason;
      if (reward.stock !== null) reward.stock += 1;
      if (record.amountRequiredMinor > 0)
        record.bonusIds.push(
          grant(
            world,
            record.memberId,
            'PM',
            'Points mall top-up refund',
            record.amountRequiredMinor,
            at,
            'bonus',
          ),
        );
      addRecord(world.points, {
        memberId: record.memberId,
        at,
        type: 'refund',
        status: 'approved',
        rewardId: record.rewardId,
        pointsRequired: 0,
        amountRequiredMinor: 0,
        changedPoints: record.pointsRequired,
        remark: record.id,
        unit: record.unit,
        cashMinor: 0,
        settleAt: null,
        settledAt: at,
        bonusIds: [],
      });
      continue;
    }
    record.status = 'approved';
    if (record.cashMinor > 0)
      record.bonusIds.push(
        grant(world, record.memberId, 'PM', 'Points mall reward', record.cashMinor, at, 'bonus'),
      );
  }
}

/** The rounds a rebate claim would pay now: after the last claim (or the window), up to `now`. */
export function rebateSince(world: World, memberId: number, now: number): string {
  const last = world.points.claims.filter((c) => c.memberId === memberId).at(-1);
  return last?.at ?? iso(now - world.points.settings.rebateWindowDays * DAY);
}

/** What the member has earned since the last claim: per game type, and cashback on the net loss. */
export function unclaimedRebate(world: World, memberId: number, now: number) {
  const since = rebateSince(world, memberId, now);
  const until = iso(now);
  const rounds = world.money.rounds.filter((r) => r.memberId === memberId && r.at > since && r.at <= until);
  const extraBp = vipOf(world, memberId).level.rebateBonusBp;
  const byType = new Map<GameType, { stakeMinor: number; rateBp: number; rebateMinor: number }>();
  for (const round of rounds) {
    const base = world.points.settings.rebateRatesBp[round.gameType] ?? 0;
    const entry = byType.get(round.gameType) ?? { stakeMinor: 0, rateBp: base + extraBp, rebateMinor: 0 };
    entry.stakeMinor += round.stakeMinor;
    byType.set(round.gameType, entry);
  }
  for (const entry of byType.values())
    entry.rebateMinor = Math.floor((entry.stakeMinor * entry.rateBp) / 10_000);
  const netLossMinor = Math.max(
    0,
    rounds.reduce((sum, r) => sum + r.stakeMinor - r.payoutMinor, 0),
  );
  const cashbackMinor = Math.floor((netLossMinor * world.points.settings.cashbackBp) / 10_000);
  const rebateMinor = [...byType.values()].reduce((sum, e) => sum + e.rebateMinor, 0);
  return {
    since,
    until,
    byType: [...byType.entries()]
      .map(([gameType, e]) => ({ gameType, ...e }))
      .sort((a, b) => (a.gameType < b.gameType ? -1 : 1)),
    netLossMinor,
    cashbackMinor,
    rebateMinor,
  };
}

/** A manual rebate claim (MANPLAYREB3): the rebate and the cashback through the ledger as kind `rebate`. */
export function claimRebate(world: World, memberId: number, now: number): RebateClaim {
  const due = unclaimedRebate(world, memberId, now);
  const bonusIds = [
    ...(due.rebateMinor > 0
      ? [grant(world, memberId, 'RB', 'Rebate', due.rebateMinor, due.until, 'rebate')]
      : []),
    ...(due.cashbackMinor > 0
      ? [grant(world, memberId, 'RB', 'Cashback', due.cashbackMinor, due.until, 'rebate')]
      : []),
  ];
  const claim: RebateClaim = {
    id: `RC${String(++world.points.counters.claim).padStart(6, '0')}`,
    memberId,
    at: due.until,
    since: due.since,
    rebateMinor: due.rebateMinor,
    cashbackMinor: due.cashbackMinor,
    bonusIds,
  };
  world.points.claims.push(claim);
  return claim;
}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createPointsWorld(world: World): PointsWorld {
  const now = Date.parse(world.now);
  const points: PointsWorld = {
    settings: defaultPointsSettings(),
    rewards: defaultRewards(),
    levels: defaultVipLevels(),
    records: [],
    balances: {},
    accruedThrough: {},
    claims: [],
    counters: { record: 0, bonus: 0, claim: 0 },
  };
  // One earn record per day of play (UTC days) for the demo accounts QA looks at; one for the
  // whole month for everyone else (the world is saved on every change: kept small).
  const demoIds = new Set(world.members.filter((m) => m.demo).map((m) => m.id));
  const days = new Map<string, { memberId: number; at: string; stakeMinor: number }>();
  for (const round of [...world.money.rounds].sort((a, b) => (a.at < b.at ? -1 : 1))) {
    const key = demoIds.has(round.memberId)
      ? `${round.memberId}:${round.at.slice(0, 10)}`
      : `${round.memberId}`;
    const day = days.get(key) ?? { memberId: round.memberId, at: round.at, stakeMinor: 0 };
    day.at = round.at;
    day.stakeMinor += round.stakeMinor;
    days.set(key, day);
  }
  type Event = { at: string; run: () => void };
  const events: Event[] = [...days.values()].map((day) => ({
    at: day.at,
    run: () => void earnRecord(points, day.memberId, day.at, day.stakeMinor),
  }));
  // demo01's history: a voucher redeemed and approved, a match ticket the back office rejected.
  const demo = world.members.find((m) => m.account === 'demo01');
  if (demo) {
    const redeem = (rewardId: string, daysAgo: number) => {
      const at = now - daysAgo * DAY;
      events.push({
        at: iso(at),
        run: () => {
          const chosen = points.rewards.find((r) => r.id === rewardId)!;
          if (pointsOf(points, demo.id) < chosen.pointsRequired) return;
          const record = addRecord(points, {
            memberId: demo.id,
            at: iso(at),
            type: 'redeem',
            status: 'inProcess',
            rewardId,
            pointsRequired: chosen.pointsRequired,
            amountRequiredMinor: 0,
            changedPoints: -chosen.pointsRequired,
            remark: null,
            unit: chosen.unit,
            cashMinor: 0,
            settleAt: iso(at + points.settings.reviewSeconds * 1000),
            settledAt: null,
            bonusIds: [],
          });
          events.push({
            at: record.settleAt!,
            run: () => {
              record.settledAt = record.settleAt;
              if (chosen.rejectReason) {
                record.status = 'rejected';
                record.remark = chosen.rejectReason;
                addRecord(points, {
                  memberId: demo.id,
                  at: record.settleAt!,
                  type: 'refund',
                  status: 'approved',
                  rewardId,
                  pointsRequired: 0,
                  amountRequiredMinor: 0,
                  changedPoints: chosen.pointsRequired,
                  remark: record.id,
                  unit: chosen.unit,
                  cashMinor: 0,
                  settleAt: null,
                  settledAt: record.settleAt,
                  bonusIds: [],
                });
              } else {
                record.status = 'approved';
              }
            },
          });
          events.sort((a, b) => (a.at < b.at ? -1 : 1));
        },
      });
    };
    redeem('rw-spins', 10);
    redeem('rw-ticket', 6);
  }
  events.sort((a, b) => (a.at < b.at ? -1 : 1));
  // Events may add later events (a redeem's decision): run in order until none is left.
  while (events.length) events.shift()!.run();
  for (const member of world.members) points.accruedThrough[String(member.id)] = world.now;
  return points;
}
