import type { MemberCentrePageId } from '../lib/member-centre-page-ids';
import type { PageModule } from './providers/centre-pages';

/** SPEC 2.5: each member-centre page's chunk; given to the centres at start (router.tsx). */
export const memberCentrePages: Record<MemberCentrePageId, () => PageModule> = {
  securityCenter: () => import('../features/security/security-centre-page'),
  transferFund: () => import('../features/wallet/transfer-fund-page'),
  depositv2: () => import('../features/payments/deposit-page'),
  withdraw: () => import('../features/payments/withdraw-page'),
  transferUpline: () => import('../features/wallet/transfer-upline-page'),
  personalHistoryCopy: () => import('../features/records/betting-record-page'),
  transactionHistory: () => import('../features/records/account-record-page'),
  personalProfit: () => import('../features/records/profit-loss-page'),
  bonusDetails: () => import('../features/records/bonus-details-page'),
  rewardCenter: () => import('../features/promotions/reward-centre-page'),
  referral: () => import('../features/support/referral-page'),
  missionLeaderboard: () => import('../features/promotions/mission-leaderboard-page'),
  messageV2: () => import('../features/messages/messages-page'),
  vipBonus: () => import('../features/point-mall/vip-page'),
  manualRebate: () => import('../features/point-mall/rebate-page'),
};
