import type { BalanceObserved, memberCalls } from '../../src/api/contracts/member';
import type { WireFixture } from './wire-fixture';

/** The answers of `memberCalls` (src/api/contracts/member.ts), as the platform sends them. */
export const memberFixtures = {
  memberInfo: {
    value: {
      id: 100234,
      account: 'player01',
      nickname: 'Player One',
      type: 0,
      gmtOffsetMinutes: 360,
      mobileNum: '017****5678',
      email: null,
    },
    source: 'SPEC 3',
    note: 'SPEC 3 member info: id, account, nickname, type; the rest is ours.',
  },
  balance: {
    value: {
      sumBalance: 1234.5,
      balance: [{ availBalance: 1234.5, accountTypeId: 2, vassalage: 'MAIN' }],
    } satisfies BalanceObserved,
    source: 'observed',
    note: "Reported from the live platform: the sum and one entry a wallet, asked with typeId=0; the platform's withdraw page takes accountTypeId 2 as the main wallet (a wallet code, vassalage or walletCode, is read too).",
  },
  consolidated: {
    value: {
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqreq: false,
      realtimesalreqtype: false,
    },
    source: 'SPEC 3',
  },
  favouriteIds: { value: { ids: ['10231'] }, source: 'assumption' },
} satisfies Record<keyof typeof memberCalls, WireFixture>;
