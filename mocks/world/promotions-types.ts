import type {
  ActivityStatus,
  MissionKind,
  PromotionAction,
  PromotionType,
  RewardActivity,
} from '../../src/api/contracts/promotions';

/**
 * The shapes of the promotions and the reward centre; their rules are in promotions-world.ts. Kept
 * apart so `World` (types.ts) can name them without importing the logic, which imports `World`.
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
  status: Extract<
    ActivityStatus,
    'joined' | 'applying' | 'rejected' | 'issued' | 'claim' | 'claimed' | 'process'
  >;
  /** Daily promotions: the site day it was claimed (claimable again the next day). */
  day?: string;
  /**
   * An application (`applying`): when the back office decides it. A seeded one has
   * none: it waits on a person, so the demo always shows an Applying promotion.
   */
  decideAt?: string;
}

/** What the mock back office decides on an application (a promotion's, an affiliate's). */
export type ApplicationOutcome = 'approved' | 'rejected';

/** The back office decides promotion applications as it decides deposits, after a delay. */
export interface PromotionSettings {
  reviewSeconds: number;
  outcome: ApplicationOutcome;
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
  /** Absent in a world saved before these settings existed: `promotionSettings` reads the defaults. */
  settings?: PromotionSettings;
}
