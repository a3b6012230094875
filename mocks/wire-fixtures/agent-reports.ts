import type { agentReportsCalls } from '../../src/api/contracts/agent-reports';
import { at, betRow, betTotals } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const profitLossFigures = {
  bets: 12,
  stake: 600,
  payout: 540,
  winLoss: -60,
  deposits: 1000,
  withdrawals: 0,
  bonuses: 20,
  settlements: 0,
} as const;

/** The answers of `agentReportsCalls` (src/api/contracts/agent-reports.ts), as the platform sends them. */
export const agentReportsFixtures = {
  agentTeamBetting: {
    value: {
      list: [{ ...betRow, account: 'agent02', level: 1 }],
      total: 1,
      page: 1,
      levels: 2,
      totals: betTotals,
    },
    source: 'assumption',
  },
  agentUserProfitLoss: {
    value: {
      list: [{ account: 'agent02', level: 1, ...profitLossFigures }],
      total: 1,
      page: 1,
      levels: 2,
      totals: profitLossFigures,
    },
    source: 'assumption',
  },
  agentRevenueReport: {
    value: {
      list: [
        {
          id: 'S-299',
          at,
          kind: 'dailySalary',
          upline: 'agent01',
          periodFrom: '2025-02-28T00:00:00.000Z',
          periodTo: '2025-03-01T00:00:00.000Z',
          base: 4000,
          ratePercent: 1,
          amount: 40,
        },
      ],
      total: 1,
      page: 1,
      levels: 2,
      totals: { base: 4000, amount: 40, byKind: [{ kind: 'dailySalary', count: 1, amount: 40 }] },
    },
    source: 'assumption',
  },
  agentTeamTransactions: {
    value: {
      list: [
        {
          id: 'L-9120',
          at,
          account: 'agent02',
          level: 1,
          type: 'deposit',
          wallet: 'main',
          amount: 1000,
          balanceAfter: 1820,
          reference: 'D2025030100020',
        },
      ],
      total: 1,
      page: 1,
      levels: 2,
      totals: { credit: 1000, debit: 0, net: 1000 },
    },
    source: 'assumption',
  },
} satisfies Record<keyof typeof agentReportsCalls, WireFixture>;
