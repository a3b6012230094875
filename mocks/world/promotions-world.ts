import type {
  ActivityStatus,
  MissionKind,
  PromotionAction,
  PromotionType,
  RewardActivity,
} from '../../src/api/contracts/promotions';
import { post } from './ledger';
import { seededRandom } from './seeded-random';
import type { MockMember, World } from './types';

/**
 * Issue 6: the mock platform's promotions (SPEC 3.2 types, SPEC 4.11 activity statuses) and each
 * member's reward-centre state (red envelope, wheel, golden eggs, missions, daily sign-in, raffles).
 * Seeded from the world's seed only (no faker draws, so the rest of the world stays as it was).
 * Money reaches balances only through the ledger, as bonuses (`grantBonus`).
 */

export type Localised = { en: string; bn: string };
export type Lang = keyof Localised;

export interface MockPromotion {
  id: string;
  type: PromotionType;
  title: Localised;
  summary: Localised;
  /** Server HTML, as a back office would type it (the client sanitises it). */
  contentHtml: Localised;
  hue: number;
  /** SPEC 3 announcementImages: drawn as SVG from the headline when sent; `sequence` orders them. */
  images: Array<{ sequence: number; headline: Localised }>;
  startAt: string;
  endAt: string;
  /** join (→ joined), apply (→ applying, the back office decides), claim (credits `bonusMinor`). */
  action: PromotionAction;
  bonusMinor: number | null;
}

export interface MockMission {
  id: string;
  kind: MissionKind;
  title: Localised;
  /** Major units for deposit and bet missions, days for sign-in missions. */
  target: number;
  rewardMinor: number;
  points: number;
}

export interface MockRaffle {
  id: string;
  title: Localised;
  /** Before this instant the raffle is "coming soon". */
  opensAt: string;
  drawAt: string;
  prizeMinor: number;
  /** Members who won a past draw; a draw still to come is decided from the seed. */
  winners: number[];
}

/** Where a member stands on one promotion (besides the statuses the period gives). */
export interface MemberPromotionState {
  status: Extract<ActivityStatus, 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'process'>;
  /** Daily promotions: the site day it was claimed (claimable again the next day). */
  day?: string;
}

export interface MemberRewards {
  promotions: Record<string, MemberPromotionState>;
  /** Site day (yyyy-MM-dd) → the amount opened that day, minor units. */
  envelopes: Record<string, number>;
  wheelSpins: number;
  spinsUsed: number;
  eggTickets: number;
  eggsSmashed: number;
  /** Site days signed, oldest first. */
  signInDays: string[];
  missionsClaimed: string[];
  /** joined before the draw, claimed after a win. */
  raffles: Record<string, 'joined' | 'claimed'>;
  /** Leaderboard points from earlier periods. */
  basePoints: number;
}

export interface LeaderboardEntry {
  name: string;
  points: number;
  completed: number;
}

export interface PromotionsWorld {
  promotions: MockPromotion[];
  /** The reward-centre activities the site runs; empty: none (scenario no-promotions). */
  activities: RewardActivity[];
  missions: MockMission[];
  missionPeriod: { start: string; end: string };
  raffles: MockRaffle[];
  /** The wheel's segments, in order: each one's prize (0: "try again"). */
  wheelSegmentsMinor: number[];
  eggPrizesMinor: number[];
  envelopeRangeMinor: { min: number; max: number };
  /** Daily sign-in reward by the streak's day (1st, 2nd … 7th, then again). */
  signInRewardsMinor: number[];
  /** Per member, by member id; a member not here has `defaultRewards()`. */
  members: Record<string, MemberRewards>;
  /** Other players on the mission leaderboard (seeded). */
  leaderboard: LeaderboardEntry[];
}

const DAY = 86_400_000;
/** How many leaderboard rows the table shows before the member's own. */
export const LEADERBOARD_TOP = 10;

