import { api } from './index';
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
  type ClaimResult,
  type LeaderboardRow,
  type MissionSummary,
} from './contracts/promotions';

/** Promotions fetchers: contract types out, errors reject (ApiError). */

type Language = 'EN' | 'BN';
/** The app's language code as the calls take it (BN unless EN). */
const asLanguage = (language: string): Language => (language.toUpperCase() === 'EN' ? 'EN' : 'BN');
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchPromotions = (language: string, signal?: AbortSignal) =>
  api.request(promotionListCall, { language: asLanguage(language) }, withSignal(signal));

/** Join or apply (no money moves). */
export const joinPromotion = (promotionId: string, language: Language) =>
  api.request(promotionJoinCall, { promotionId, language });

export const fetchRewardCentre = (language: string, signal?: AbortSignal) =>
  api.request(rewardCentreCall, { language: asLanguage(language) }, withSignal(signal));

/** Everything the reward centre can claim: each a money call with its idempotency key. */
export type RewardClaim =
  | { kind: 'promotion'; promotionId: string; language: Language }
  | { kind: 'envelope' }
  | { kind: 'wheel' }
  | { kind: 'egg' }
  | { kind: 'signIn' }
  | { kind: 'mission'; missionId: string }
  | { kind: 'raffle'; raffleId: string };

/** What a claim answers: the amount credited, and for the wheel the segment it stopped on. */
export type RewardClaimResult = ClaimResult & { segment?: number; streak?: number };

export function claimReward(claim: RewardClaim, idempotencyKey: string): Promise<RewardClaimResult> {
  const options = { idempotencyKey };
  switch (claim.kind) {
    case 'promotion':
      return api.request(
        promotionClaimCall,
        { promotionId: claim.promotionId, language: claim.language },
        options,
      );
    case 'envelope':
      return api.request(openEnvelopeCall, undefined, options);
    case 'wheel':
      return api.request(spinWheelCall, undefined, options);
    case 'egg':
      return api.request(smashEggCall, undefined, options);
    case 'signIn':
      return api.request(signInCall, undefined, options);
    case 'mission':
      return api.request(claimMissionCall, { missionId: claim.missionId }, options);
    case 'raffle':
      return api.request(claimRaffleCall, { raffleId: claim.raffleId }, options);
  }
}

export const joinRaffle = (raffleId: string) => api.request(joinRaffleCall, { raffleId });

export interface MissionBoard {
  summary: MissionSummary;
  rows: LeaderboardRow[];
}

/** SPEC 7.5: the mission summary and the leaderboard, in one load. */
export async function fetchMissionBoard(language: string, signal?: AbortSignal): Promise<MissionBoard> {
  const query = { language: asLanguage(language) };
  const [summary, board] = await Promise.all([
    api.request(missionSummaryCall, query, withSignal(signal)),
    api.request(missionLeaderboardCall, query, withSignal(signal)),
  ]);
  return { summary, rows: board.rows };
}
