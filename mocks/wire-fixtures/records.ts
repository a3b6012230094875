import type { recordsCalls } from '../../src/api/contracts/records';
import { at, betRow, betTotals } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

/** The answers of `recordsCalls` (src/api/contracts/records.ts), as the platform sends them. */
export const recordsFixtures = {
  betRecords: { value: { list: [betRow], total: 1, page: 1, totals: betTotals }, source: 'assumption' },
  transactionRecords: {
    value: {
      list: [
        {
          id: 'L-9001',
          at,
          type: 'deposit',
          wallet: 'main',
          amount: 500,
          balanceAfter: 1234.5,
          reference: 'D2025030100012',
          status: 'approved',
          moved: true,
        },
      ],
      total: 1,
      page: 1,
      totals: { credit: 500, debit: 0, net: 500 },
    },
    source: 'assumption',
  },
  profitLoss: {
    value: {
      list: [{ gameType: 'RNG', bets: 12, stake: 600, payout: 540, profit: -60 }],
      total: 1,
      page: 1,
      totals: { bets: 12, stake: 600, payout: 540, profit: -60 },
      summary: { deposits: 1000, withdrawals: 0, bonuses: 20, rebates: 4.8 },
    },
    source: 'assumption',
  },
  bonusDetails: {
    value: {
      list: [{ id: 'B-3001', at, title: 'First deposit bonus', amount: 500, turnover: 5000 }],
      total: 1,
      page: 1,
      totals: { amount: 500, turnover: 5000 },
      titles: ['First deposit bonus'],
    },
    source: 'assumption',
  },
} satisfies Record<keyof typeof recordsCalls, WireFixture>;
