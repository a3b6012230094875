import type { ComponentType } from 'react';
import type { PublicState } from '../../api/contracts/member';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../app/screen-group';
import { withTimeout } from '../../lib/with-timeout';

export * from './page-ids';
import type { MemberCentrePageId } from './page-ids';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page's chunk; loaded through `lazyPage` so a failed load can be tried again. */
export const memberCentrePages: Record<MemberCentrePageId, () => PageModule> = {
  securityCenter: () => import('../security/security-centre-page'),
  transferFund: () => import('../wallet/transfer-fund-page'),
  depositv2: () => import('../payments/deposit-page'),
  withdraw: () => import('../payments/withdraw-page'),
  transferUpline: () => import('../wallet/transfer-upline-page'),
  personalHistoryCopy: () => import('../records/betting-record-page'),
  transactionHistory: () => import('../records/account-record-page'),
  personalProfit: () => import('../records/profit-loss-page'),
  bonusDetails: () => import('../records/bonus-details-page'),
  rewardCenter: () => import('../promotions/reward-centre-page'),
  referral: () => import('../support/referral-page'),
  missionLeaderboard: () => import('../promotions/mission-leaderboard-page'),
  messageV2: () => import('../messages/messages-page'),
  vipBonus: () => import('../point-mall/vip-page'),
  manualRebate: () => import('../point-mall/rebate-page'),
};

const loading = new Map<MemberCentrePageId, PageModule>();

/**
 * A page's chunk, loaded once. SPEC 9: not loaded after 120 s is a load error; a failed load is
 * forgotten, so the page's "Try again" loads it afresh.
 */
export function loadPage(page: MemberCentrePageId): PageModule {
  let module = loading.get(page);
  if (!module) {
    module = withTimeout(memberCentrePages[page](), CHUNK_LOAD_TIMEOUT_MS);
    loading.set(page, module);
    module.catch(() => loading.delete(page));
  }
  return module;
}

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
 * Entries shown only to some members: transfer to upline with an upline (issue 5), invite friends
 * when the referral promotion is on and VIP when the member has VIP (SPEC 6), manual rebate when
 * MANPLAYREB3 is on (SPEC 2.3).
 */
export function isPageVisible(
  page: MemberCentrePageId,
  state: PublicState | null,
  switches: { manualRebate: boolean },
): boolean {
  if (page === 'transferUpline') return state?.hasUpline === true;
  if (page === 'referral') return state?.referralEnabled === true;
  if (page === 'vipBonus') return state?.hasVip === true;
  if (page === 'manualRebate') return switches.manualRebate;
  return true;
}
