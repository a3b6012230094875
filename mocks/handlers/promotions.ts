import type { HttpHandler } from 'msw';
import {
  claimMissionCall,
  claimRaffleCall,
  joinRaffleCall,
  missionLeaderboardCall,
  missionSummaryCall,
  openEnvelopeCall,
  promotionClaimCall,
  promotionJoinCall,
  promotionListCall,
  rewardCentreCall,
  signInCall,
  smashEggCall,
  spinWheelCall,
  type LeaderboardRow,
  type MissionSummary,
  type Promotion,
  type RewardCentre,
} from '../../src/api/contracts';
import { memberOfToken } from '../world/accounts';
import { bannerArt, bannerCta } from '../world/icons';
import {
  eggPrizeMinor,
  envelopeAmountMinor,
  grantBonus,
  LEADERBOARD_TOP,
  missionBadgeCount,
  missionProgress,
  missionStatus,
  newApplication,
  nextSignInRewardMinor,
  promotionStatus,
  raffleStatus,
  rewardBadgeCount,
  rewardsOf,
  rewardsToChange,
  runs,
  signInStreak,
  siteDay,
  wheelSegment,
} from '../world/promotions-world';
import type { Lang, MockPromotion } from '../world/promotions-types';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import type { RefusalMessage } from './refusals';
import {
  mockCall,
  once,
  refuse,
  requestLanguage,
  settleBackOffice,
  type Rejection,
  withMember,
} from './respond';

/**
 * Promotions and reward-centre calls, answered from the world (mocks/world/
 * promotions-world.ts). Every claim that credits money runs inside `once` (one move per
 * idempotency key) and credits a bonus through the ledger. Time is `Date.now()`, so tests move it.
 */

/** What the mock platform says when it refuses a promotions call, in both languages. */
export const promotionsRefusal = {
  unknown: { en: 'This promotion is not available', bn: 'এই প্রোমোশনটি পাওয়া যাচ্ছে না' },
  notNow: {
    en: 'This promotion cannot be joined or claimed now',
    bn: 'এই প্রোমোশনে এখন যোগ দেওয়া বা দাবি করা যাবে না',
  },
  trial: {
    en: 'Please register a real account to join promotions',
    bn: 'প্রোমোশনে যোগ দিতে একটি আসল অ্যাকাউন্ট নিবন্ধন করুন',
  },
  notRunning: { en: 'This activity is not running', bn: 'এই অ্যাক্টিভিটি এখন চালু নেই' },
  envelopeOpened: {
    en: 'You have already opened today’s red envelope. Come back tomorrow!',
    bn: 'আজকের লাল খাম আপনি ইতিমধ্যে খুলেছেন। আগামীকাল আবার আসুন!',
  },
  noSpins: { en: 'You have no spins left', bn: 'আপনার আর কোনো স্পিন বাকি নেই' },
  noTickets: { en: 'You have no golden egg tickets', bn: 'আপনার কোনো সোনার ডিমের টিকিট নেই' },
  signedToday: { en: 'You have already checked in today', bn: 'আজ আপনি ইতিমধ্যে চেক-ইন করেছেন' },
  missionNotComplete: {
    en: 'This mission is not complete yet',
    bn: 'এই মিশনটি এখনও সম্পূর্ণ হয়নি',
  },
  missionClaimed: { en: 'This reward has already been claimed', bn: 'এই পুরস্কার ইতিমধ্যে নেওয়া হয়েছে' },
  raffleClosed: { en: 'This raffle cannot be joined now', bn: 'এই র‍্যাফেলে এখন যোগ দেওয়া যাবে না' },
  raffleNotWon: {
    en: 'There is no prize to claim in this raffle',
    bn: 'এই র‍্যাফেলে নেওয়ার মতো কোনো পুরস্কার নেই',
  },
} satisfies Record<string, RefusalMessage>;

const langOf = (language: unknown, request: Request): Lang => {
  if (typeof language === 'string') return language.toUpperCase() === 'EN' ? 'en' : 'bn';
  return requestLanguage(request);
};

/** Bonus titles in bonus details: the platform sends them in English (as the seeded ones). */
const bonusTitle = {
  envelope: 'Red envelope',
  wheel: 'Lucky wheel',
  egg: 'Golden egg',
  signIn: 'Daily check-in',
};