/** The site's calendar day of an instant (SPEC: times in the site's GMT offset). */
export function siteDay(world: World, ms: number): string {
  return new Date(ms + world.site.gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export function defaultRewards(): MemberRewards {
  return {
    promotions: {},
    envelopes: {},
    wheelSpins: 1,
    spinsUsed: 0,
    eggTickets: 1,
    eggsSmashed: 0,
    signInDays: [],
    missionsClaimed: [],
    raffles: {},
    basePoints: 0,
  };
}

/** A member's state to read (never stored by reading). */
export function rewardsOf(world: World, memberId: number): MemberRewards {
  return world.promotions.members[String(memberId)] ?? defaultRewards();
}

/** A member's state to change: inside `store.update` only. */
export function rewardsToChange(world: World, memberId: number): MemberRewards {
  const key = String(memberId);
  world.promotions.members[key] ??= defaultRewards();
  return world.promotions.members[key];
}

const isTrial = (member: MockMember) => member.type === 4;

// ————— promotions —————

/** SPEC 4.11 status of a promotion for a member (null: a visitor). */
export function promotionStatus(
  world: World,
  promotion: MockPromotion,
  memberId: number | null,
  now: number,
): ActivityStatus {
  if (now < Date.parse(promotion.startAt)) return 'comingSoon';
  const state = memberId === null ? undefined : rewardsOf(world, memberId).promotions[promotion.id];
  if (state) {
    const claimedBefore =
      promotion.type === 'daily' && state.status === 'claimed' && state.day !== siteDay(world, now);
    if (!claimedBefore) return state.status;
  }
  if (now > Date.parse(promotion.endAt)) return 'closed';
  return promotion.action;
}

// ————— missions —————

export function missionProgress(world: World, mission: MockMission, memberId: number, now: number): number {
  const start = Date.parse(world.promotions.missionPeriod.start);
  const end = Math.min(now, Date.parse(world.promotions.missionPeriod.end));
  const within = (iso: string) => {
    const t = Date.parse(iso);
    return t >= start && t <= end;
  };
  if (mission.kind === 'deposit') {
    const minor = world.money.orders
      .filter(
        (o) =>
          o.memberId === memberId &&
          o.kind === 'deposit' &&
          o.status === 'approved' &&
          within(o.settledAt ?? o.createdAt),
      )
      .reduce((sum, o) => sum + o.amountMinor, 0);
    return minor / 100;
  }
  if (mission.kind === 'bet') {
    const minor = world.money.rounds
      .filter((r) => r.memberId === memberId && within(r.at))
      .reduce((sum, r) => sum + r.stakeMinor, 0);
    return minor / 100;
  }
  const first = siteDay(world, start);
  const last = siteDay(world, end);
  return rewardsOf(world, memberId).signInDays.filter((day) => day >= first && day <= last).length;
}

/** process (under way), claim (complete) or claimed (SPEC 4.11). */
export function missionStatus(
  world: World,
  mission: MockMission,
  memberId: number,
  now: number,
): ActivityStatus {
  if (rewardsOf(world, memberId).missionsClaimed.includes(mission.id)) return 'claimed';
  if (now > Date.parse(world.promotions.missionPeriod.end)) return 'closed';
  return missionProgress(world, mission, memberId, now) >= mission.target ? 'claim' : 'process';
}

// ————— raffles (SPEC 7.7 claim raffle promotion) —————

export function raffleWon(world: World, raffle: MockRaffle, memberId: number): boolean {
  if (Date.parse(raffle.drawAt) <= Date.parse(world.now)) return raffle.winners.includes(memberId);
  return seededRandom(`raffle:${world.seed}:${raffle.id}:${memberId}`)() < 0.5;
}

export function raffleStatus(
  world: World,
  raffle: MockRaffle,
  memberId: number,
  now: number,
): ActivityStatus {
  const entry = rewardsOf(world, memberId).raffles[raffle.id];
  if (entry === 'claimed') return 'claimed';
  if (now < Date.parse(raffle.opensAt)) return 'comingSoon';
  const drawn = now >= Date.parse(raffle.drawAt);
  if (!entry) return drawn ? 'closed' : 'join';
  if (!drawn) return 'joined';
  return raffleWon(world, raffle, memberId) ? 'claim' : 'closed';
}

// ————— red envelope, wheel, eggs, sign-in —————

export const runs = (world: World, activity: RewardActivity) =>
  world.promotions.activities.includes(activity);

/** Today's envelope amount (the same all day for a member: seeded by the day). */
export function envelopeAmountMinor(world: World, memberId: number, day: string): number {
  const { min, max } = world.promotions.envelopeRangeMinor;
  const random = seededRandom(`envelope:${world.seed}:${memberId}:${day}`);
  return min + Math.floor(random() * (max - min + 1));
}

export function wheelSegment(world: World, memberId: number, spin: number): number {
  const random = seededRandom(`wheel:${world.seed}:${memberId}:${spin}`);
  return Math.floor(random() * world.promotions.wheelSegmentsMinor.length);
}

export function eggPrizeMinor(world: World, memberId: number, egg: number): number {
  const prizes = world.promotions.eggPrizesMinor;
  const random = seededRandom(`egg:${world.seed}:${memberId}:${egg}`);
  return prizes[Math.floor(random() * prizes.length)] ?? 0;
}

/** Consecutive signed days ending today, or yesterday when today is not signed yet. */
export function signInStreak(world: World, memberId: number, now: number): number {
  const days = new Set(rewardsOf(world, memberId).signInDays);
  const today = siteDay(world, now);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** What signing today credits: the reward of the streak's next day. */
export function nextSignInRewardMinor(world: World, memberId: number, now: number): number {
  const rewards = world.promotions.signInRewardsMinor;
  if (!rewards.length) return 0;
  const signedToday = rewardsOf(world, memberId).signInDays.includes(siteDay(world, now));
  const streak = signInStreak(world, memberId, now);
  const position = signedToday ? streak - 1 : streak;
  return rewards[position % rewards.length]!;
}

// ————— counts: the member centre's red badges —————

/** Completed missions not yet claimed: the missionLeaderboard badge (publicState missionCount). */
export function missionBadgeCount(world: World, memberId: number, now: number): number {
  return world.promotions.missions.filter((m) => missionStatus(world, m, memberId, now) === 'claim').length;
}

/**
 * Everything the member can claim now: the rewardCenter badge (publicState availablePromoCount):
 * today's envelope, spins, egg tickets, today's sign-in, completed missions, won raffles and
 * claimable promotions.
 */
export function rewardBadgeCount(world: World, memberId: number, now: number): number {
  const member = world.members.find((m) => m.id === memberId);
  if (!member || isTrial(member)) return 0;
  const rewards = rewardsOf(world, memberId);
  const today = siteDay(world, now);
  let count = 0;
  if (runs(world, 'envelope') && rewards.envelopes[today] === undefined) count += 1;
  if (runs(world, 'wheel') && world.promotions.wheelSegmentsMinor.length) count += rewards.wheelSpins;
  if (runs(world, 'eggs')) count += rewards.eggTickets;
  if (runs(world, 'signIn') && !rewards.signInDays.includes(today)) count += 1;
  count += missionBadgeCount(world, memberId, now);
  count += world.promotions.raffles.filter((r) => raffleStatus(world, r, memberId, now) === 'claim').length;
  count += world.promotions.promotions.filter(
    (p) => promotionStatus(world, p, memberId, now) === 'claim',
  ).length;
  return count;
}

// ————— money —————

/**
 * Credits a bonus the only way money moves: a BonusGrant (bonus details) and its ledger entry of
 * the same reference, so `ledgerProblems` stays empty. Inside `store.update` only.
 */
export function grantBonus(world: World, memberId: number, title: string, amountMinor: number, now: number) {
  if (amountMinor <= 0) return null;
  const id = `B${String(world.money.bonuses.length + 1).padStart(6, '0')}`;
  const at = new Date(now).toISOString();
  post(world, [{ memberId, kind: 'bonus', amountMinor, reference: id, at }]);
  world.money.bonuses.push({ id, memberId, at, title, amountMinor, turnoverMinor: amountMinor * 3 });
  return id;
}

// ————— seeding —————

const iso = (ms: number) => new Date(ms).toISOString();

const promotionSeeds: Array<{
  id: string;
  type: PromotionType;
  action: MockPromotion['action'];
  title: Localised;
  summary: Localised;
  /** Days from the world's instant: start, end. */
  period: [number, number];
  bonus: number | null;
}> = [
  {
    id: 'P-NEWBIE-1',
    type: 'newbie',
    action: 'claim',
    title: { en: 'Welcome bonus ৳100', bn: 'স্বাগতম বোনাস ৳১০০' },
    summary: { en: 'A gift for every new member.', bn: 'প্রত্যেক নতুন সদস্যের জন্য একটি উপহার।' },
    period: [-10, 20],
    bonus: 100,
  },
  {
    id: 'P-NEWBIE-2',
    type: 'newbie',
    action: 'apply',
    title: { en: 'First deposit 100% match', bn: 'প্রথম ডিপোজিটে ১০০% ম্যাচ' },
    summary: { en: 'Double your first deposit, up to ৳5,000.', bn: 'প্রথম ডিপোজিট দ্বিগুণ করুন, সর্বোচ্চ ৳৫,০০০।' },
    period: [-30, 30],
    bonus: null,
  },
  {
    id: 'P-LIMITED-1',
    type: 'limited',
    action: 'join',
    title: { en: 'Cricket season boost', bn: 'ক্রিকেট মৌসুম বুস্ট' },
    summary: {
      en: 'Extra odds on every cricket match this week.',
      bn: 'এই সপ্তাহে প্রতিটি ক্রিকেট ম্যাচে বাড়তি অডস।',
    },
    period: [-2, 5],
    bonus: null,
  },
  {
    id: 'P-LIMITED-2',
    type: 'limited',
    action: 'join',
    title: { en: 'Eid festival bonanza', bn: 'ঈদ উৎসব বোনানজা' },
    summary: { en: 'Festival prizes every day of Eid.', bn: 'ঈদের প্রতিদিন উৎসবের পুরস্কার।' },
    period: [3, 10],
    bonus: null,
  },
  {
    id: 'P-SPECIAL-1',
    type: 'special',
    action: 'apply',
    title: { en: 'Loyal player special', bn: 'বিশ্বস্ত খেলোয়াড় স্পেশাল' },
    summary: { en: 'A special reward for our regular players.', bn: 'নিয়মিত খেলোয়াড়দের জন্য বিশেষ পুরস্কার।' },
    period: [-20, 20],
    bonus: null,
  },
  {
    id: 'P-SPECIAL-2',
    type: 'special',
    action: 'join',
    title: { en: 'Jackpot race', bn: 'জ্যাকপট রেস' },
    summary: { en: 'Last month’s jackpot race.', bn: 'গত মাসের জ্যাকপট রেস।' },
    period: [-40, -5],
    bonus: null,
  },
  {
    id: 'P-DAILY-1',
    type: 'daily',
    action: 'claim',
    title: { en: 'Daily reload ৳20', bn: 'দৈনিক রিলোড ৳২০' },
    summary: { en: 'Claim ৳20 once every day.', bn: 'প্রতিদিন একবার ৳২০ নিন।' },
    period: [-60, 60],
    bonus: 20,
  },
  {
    id: 'P-DAILY-2',
    type: 'daily',
    action: 'join',
    title: { en: 'Daily slots challenge', bn: 'দৈনিক স্লট চ্যালেঞ্জ' },
    summary: { en: 'Play slots every day for free spins.', bn: 'প্রতিদিন স্লট খেলুন, ফ্রি স্পিন পান।' },
    period: [-60, 60],
    bonus: null,
  },
  {
    id: 'P-REBATE-1',
    type: 'highRebate',
    action: 'join',
    title: { en: 'Slots rebate 1.2%', bn: 'স্লট রিবেট ১.২%' },
    summary: { en: 'The highest rebate on every slot bet.', bn: 'প্রতিটি স্লট বেটে সর্বোচ্চ রিবেট।' },
    period: [-15, 45],
    bonus: null,
  },
  {
    id: 'P-REBATE-2',
    type: 'highRebate',
    action: 'apply',
    title: { en: 'Live casino rebate 1%', bn: 'লাইভ ক্যাসিনো রিবেট ১%' },
    summary: { en: 'Rebate on live casino turnover.', bn: 'লাইভ ক্যাসিনো টার্নওভারে রিবেট।' },
    period: [-15, 45],
    bonus: null,
  },
  {
    id: 'P-VIP-1',
    type: 'vip',
    action: 'apply',
    title: { en: 'VIP birthday gift', bn: 'ভিআইপি জন্মদিনের উপহার' },
    summary: { en: 'A birthday present for VIP members.', bn: 'ভিআইপি সদস্যদের জন্মদিনের উপহার।' },
    period: [-30, 60],
    bonus: null,
  },
  {
    id: 'P-VIP-2',
    type: 'vip',
    action: 'claim',
    title: { en: 'VIP monthly bonus ৳500', bn: 'ভিআইপি মাসিক বোনাস ৳৫০০' },
    summary: { en: 'Every VIP member’s monthly bonus.', bn: 'প্রত্যেক ভিআইপি সদস্যের মাসিক বোনাস।' },
    period: [-5, 25],
    bonus: 500,
  },
];

const typeHue: Record<PromotionType, number> = {
  newbie: 140,
  limited: 20,
  special: 280,
  daily: 200,
  highRebate: 45,
  vip: 330,
};

function contentOf(title: Localised, summary: Localised): Localised {
  return {
    en:
      `<h3>${title.en}</h3><p>${summary.en}</p><ul><li>One claim per member.</li>` +
      `<li>Turnover 3× the bonus before withdrawal.</li></ul>` +
      `<p>See the <a href="/help#term">terms</a>.</p>`,
    bn:
      `<h3>${title.bn}</h3><p>${summary.bn}</p><ul><li>প্রতি সদস্য একবার নিতে পারবেন।</li>` +
      `<li>উত্তোলনের আগে বোনাসের ৩ গুণ টার্নওভার।</li></ul>` +
      `<p><a href="/help#term">শর্তাবলি</a> দেখুন।</p>`,
  };
}

function seedPromotions(now: number): MockPromotion[] {
  return promotionSeeds.map((seed) => ({
    id: seed.id,
    type: seed.type,
    title: seed.title,
    summary: seed.summary,
    contentHtml: contentOf(seed.title, seed.summary),
    hue: typeHue[seed.type],
    // Stored out of order on purpose: the page shows them by `sequence`.
    images: [
      { sequence: 2, headline: seed.summary },
      { sequence: 1, headline: seed.title },
    ],
    startAt: iso(now + seed.period[0] * DAY),
    endAt: iso(now + seed.period[1] * DAY),
    action: seed.action,
    bonusMinor: seed.bonus === null ? null : seed.bonus * 100,
  }));
}

const missions: MockMission[] = [
  {
    id: 'M-DEP-5K',
    kind: 'deposit',
    title: { en: 'Deposit ৳5,000 this month', bn: 'এই মাসে ৳৫,০০০ ডিপোজিট করুন' },
    target: 5_000,
    rewardMinor: 5_000,
    points: 50,
  },
  {
    id: 'M-BET-2K',
    kind: 'bet',
    title: { en: 'Bet ৳2,000 this month', bn: 'এই মাসে ৳২,০০০ বেট করুন' },
    target: 2_000,
    rewardMinor: 3_000,
    points: 30,
  },
  {
    id: 'M-SIGN-7',
    kind: 'signIn',
    title: { en: 'Sign in on 7 days', bn: '৭ দিন সাইন ইন করুন' },
    target: 7,
    rewardMinor: 7_000,
    points: 70,
  },
  {
    id: 'M-DEP-20K',
    kind: 'deposit',
    title: { en: 'Deposit ৳20,000 this month', bn: 'এই মাসে ৳২০,০০০ ডিপোজিট করুন' },
    target: 20_000,
    rewardMinor: 20_000,
    points: 200,
  },
  {
    id: 'M-BET-50K',
    kind: 'bet',
    title: { en: 'Bet ৳50,000 this month', bn: 'এই মাসে ৳৫০,০০০ বেট করুন' },
    target: 50_000,
    rewardMinor: 50_000,
    points: 500,
  },
];

const syllables = ['ra', 'ka', 'mi', 'sh', 'an', 'ta', 'jo', 'ri', 'fa', 'ha', 'su', 'bi', 'no', 'la'];

function seedLeaderboard(seed: number): LeaderboardEntry[] {
  const random = seededRandom(`leaderboard:${seed}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: 20 }, () => {
    const completed = 1 + Math.floor(random() * 5);
    return {
      name: `${pick(syllables)}${pick(syllables)}***${Math.floor(random() * 90 + 10)}`,
      points: completed * 40 + Math.floor(random() * 300),
      completed,
    };
  }).sort((a, b) => b.points - a.points);
}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createPromotionsWorld(world: World): PromotionsWorld {
  const now = Date.parse(world.now);
  const today = siteDay(world, now);
  const members: Record<string, MemberRewards> = {};
  // The demo members (not trial accounts) start with something in every activity: three signed
  // days before today, a spin, two egg tickets, a won raffle, and promotions in several statuses.
  for (const member of world.members.filter((m) => m.demo && !isTrial(m))) {
    const random = seededRandom(`rewards:${world.seed}:${member.id}`);
    members[String(member.id)] = {
      ...defaultRewards(),
      promotions: {
        'P-NEWBIE-2': { status: 'rejected' },
        'P-SPECIAL-1': { status: 'issued' },
        'P-DAILY-2': { status: 'joined' },
        'P-REBATE-2': { status: 'applying' },
        'P-VIP-1': { status: 'process' },
      },
      wheelSpins: 1,
      eggTickets: 2,
      signInDays: [addDays(today, -3), addDays(today, -2), addDays(today, -1)],
      raffles: { 'R-WEEKLY': 'joined', 'R-CRICKET': 'joined' },
      basePoints: 100 + Math.floor(random() * 150),
    };
  }
  const demoIds = world.members.filter((m) => m.demo && !isTrial(m)).map((m) => m.id);
  return {
    promotions: seedPromotions(now),
    activities: ['envelope', 'wheel', 'eggs', 'signIn'],
    missions,
    missionPeriod: { start: iso(now - 30 * DAY), end: iso(now + 30 * DAY) },
    raffles: [
      {
        id: 'R-WEEKLY',
        title: { en: 'Weekly lucky draw', bn: 'সাপ্তাহিক লাকি ড্র' },
        opensAt: iso(now - 8 * DAY),
        drawAt: iso(now - DAY),
        prizeMinor: 25_000,
        winners: demoIds,
      },
      {
        id: 'R-CRICKET',
        title: { en: 'Cricket final raffle', bn: 'ক্রিকেট ফাইনাল র‍্যাফেল' },
        opensAt: iso(now - 2 * DAY),
        drawAt: iso(now + 3 * DAY),
        prizeMinor: 100_000,
        winners: [],
      },
      {
        id: 'R-MEGA',
        title: { en: 'Mega month-end raffle', bn: 'মাস শেষের মেগা র‍্যাফেল' },
        opensAt: iso(now - DAY),
        drawAt: iso(now + 9 * DAY),
        prizeMinor: 500_000,
        winners: [],
      },
      {
        id: 'R-NEWYEAR',
        title: { en: 'New year raffle', bn: 'নববর্ষ র‍্যাফেল' },
        opensAt: iso(now + 20 * DAY),
        drawAt: iso(now + 40 * DAY),
        prizeMinor: 1_000_000,
        winners: [],
      },
    ],
    wheelSegmentsMinor: [0, 500, 1_000, 2_000, 5_000, 800, 10_000, 1_800],
    eggPrizesMinor: [300, 500, 1_000, 2_000, 8_800],
    envelopeRangeMinor: { min: 188, max: 8_888 },
    signInRewardsMinor: [100, 200, 300, 500, 800, 1_000, 2_000],
    members,
    leaderboard: seedLeaderboard(world.seed),
  };
}

// ————— scenario overrides (for the lead's scenarios/*.ts) —————

/** `no-promotions`: no promotions, activities, missions, raffles or leaderboard at all. */
export const noPromotionsOverrides = {
  promotions: [],
  activities: [],
  missions: [],
  raffles: [],
  leaderboard: [],
} satisfies Partial<PromotionsWorld>;

/**
 * `busy-member`: demo01 (id 1001) has many claimable items: spins, egg tickets, and more missions.
 * The missions are made when the scenario's world is (a getter): their Bengali amounts need the
 * browser's Bengali number data, whose first use costs a phone over 100 ms, and this module is
 * loaded by every start of the mock build (issue 16).
 */
export const busyMemberOverrides = {
  members: {
    '1001': {
      ...defaultRewards(),
      wheelSpins: 12,
      eggTickets: 15,
      raffles: { 'R-WEEKLY': 'joined' },
      basePoints: 180,
    },
  },
  get missions(): MockMission[] {
    return [
      ...missions,
      ...[500, 1_000, 1_500, 2_500, 3_000, 4_000].map((target, i) => ({
        id: `M-DEP-EXTRA-${i + 1}`,
        kind: 'deposit' as const,
        title: {
          en: `Deposit ৳${target.toLocaleString('en-US')} this month`,
          bn: `এই মাসে ৳${target.toLocaleString('bn-BD')} ডিপোজিট করুন`,
        },
        target,
        rewardMinor: target * 2,
        points: Math.round(target / 100),
      })),
    ];
  },
} satisfies Partial<PromotionsWorld>;
