/**
 * SPEC 2.5 personal-centre pages, in the nav's order, by the spec's own ids (the `mcPage` values of
 * DESIGN.md). Each page loads on demand inside the member-centre modal.
 */
export const memberCentrePageIds = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Not in SPEC 2.5's list: the "VIP Bonus" and manual-rebate screens its labels imply (SPEC 2.5
  // "Other member screens", 2.3 member menu), given page ids of their own.
  'vipBonus',
  'manualRebate',
] as const;
export type MemberCentrePageId = (typeof memberCentrePageIds)[number];

/** SPEC 2.5: securityCenter is the default mcPage. */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePageId = 'securityCenter';

export const isMemberCentrePage = (value: string | null): value is MemberCentrePageId =>
  (memberCentrePageIds as readonly string[]).includes(value ?? '');
