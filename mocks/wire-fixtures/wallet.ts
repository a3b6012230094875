import type { BalanceObserved } from '../../src/api/contracts/member';
import type { walletCalls } from '../../src/api/contracts/wallet';
import { at, currencySymbol } from './shared-pieces';
import type { Json, WireFixture } from './wire-fixture';

/** The answers of `walletCalls` (src/api/contracts/wallet.ts), as the platform sends them. */
export const walletFixtures = {
  walletList: {
    value: {
      sumBalance: 1354.5,
      // The main wallet's entry, then a vendor's (element by element: the entries differ in keys).
      balance: [
        {
          availBalance: 1234.5,
          accountTypeId: 2,
          vassalage: 'MAIN',
        } satisfies BalanceObserved['balance'][number],
        { availBalance: 120, vassalage: 'JL' } satisfies BalanceObserved['balance'][number],
      ] as Json[],
    },
    source: 'observed',
    note: "The balance call's answer (the platform's member centre lists the wallets from it): one entry a wallet; that a vendor's entry names its code as vassalage is our reading.",
  },
  walletTransfer: {
    value: { reference: 'TRF-20250301-0001', balance: 1114.5, vendorBalance: 240 },
    source: 'assumption',
  },
  merchantWallet: {
    value: { isSingle: false },
    source: 'assumption',
    note: 'SPEC 7.3 names isSingle beside the path; that it is the answer is our reading.',
  },
  upline: { value: { upline: { account: 'agent01', nickname: 'Agent One' } }, source: 'assumption' },
  uplineTransfer: { value: { reference: 'UPT-20250301-0001', balance: 734.5 }, source: 'assumption' },
  messageList: {
    value: {
      content: [
        {
          id: 'msg-1',
          sentAt: at,
          template: 'depositCredited',
          title: 'Deposit credited',
          body: 'Your deposit of 500.00 has been credited.',
          params: { site: 'Lucky', currency: currencySymbol, amount: '500.00' },
          read: false,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    },
    source: 'assumption',
  },
  messageRead: { value: null, source: 'assumption' },
  unreadCount: { value: { count: 3 }, source: 'assumption', note: 'SPEC 7.6 gives the path only.' },
} satisfies Record<keyof typeof walletCalls, WireFixture>;
