import type { pointsCalls } from '../../../src/api/contracts/points';
import { member, mc, popup, tab, titled } from '../steps';
import { textPattern } from '../texts';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `pointsCalls` (src/api/contracts/points.ts), or why it does not. */
export const pointsRows = {
  visited: [
    { call: 'vipLevels', screen: { path: mc('vipBonus'), account: member } },
    { call: 'rebateSummary', screen: { path: mc('manualRebate'), account: member } },
    { call: 'pointsBalance', screen: { path: '/pointMall', account: member } },
    { call: 'pointsRewards', screen: { path: '/pointMall', account: member } },
    { call: 'pointsConfig', screen: { path: '/pointMall', account: member } },
    {
      call: 'redeemList',
      screen: { path: '/pointMall', account: member },
      open: tab('points:mall.tabs.history'),
    },
    {
      call: 'pointsDetails',
      screen: { path: '/pointMall', account: member },
      open: tab('points:mall.tabs.details'),
    },
    // Points and rebates: money calls.
    {
      call: 'convertPoints',
      screen: { path: '/pointMall', account: member },
      action: {
        open: tab('points:mall.tabs.convert'),
        scope: (page) => page.getByRole('tabpanel'),
        fields: [
          { label: 'points:convert.points', value: '1000' },
          { label: 'points:convert.paymentPassword', value: '112233' },
        ],
        send: 'points:convert.submit',
      },
    },
    {
      call: 'redeem',
      screen: { path: '/pointMall', account: member },
      action: {
        open: (page, lang) =>
          page
            .getByRole('button', { name: textPattern(lang, 'points:rewards.redeemReward') })
            .first()
            .click(),
        scope: titled('points:confirm.title'),
        fields: [{ label: 'points:confirm.paymentPassword', value: '112233' }],
        send: 'points:confirm.submit',
      },
    },
    {
      call: 'claimRebate',
      screen: { path: mc('manualRebate'), account: member },
      action: { scope: popup, fields: [], send: 'points:rebate.claim' },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof pointsCalls>;