function promotionView(
  world: World,
  promotion: MockPromotion,
  memberId: number | null,
  lang: Lang,
  now: number,
): Promotion {
  return {
    id: promotion.id,
    type: promotion.type,
    title: promotion.title[lang],
    summary: promotion.summary[lang],
    contentHtml: promotion.contentHtml[lang],
    images: promotion.images.map((image) => ({
      sequence: image.sequence,
      url: bannerArt(
        image.headline[lang],
        bannerCta[lang],
        (promotion.hue + image.sequence * 25) % 360,
        640,
        240,
      ),
    })),
    startAt: promotion.startAt,
    endAt: promotion.endAt,
    bonus: promotion.bonusMinor === null ? null : promotion.bonusMinor / 100,
    status: promotionStatus(world, promotion, memberId, now),
  };
}

/** The member's reward centre as it stands now. */
export function rewardCentreView(world: World, memberId: number, lang: Lang, now: number): RewardCentre {
  const rewards = rewardsOf(world, memberId);
  const today = siteDay(world, now);
  const opened = rewards.envelopes[today];
  const signedToday = rewards.signInDays.includes(today);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - (6 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, status: rewards.signInDays.includes(date) ? ('signed' as const) : ('notSigned' as const) };
  });
  const p = world.promotions;
  return {
    currencySymbol: world.site.currencySymbol,
    activities: [...p.activities],
    envelope: {
      status: opened === undefined ? 'claim' : 'claimed',
      lastAmount: opened === undefined ? null : opened / 100,
    },
    wheel: { segments: p.wheelSegmentsMinor.map((minor) => minor / 100), spinsLeft: rewards.wheelSpins },
    eggs: { tickets: rewards.eggTickets },
    signIn: {
      days,
      streak: signInStreak(world, memberId, now),
      status: signedToday ? 'signed' : 'claim',
      nextReward: nextSignInRewardMinor(world, memberId, now) / 100,
    },
    missions: p.missions.map((mission) => ({
      id: mission.id,
      kind: mission.kind,
      title: mission.title[lang],
      target: mission.target,
      progress: Math.min(mission.target, missionProgress(world, mission, memberId, now)),
      reward: mission.rewardMinor / 100,
      points: mission.points,
      status: missionStatus(world, mission, memberId, now),
    })),
    raffles: p.raffles.map((raffle) => ({
      id: raffle.id,
      title: raffle.title[lang],
      drawAt: raffle.drawAt,
      prize: raffle.prizeMinor / 100,
      status: raffleStatus(world, raffle, memberId, now),
    })),
    claimable: rewardBadgeCount(world, memberId, now),
  };
}

/** The member's mission points: earlier periods plus the missions claimed this period. */
export function missionPoints(world: World, memberId: number): number {
  const rewards = rewardsOf(world, memberId);
  return (
    rewards.basePoints +
    world.promotions.missions
      .filter((m) => rewards.missionsClaimed.includes(m.id))
      .reduce((sum, m) => sum + m.points, 0)
  );
}

const mask = (account: string) =>
  account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;

/** SPEC 7.5 mission leaderboard: the others (seeded) and the member, by points. */
export function leaderboardRows(world: World, member: MockMember): LeaderboardRow[] {
  const own = {
    name: mask(member.account),
    points: missionPoints(world, member.id),
    completed: rewardsOf(world, member.id).missionsClaimed.length,
    self: true,
  };
  if (!world.promotions.leaderboard.length && !world.promotions.missions.length) return [];
  const all = [...world.promotions.leaderboard.map((entry) => ({ ...entry, self: false })), own]
    // Ties: the member after the others with the same points (they got there first).
    .sort((a, b) => b.points - a.points || Number(a.self) - Number(b.self))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return all.filter((row) => row.rank <= LEADERBOARD_TOP || row.self);
}

function missionSummaryOf(world: World, member: MockMember, now: number): MissionSummary {
  const statuses = world.promotions.missions.map((m) => missionStatus(world, m, member.id, now));
  const rows = leaderboardRows(world, member);
  return {
    periodStart: world.promotions.missionPeriod.start,
    periodEnd: world.promotions.missionPeriod.end,
    total: statuses.length,
    completed: statuses.filter((s) => s === 'claim' || s === 'claimed').length,
    claimable: missionBadgeCount(world, member.id, now),
    points: missionPoints(world, member.id),
    rank: rows.find((row) => row.self)?.rank ?? 1,
  };
}

