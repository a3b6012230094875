import type { walletCalls } from '../../../src/api/contracts/wallet';
import { member, mc, popup } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `walletCalls` (src/api/contracts/wallet.ts), or why it does not. */
export const walletRows = {
  visited: [
    { call: 'walletList', screen: { path: mc('transferFund'), account: member } },
    // The wallet page asks whether the site runs one wallet, with the vendor wallets.
    { call: 'merchantWallet', screen: { path: mc('transferFund'), account: member } },
    { call: 'upline', screen: { path: mc('transferUpline'), account: 'subagent01' } },
    { call: 'messageList', screen: { path: mc('messageV2'), account: member } },
    {
      call: 'walletTransfer',
      screen: { path: mc('transferFund'), account: member },
      action: {
        scope: popup,
        fields: [
          { label: 'wallet:fund.vendor', value: 'PG', select: true },
          { label: 'wallet:fund.amount', value: '500' },
        ],
        send: 'wallet:fund.submit',
      },
    },
    {
      call: 'uplineTransfer',
      screen: { path: mc('transferUpline'), account: 'subagent01' },
      action: {
        scope: popup,
        fields: [
          { label: 'wallet:upline.amount', value: '100' },
          { label: 'wallet:upline.password', value: '112233' },
        ],
        send: 'wallet:upline.submit',
      },
    },
  ],
  uncovered: [
    {
      call: 'unreadCount',
      status: 'by design',
      reason: "the side menu's message badge stays unset; no message by design",
    },
    {
      call: 'messageRead',
      status: 'by design',
      reason:
        'opening a message shows its text at once; marking it read is bookkeeping: a failure leaves it unread (and the badges as they were), and the next opening marks it again',
    },
  ],
} satisfies AreaRows<keyof typeof walletCalls>;
