import * as v from 'valibot';
import { defineCall } from './call';
import { promotionListPath } from './start-calls';

/**
 * Promotions: the promotions page (SPEC 2.1 /promotions, 3.2 promotion types), the reward
 * centre's activities (SPEC 1: red envelope, wheel, golden egg tickets, mission tasks, daily
 * sign-in; SPEC 7.7 claim raffle promotion) and the mission summary and leaderboard (SPEC 7.5).
 * The spec shows none of these paths (SPEC 7.7: "all are under /wps/relay/, exact names not
 * shown"): they follow the platform's relay style (`wps/relay/<SERVICE>_<name>`). Amounts are major
 * units with 2 decimals; texts come in the language asked for.
 */

/** SPEC 3.2 promotion types: newbie, limited, special, daily, high rebate, VIP. */
export const promotionTypes = ['newbie', 'limited', 'special', 'daily', 'highRebate', 'vip'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/**
 * SPEC 4.11 activity statuses: Join, Claim, Applying, Close/closed, Rejected, Issued, Claimed,
 * Process, Joined, signed, coming soon. `join`, `claim` and `apply`-able ones are what a member
 * can act on; the others say where the member (or the activity) stands.
 */
export const activityStatuses = [
  'join',
  'claim',
  'apply',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'signed',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** What a member can do on a promotion in this status. */
export const actionableStatuses = ['join', 'claim', 'apply'] as const satisfies readonly ActivityStatus[];
export type PromotionAction = (typeof actionableStatuses)[number];

const status = v.picklist(activityStatuses);
const money = v.number();

/** SPEC 3 promotion: announcementImages with sequence and url. */
const promotionImage = v.object({ sequence: v.number(), url: v.string() });
export type PromotionImage = v.InferOutput<typeof promotionImage>;

const promotion = v.object({
  id: v.string(),
  type: v.picklist(promotionTypes),
  title: v.string(),
  summary: v.string(),
  /** Server HTML: shown only after sanitising (src/browser/sanitize.ts). */
  contentHtml: v.string(),
  images: v.array(promotionImage),
  /** ISO instants: the period the promotion runs. */
  startAt: v.string(),
  endAt: v.string(),
  /** The bonus a claim credits (claim promotions), else null. */
  bonus: v.nullable(money),
  status,
});
export type Promotion = v.InferOutput<typeof promotion>;

export type LanguageQuery = { language: 'EN' | 'BN' };

/**
 * Every promotion with the caller's status (a visitor sees what a member could do). GET; path not
 * shown in the spec (wps/relay/MCSFE_getMerchantAvailablePromotions, the platform registry, public). A public feed: the token goes along when
 * there is one, and a stale one is dropped for a visitor's retry.
 */
export const promotionListCall = defineCall<
  LanguageQuery,
  { promotions: Promotion[]; currencySymbol: string }
>({
  name: 'promotionList',
  method: 'GET',
  path: promotionListPath.path,
  value: v.object({ promotions: v.array(promotion), currencySymbol: v.string() }),
});

const promotionActRequest = v.object({ promotionId: v.string(), language: v.picklist(['EN', 'BN']) });
export type PromotionActRequest = v.InferOutput<typeof promotionActRequest>;

/**
 * Join (→ joined) or apply for (→ applying) a promotion: moves no money. POST; path not shown in
 * the spec (wps/relay/PROMOFE_claimPromo, the platform's member-centre bundle).
 */
export const promotionJoinCall = defineCall<PromotionActRequest, Promotion>({
  name: 'promotionJoin',
  method: 'POST',
  path: 'wps/relay/PROMOFE_claimPromo',
  auth: true,
  value: promotion,
});

/** A claim that credited a bonus: how much, and the bonus record it made (bonus details). */
const claimResult = v.object({ amount: money, bonusId: v.nullable(v.string()) });
export type ClaimResult = v.InferOutput<typeof claimResult>;

/**
 * Claim a promotion's bonus (→ claimed). Moves money: idempotency key. POST; path not shown in the
 * spec (wps/relay/MCSFE_claimIssuedPromotion, the platform's member-centre bundle).
 */
export const promotionClaimCall = defineCall<PromotionActRequest, ClaimResult>({
  name: 'promotionClaim',
  method: 'POST',
  path: 'wps/relay/MCSFE_claimIssuedPromotion',
  auth: true,
  money: true,
  requestSchema: promotionActRequest,
  value: claimResult,
});

/** What a mission counts: deposits, bets (turnover) or signed days in the mission's period. */
export const missionKinds = ['deposit', 'bet', 'signIn'] as const;
export type MissionKind = (typeof missionKinds)[number];

const mission = v.object({
  id: v.string(),
  kind: v.picklist(missionKinds),
  title: v.string(),
  target: v.number(),
  progress: v.number(),
  reward: money,
  /** Mission points the leaderboard counts once claimed. */
  points: v.number(),
  /** process (under way), claim (complete), claimed. */
  status,
});
export type Mission = v.InferOutput<typeof mission>;

const raffle = v.object({
  id: v.string(),
  title: v.string(),
  drawAt: v.string(),
  prize: money,
  /** join, joined (waiting for the draw), claim (won), claimed, closed (not won), comingSoon. */
  status,
});
export type Raffle = v.InferOutput<typeof raffle>;

const signInDay = v.object({ date: v.string(), status: v.picklist(['signed', 'notSigned']) });
export type SignInDay = v.InferOutput<typeof signInDay>;

/** Which activities the platform runs (a site may run none). */
export const rewardActivities = ['envelope', 'wheel', 'eggs', 'signIn'] as const;
export type RewardActivity = (typeof rewardActivities)[number];

const rewardCentre = v.object({
  currencySymbol: v.string(),
  activities: v.array(v.picklist(rewardActivities)),
  /** Red envelope: once a day. claim (can open today) or claimed (opened today). */
  envelope: v.object({ status, lastAmount: v.nullable(money) }),
  /** The wheel's prizes in segment order, the spins left. */
  wheel: v.object({ segments: v.array(money), spinsLeft: v.number() }),
  eggs: v.object({ tickets: v.number() }),
  /** The last 7 days, oldest first; today is last. */
  signIn: v.object({
    days: v.array(signInDay),
    streak: v.number(),
    /** signed today, or claim. */
    status,
    /** What signing today credits. */
    nextReward: money,
  }),
  missions: v.array(mission),
  raffles: v.array(raffle),
  /** Claimable items: the reward centre's red badge (publicState availablePromoCount). */
  claimable: v.number(),
});
export type RewardCentre = v.InferOutput<typeof rewardCentre>;

/** The reward centre of the session's member. GET; path not shown (wps/relay/MCSFE_getAvailablePromotions, the platform registry). */
export const rewardCentreCall = defineCall<LanguageQuery, RewardCentre>({
  name: 'rewardCentre',
  method: 'GET',
  path: 'wps/relay/MCSFE_getAvailablePromotions',
  auth: true,
  value: rewardCentre,
});

/**
 * Open today's red envelope: a random amount credited as a bonus; once a day (site time). Money
 * call. POST; path not shown (chosen: wps/relay/PROMO_openRedEnvelope).
 */
export const openEnvelopeCall = defineCall<void, ClaimResult>({
  name: 'openEnvelope',
  method: 'POST',
  path: 'wps/relay/PROMO_openRedEnvelope',
  auth: true,
  money: true,
  value: claimResult,
});

/** Spin the wheel: the segment it stops on and its prize. Money call. Path not shown (wps/relay/PROMOFE_claimFreeSpinTicketV2, the platform's member-centre bundle). */
export const spinWheelCall = defineCall<void, ClaimResult & { segment: number }>({
  name: 'spinWheel',
  method: 'POST',
  path: 'wps/relay/PROMOFE_claimFreeSpinTicketV2',
  auth: true,
  money: true,
  value: v.object({ amount: money, bonusId: v.nullable(v.string()), segment: v.number() }),
});

/** Smash a golden egg with one ticket. Money call. Path not shown (wps/relay/PROMOFE_claimTicket, the platform's member-centre bundle). */
export const smashEggCall = defineCall<void, ClaimResult>({
  name: 'smashEgg',
  method: 'POST',
  path: 'wps/relay/PROMOFE_claimTicket',
  auth: true,
  money: true,
  value: claimResult,
});

/** Daily sign-in for today: credits the streak's reward. Money call. Path not shown (wps/relay/MCSFE_claimLoginPromotion, the platform's member-centre bundle). */
export const signInCall = defineCall<void, ClaimResult & { streak: number }>({
  name: 'signIn',
  method: 'POST',
  path: 'wps/relay/MCSFE_claimLoginPromotion',
  auth: true,
  money: true,
  value: v.object({ amount: money, bonusId: v.nullable(v.string()), streak: v.number() }),
});

const missionClaimRequest = v.object({ missionId: v.string() });
export type MissionClaimRequest = v.InferOutput<typeof missionClaimRequest>;
/** Claim a completed mission's reward. Money call. Path not shown (wps/relay/MCSFE_claimMissionRewards, the platform's member-centre bundle). */
export const claimMissionCall = defineCall<MissionClaimRequest, ClaimResult>({
  name: 'claimMission',
  method: 'POST',
  path: 'wps/relay/MCSFE_claimMissionRewards',
  auth: true,
  money: true,
  requestSchema: missionClaimRequest,
  value: claimResult,
});

const raffleRequest = v.object({ raffleId: v.string() });
export type RaffleRequest = v.InferOutput<typeof raffleRequest>;
/** Join a raffle before its draw (no money). Path not shown (chosen: wps/relay/PROMO_joinRaffle). */
export const joinRaffleCall = defineCall<RaffleRequest, null>({
  name: 'joinRaffle',
  method: 'POST',
  path: 'wps/relay/PROMO_joinRaffle',
  auth: true,
  value: v.null(),
});

/**
 * SPEC 7.7 "claim raffle promotion": claim a won raffle's prize. Money call. Path not shown
 * (wps/relay/MCSFE_claimRafflePromotion, the platform registry).
 */
export const claimRaffleCall = defineCall<RaffleRequest, ClaimResult>({
  name: 'claimRaffle',
  method: 'POST',
  path: 'wps/relay/MCSFE_claimRafflePromotion',
  auth: true,
  money: true,
  requestSchema: raffleRequest,
  value: claimResult,
});

const missionSummary = v.object({
  periodStart: v.string(),
  periodEnd: v.string(),
  total: v.number(),
  completed: v.number(),
  claimable: v.number(),
  points: v.number(),
  /** The member's place on the leaderboard (1 is first). */
  rank: v.number(),
});
export type MissionSummary = v.InferOutput<typeof missionSummary>;

/** SPEC 7.5 mission summary: GET. Path not shown (wps/relay/MCSFE_getMissionSummaryDetails, the platform registry). */
export const missionSummaryCall = defineCall<LanguageQuery, MissionSummary>({
  name: 'missionSummary',
  method: 'GET',
  path: 'wps/relay/MCSFE_getMissionSummaryDetails',
  auth: true,
  value: missionSummary,
});

const leaderboardRow = v.object({
  rank: v.number(),
  /** Masked account name, as leaderboards show other players. */
  name: v.string(),
  points: v.number(),
  completed: v.number(),
  self: v.boolean(),
});
export type LeaderboardRow = v.InferOutput<typeof leaderboardRow>;

/**
 * SPEC 7.5 mission leaderboard: GET. The top rows, and the member's own row even when below them.
 * Path not shown (wps/relay/MCSFE_getMissionLeaderboard, the platform registry).
 */
export const missionLeaderboardCall = defineCall<LanguageQuery, { rows: LeaderboardRow[] }>({
  name: 'missionLeaderboard',
  method: 'GET',
  path: 'wps/relay/MCSFE_getMissionLeaderboard',
  auth: true,
  value: v.object({ rows: v.array(leaderboardRow) }),
});

/** Promotions calls. Every call here is also listed in `calls` (fault names). */
export const promotionsCalls = {
  promotionList: promotionListCall,
  promotionJoin: promotionJoinCall,
  promotionClaim: promotionClaimCall,
  rewardCentre: rewardCentreCall,
  openEnvelope: openEnvelopeCall,
  spinWheel: spinWheelCall,
  smashEgg: smashEggCall,
  signIn: signInCall,
  claimMission: claimMissionCall,
  joinRaffle: joinRaffleCall,
  claimRaffle: claimRaffleCall,
  missionSummary: missionSummaryCall,
  missionLeaderboard: missionLeaderboardCall,
} as const;
