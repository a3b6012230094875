import type { PromotionType } from '../../src/api/contracts/promotions';
import { seededRandom } from './seeded-random';
import type { World } from './types';
import { welcomeOfferOf, welcomeOfferText } from './welcome-offer';
import type { WelcomeOffer } from './welcome-offer-types';
import { addDays, DAY, defaultRewards, isTrial, siteDay } from './promotions-world';
import type {
  LeaderboardEntry,
  Localised,
  MemberRewards,
  MockMission,
  MockPromotion,
  PromotionsWorld,
} from './promotions-types';

/**
 * What the mock platform's promotions start with (ids, texts, periods, prizes), and the
 * scenarios' variations of it. Seeded from the world's seed only (no faker draws, so the rest of
 * the world stays as it was); the rules that read it are in ./promotions-world.ts.
 */

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
    title: { en: 'Registration bonus ৳100', bn: 'নিবন্ধন বোনাস ৳100' },
    summary: { en: 'A gift for every new member.', bn: 'প্রত্যেক নতুন সদস্যের জন্য একটি উপহার।' },
    period: [-10, 20],
    bonus: 100,
  },
  {
    id: 'P-NEWBIE-2',
    type: 'newbie',
    action: 'apply',
    // Worded from the site's welcome offer when the world is made (seedPromotions).
    title: { en: '', bn: '' },
    summary: { en: '', bn: '' },
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
    title: { en: 'Daily reload ৳20', bn: 'দৈনিক রিলোড ৳20' },
    summary: { en: 'Claim ৳20 once every day.', bn: 'প্রতিদিন একবার ৳20 নিন।' },
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
    title: { en: 'Slots rebate 1.2%', bn: 'স্লট রিবেট 1.2%' },
    summary: { en: 'The highest rebate on every slot bet.', bn: 'প্রতিটি স্লট বেটে সর্বোচ্চ রিবেট।' },
    period: [-15, 45],
    bonus: null,
  },
  {
    id: 'P-REBATE-2',
    type: 'highRebate',
    action: 'apply',
    title: { en: 'Live casino rebate 1%', bn: 'লাইভ ক্যাসিনো রিবেট 1%' },
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
    title: { en: 'VIP monthly bonus ৳500', bn: 'ভিআইপি মাসিক বোনাস ৳500' },
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
      `<li>উত্তোলনের আগে বোনাসের 3 গুণ টার্নওভার।</li></ul>` +
      `<p><a href="/help#term">শর্তাবলি</a> দেখুন।</p>`,
  };
}

function seedPromotions(now: number, offer: WelcomeOffer): MockPromotion[] {
  const welcome = welcomeOfferText(offer);
  return promotionSeeds
    .map((listed) =>
      listed.id === offer.promotionId
        ? { ...listed, title: welcome.headline, summary: welcome.summary }
        : listed,
    )
    .map((seed) => ({
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
    title: { en: 'Deposit ৳5,000 this month', bn: 'এই মাসে ৳5,000 ডিপোজিট করুন' },
    target: 5_000,
    rewardMinor: 5_000,
    points: 50,
  },
  {
    id: 'M-BET-2K',
    kind: 'bet',
    title: { en: 'Bet ৳2,000 this month', bn: 'এই মাসে ৳2,000 বেট করুন' },
    target: 2_000,
    rewardMinor: 3_000,
    points: 30,
  },
  {
    id: 'M-SIGN-7',
    kind: 'signIn',
    title: { en: 'Check in on 7 days', bn: '7 দিন চেক-ইন করুন' },
    target: 7,
    rewardMinor: 7_000,
    points: 70,
  },
  {
    id: 'M-DEP-20K',
    kind: 'deposit',
    title: { en: 'Deposit ৳20,000 this month', bn: 'এই মাসে ৳20,000 ডিপোজিট করুন' },
    target: 20_000,
    rewardMinor: 20_000,
    points: 200,
  },
  {
    id: 'M-BET-50K',
    kind: 'bet',
    title: { en: 'Bet ৳50,000 this month', bn: 'এই মাসে ৳50,000 বেট করুন' },
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
    promotions: seedPromotions(now, welcomeOfferOf(world.site)),
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
 * loaded by every start of the mock build.
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
          bn: `এই মাসে ৳${target.toLocaleString('en-IN')} ডিপোজিট করুন`,
        },
        target,
        rewardMinor: target * 2,
        points: Math.round(target / 100),
      })),
    ];
  },
} satisfies Partial<PromotionsWorld>;
