import { isReferralOn } from '../../lib/referral';
import type { MemberCentreTable } from './centre-pages';

/**
 * SPEC 2.5: the member centre's pages (ids and order: src/lib/member-centre-page-ids.ts), each with
 * its chunk, its red count badge, and who sees its entry: transfer to upline with an upline,
 * invite friends when the referral promotion is on and VIP when the member has VIP (SPEC 6),
 * manual rebate when MANPLAYREB3 is on (SPEC 2.3).
 */
export const memberCentrePages: MemberCentreTable = {
  securityCenter: { load: () => import('../../features/security/security-centre-page') },
  transferFund: { load: () => import('../../features/wallet/transfer-fund-page') },
  depositv2: { load: () => import('../../features/payments/deposit-page') },
  withdraw: { load: () => import('../../features/payments/withdraw-page') },
  transferUpline: {
    load: () => import('../../features/wallet/transfer-upline-page'),
    visible: (state) => state?.hasUpline === true,
  },
  personalHistoryCopy: { load: () => import('../../features/records/betting-record-page') },
  transactionHistory: { load: () => import('../../features/records/account-record-page') },
  personalProfit: { load: () => import('../../features/records/profit-loss-page') },
  bonusDetails: { load: () => import('../../features/records/bonus-details-page') },
  rewardCenter: {
    load: () => import('../../features/promotions/reward-centre-page'),
    badge: 'availablePromoCount',
  },
  referral: { load: () => import('../../features/support/referral-page'), visible: isReferralOn },
  missionLeaderboard: {
    load: () => import('../../features/promotions/mission-leaderboard-page'),
    badge: 'missionCount',
  },
  messageV2: { load: () => import('../../features/messages/messages-page'), badge: 'unreadMessage' },
  vipBonus: {
    load: () => import('../../features/point-mall/vip-page'),
    visible: (state) => state?.hasVip === true,
  },
  manualRebate: {
    load: () => import('../../features/point-mall/rebate-page'),
    visible: (_state, switches) => switches.manualRebate,
  },
};
