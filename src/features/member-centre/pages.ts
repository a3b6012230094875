import type { PublicState } from '../../api/contracts/member';
import { loadOnce, memberCentrePage } from '../../app/providers/centre-pages';

export * from '../../lib/member-centre-page-ids';
import type { MemberCentrePageId } from '../../lib/member-centre-page-ids';
import { isReferralOn } from '../../lib/referral';

/** Each page's chunk, loaded once (the app provides the pages: they belong to other features). */
export const loadPage = loadOnce<MemberCentrePageId>(memberCentrePage);

/** The red count badges of SPEC 2.5, by page. */
export const badgeOf: Partial<
  Record<
    MemberCentrePageId,
    keyof Pick<PublicState, 'availablePromoCount' | 'unreadMessage' | 'missionCount'>
  >
> = {
  rewardCenter: 'availablePromoCount',
  missionLeaderboard: 'missionCount',
  messageV2: 'unreadMessage',
};

/**
 * Entries shown only to some members: transfer to upline with an upline, invite friends
 * when the referral promotion is on and VIP when the member has VIP (SPEC 6), manual rebate when
 * MANPLAYREB3 is on (SPEC 2.3).
 */
export function isPageVisible(
  page: MemberCentrePageId,
  state: PublicState | null,
  switches: { manualRebate: boolean },
): boolean {
  if (page === 'transferUpline') return state?.hasUpline === true;
  if (page === 'referral') return isReferralOn(state);
  if (page === 'vipBonus') return state?.hasVip === true;
  if (page === 'manualRebate') return switches.manualRebate;
  return true;
}
