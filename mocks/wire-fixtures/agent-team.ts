import type { agentTeamCalls } from '../../src/api/contracts/agent-team';
import { at, currencySymbol } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const downlineRow = {
  account: 'agent02',
  nickname: 'Agent Two',
  type: 2,
  agent: true,
  level: 1,
  balance: 820,
  joinedAt: '2025-01-12T08:00:00.000Z',
  status: 'active',
  offerable: ['dailySalary'],
} as const;

/** The answers of `agentTeamCalls` (src/api/contracts/agent-team.ts), as the platform sends them. */
export const agentTeamFixtures = {
  agentTeamOverview: {
    value: {
      teamSize: 14,
      directSize: 5,
      newMembers: 2,
      activeMembers: 9,
      deposits: 25000,
      depositCount: 31,
      withdrawals: 12000,
      withdrawalCount: 8,
      bets: 84000,
      betCount: 2210,
      payouts: 79500,
      teamWinLoss: -4500,
      balance: 3020,
      currencySymbol,
    },
    source: 'assumption',
  },
  agentDownlineList: {
    value: {
      list: [downlineRow],
      total: 1,
      page: 1,
      levels: 2,
      totals: { balance: 820 },
      agentBalance: 3020,
      currencySymbol,
    },
    source: 'assumption',
  },
  agentDownlineDetail: {
    value: {
      ...downlineRow,
      realName: 'Karim Ahmed',
      upline: 'agent01',
      teamSize: 4,
      deposits: 5000,
      withdrawals: 2000,
      bets: 18000,
      payouts: 16500,
      winLoss: -1500,
      lastBetAt: at,
    },
    source: 'assumption',
  },
  agentDownlineStatus: { value: { account: 'agent02', status: 'frozen' }, source: 'assumption' },
  agentRegisterDownline: { value: { account: 'agent03', type: 2, agent: true }, source: 'assumption' },
  agentDownlineTransfer: {
    value: { reference: 'DLT-20250301-0001', balance: 2520, downlineBalance: 1320 },
    source: 'assumption',
  },
} satisfies Record<keyof typeof agentTeamCalls, WireFixture>;