/** A real member's claim (trial accounts are refused, SPEC 6). */
function claimFor<Res>(
  store: WorldStore,
  token: string | null,
  request: Request,
  act: (member: MockMember, now: number) => Res | Rejection,
) {
  return withMember(store, token, (member) => {
    if (member.type === 4) return refuse(promotionsRefusal.trial, null);
    return once(store, request, member.id, () => act(member, Date.now()));
  });
}

/** Promotions calls, answered from the world. */
export function promotionsHandlers(store: WorldStore): HttpHandler[] {
  return [
    mockCall(promotionListCall, ({ token, payload, request }) => {
      const member = memberOfToken(store.world, token);
      const lang = langOf(payload?.language, request);
      const now = Date.now();
      settleBackOffice(store, now);
      return {
        currencySymbol: store.world.site.currencySymbol,
        promotions: store.world.promotions.promotions.map((p) =>
          promotionView(store.world, p, member?.id ?? null, lang, now),
        ),
      };
    }),

    mockCall(promotionJoinCall, ({ token, payload, request }) =>
      withMember(store, token, (member) => {
        if (member.type === 4) return refuse(promotionsRefusal.trial, null);
        const promotion = store.world.promotions.promotions.find((p) => p.id === payload?.promotionId);
        if (!promotion) return refuse(promotionsRefusal.unknown, null);
        const now = Date.now();
        const status = promotionStatus(store.world, promotion, member.id, now);
        const lang = langOf(payload.language, request);
        // A repeat (a lost answer, a second tab) answers the promotion as it stands.
        if (status === 'joined' || status === 'applying')
          return promotionView(store.world, promotion, member.id, lang, now);
        if (status !== 'join' && status !== 'apply') return refuse(promotionsRefusal.notNow, null);
        store.update((world) => {
          rewardsToChange(world, member.id).promotions[promotion.id] =
            status === 'join' ? { status: 'joined' } : newApplication(world, now);
        });
        return promotionView(store.world, promotion, member.id, lang, now);
      }),
    ),

    mockCall(promotionClaimCall, ({ token, payload, request }) =>
      claimFor(store, token, request, (member, now) => {
        const promotion = store.world.promotions.promotions.find((p) => p.id === payload?.promotionId);
        if (!promotion) return refuse(promotionsRefusal.unknown, null);
        if (promotionStatus(store.world, promotion, member.id, now) !== 'claim' || !promotion.bonusMinor)
          return refuse(promotionsRefusal.notNow, null);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, promotion.title.en, promotion.bonusMinor!, now);
          rewardsToChange(world, member.id).promotions[promotion.id] = {
            status: 'claimed',
            day: siteDay(world, now),
          };
        });
        return { amount: promotion.bonusMinor / 100, bonusId };
      }),
    ),

    mockCall(rewardCentreCall, ({ token, payload, request }) =>
      withMember(store, token, (member) =>
        rewardCentreView(store.world, member.id, langOf(payload?.language, request), Date.now()),
      ),
    ),

    mockCall(openEnvelopeCall, ({ token, request }) =>
      claimFor(store, token, request, (member, now) => {
        if (!runs(store.world, 'envelope')) return refuse(promotionsRefusal.notRunning, null);
        const day = siteDay(store.world, now);
        if (rewardsOf(store.world, member.id).envelopes[day] !== undefined)
          return refuse(promotionsRefusal.envelopeOpened, null);
        const minor = envelopeAmountMinor(store.world, member.id, day);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, bonusTitle.envelope, minor, now);
          rewardsToChange(world, member.id).envelopes[day] = minor;
        });
        return { amount: minor / 100, bonusId };
      }),
    ),

    mockCall(spinWheelCall, ({ token, request }) =>
      claimFor(store, token, request, (member, now) => {
        const segments = store.world.promotions.wheelSegmentsMinor;
        if (!runs(store.world, 'wheel') || !segments.length)
          return refuse(promotionsRefusal.notRunning, null);
        const rewards = rewardsOf(store.world, member.id);
        if (rewards.wheelSpins <= 0) return refuse(promotionsRefusal.noSpins, null);
        const segment = wheelSegment(store.world, member.id, rewards.spinsUsed);
        const minor = segments[segment]!;
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, bonusTitle.wheel, minor, now);
          const change = rewardsToChange(world, member.id);
          change.wheelSpins -= 1;
          change.spinsUsed += 1;
        });
        return { amount: minor / 100, bonusId, segment };
      }),
    ),

    mockCall(smashEggCall, ({ token, request }) =>
      claimFor(store, token, request, (member, now) => {
        if (!runs(store.world, 'eggs')) return refuse(promotionsRefusal.notRunning, null);
        const rewards = rewardsOf(store.world, member.id);
        if (rewards.eggTickets <= 0) return refuse(promotionsRefusal.noTickets, null);
        const minor = eggPrizeMinor(store.world, member.id, rewards.eggsSmashed);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, bonusTitle.egg, minor, now);
          const change = rewardsToChange(world, member.id);
          change.eggTickets -= 1;
          change.eggsSmashed += 1;
        });
        return { amount: minor / 100, bonusId };
      }),
    ),

    mockCall(signInCall, ({ token, request }) =>
      claimFor(store, token, request, (member, now) => {
        if (!runs(store.world, 'signIn')) return refuse(promotionsRefusal.notRunning, null);
        const day = siteDay(store.world, now);
        if (rewardsOf(store.world, member.id).signInDays.includes(day))
          return refuse(promotionsRefusal.signedToday, null);
        const minor = nextSignInRewardMinor(store.world, member.id, now);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, bonusTitle.signIn, minor, now);
          rewardsToChange(world, member.id).signInDays.push(day);
        });
        return { amount: minor / 100, bonusId, streak: signInStreak(store.world, member.id, now) };
      }),
    ),

    mockCall(claimMissionCall, ({ token, payload, request }) =>
      claimFor(store, token, request, (member, now) => {
        const mission = store.world.promotions.missions.find((m) => m.id === payload?.missionId);
        if (!mission) return refuse(promotionsRefusal.unknown, null);
        const status = missionStatus(store.world, mission, member.id, now);
        if (status === 'claimed') return refuse(promotionsRefusal.missionClaimed, null);
        if (status !== 'claim') return refuse(promotionsRefusal.missionNotComplete, null);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, `Mission: ${mission.title.en}`, mission.rewardMinor, now);
          rewardsToChange(world, member.id).missionsClaimed.push(mission.id);
        });
        return { amount: mission.rewardMinor / 100, bonusId };
      }),
    ),

    mockCall(joinRaffleCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        if (member.type === 4) return refuse(promotionsRefusal.trial, null);
        const raffle = store.world.promotions.raffles.find((r) => r.id === payload?.raffleId);
        if (!raffle) return refuse(promotionsRefusal.unknown, null);
        const status = raffleStatus(store.world, raffle, member.id, Date.now());
        if (status === 'joined') return null;
        if (status !== 'join') return refuse(promotionsRefusal.raffleClosed, null);
        store.update((world) => {
          rewardsToChange(world, member.id).raffles[raffle.id] = 'joined';
        });
        return null;
      }),
    ),

    mockCall(claimRaffleCall, ({ token, payload, request }) =>
      claimFor(store, token, request, (member, now) => {
        const raffle = store.world.promotions.raffles.find((r) => r.id === payload?.raffleId);
        if (!raffle) return refuse(promotionsRefusal.unknown, null);
        const status = raffleStatus(store.world, raffle, member.id, now);
        if (status === 'claimed') return refuse(promotionsRefusal.missionClaimed, null);
        if (status !== 'claim') return refuse(promotionsRefusal.raffleNotWon, null);
        let bonusId: string | null = null;
        store.update((world) => {
          bonusId = grantBonus(world, member.id, `Raffle: ${raffle.title.en}`, raffle.prizeMinor, now);
          rewardsToChange(world, member.id).raffles[raffle.id] = 'claimed';
        });
        return { amount: raffle.prizeMinor / 100, bonusId };
      }),
    ),

    mockCall(missionSummaryCall, ({ token }) =>
      withMember(store, token, (member) => missionSummaryOf(store.world, member, Date.now())),
    ),

    mockCall(missionLeaderboardCall, ({ token }) =>
      withMember(store, token, (member) => ({ rows: leaderboardRows(store.world, member) })),
    ),
  ];
}
