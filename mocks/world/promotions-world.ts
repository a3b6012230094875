import type { ActivityStatus, RewardActivity } from '../../src/api/contracts/promotions';
import { post } from './ledger';
import type {
  MemberPromotionState,
  MemberRewards,
  MockMission,
  MockPromotion,
  MockRaffle,
  PromotionSettings,
} from './promotions-types';
import { seededRandom } from './seeded-random';
import type { MockMember, World } from './types';

/**
 * The mock platform's promotions (SPEC 3.2 types, SPEC 4.11 activity statuses) and each
 * member's reward-centre state (red envelope, wheel, golden eggs, missions, daily sign-in, raffles):
 * their shapes and rules. What a world starts with is in ./promotions-seed.ts. Money reaches
 * balances only through the ledger, as bonuses (`grantBonus`).
 */

export const defaultPromotionSettings: PromotionSettings = { reviewSeconds: 10, outcome: 'approved' };

export const promotionSettings = (world: World): PromotionSettings => ({
  ...defaultPromotionSettings,
  ...world.promotions.settings,
});

export const DAY = 86_400_000;
/** How many leaderboard rows the table shows before the member's own. */
export const LEADERBOARD_TOP = 10;

/** The site's calendar day of an instant (SPEC: times in the site's GMT offset). */
export function siteDay(world: World, ms: number): string {
  return new Date(ms + world.site.gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The site day `n` days after `day` (both yyyy-MM-dd). */
export const addDays = (day: string, n: number) =>
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

export const isTrial = (member: MockMember) => member.type === 4;

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

/** The state an application starts in: applying, decided `reviewSeconds` after `now`. */
export function newApplication(world: World, now: number): MemberPromotionState {
  const decideAt = new Date(now + promotionSettings(world).reviewSeconds * 1000).toISOString();
  return { status: 'applying', decideAt };
}

const applicationDue = (state: MemberPromotionState, now: number) =>
  state.status === 'applying' && !!state.decideAt && Date.parse(state.decideAt) <= now;

/** Whether `settleApplications` would change anything (a quiet read does not rewrite the world). */
export function applicationsDue(world: World, now: number): boolean {
  return Object.values(world.promotions.members).some((rewards) =>
    Object.values(rewards.promotions).some((state) => applicationDue(state, now)),
  );
}

/**
 * The back office decides every application due at `now`: approved, a promotion with a bonus can
 * be claimed, one without is issued (the reward is the platform's to give); or rejected.
 */
export function settleApplications(world: World, now: number) {
  const { outcome } = promotionSettings(world);
  for (const rewards of Object.values(world.promotions.members)) {
    for (const [id, state] of Object.entries(rewards.promotions)) {
      if (!applicationDue(state, now)) continue;
      const promotion = world.promotions.promotions.find((p) => p.id === id);
      rewards.promotions[id] = {
        status: outcome === 'rejected' ? 'rejected' : promotion?.bonusMinor ? 'claim' : 'issued',
      };
    }
  }
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
