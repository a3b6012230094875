import * as v from 'valibot';
import { defineCall } from './call';

const publicStateValue = v.object({
  /** Reward-centre badge (SPEC 2.5). */
  availablePromoCount: v.number(),
  /** Inbox badge (SPEC 2.5 messageV2). */
  unreadMessage: v.number(),
  /** Mission-activity badge (SPEC 2.5 missionLeaderboard). */
  missionCount: v.number(),
  /** SPEC 3 availablePromo REFERRAL.enabled: invite friends shows only then (SPEC 6). */
  referralEnabled: v.boolean(),
  hasVip: v.boolean(),
  vipLabelName: v.nullable(v.string()),
  vipRankLevel: v.nullable(v.number()),
  /** Transfer to upline shows only for a member with an upline agent. */
  hasUpline: v.boolean(),
});
export type PublicState = v.InferOutput<typeof publicStateValue>;

/**
 * The member's public state (SPEC 3 "Public state": counts, VIP, referral), which the member
 * centre's nav and badges read. Path not shown in the spec: chosen as wps/member/info/publicState.
 */
export const publicStateCall = defineCall<void, PublicState>({
  name: 'publicState',
  method: 'GET',
  path: 'wps/member/info/publicState',
  auth: true,
  value: publicStateValue,
});

/** The member's counts and badges: this area's calls by contract name, spread into `calls` (index.ts). */
export const publicStateCalls = {
  publicState: publicStateCall,
} as const;
