import type { agentReportsCalls } from '../../../src/api/contracts/agent-reports';
import { agent, ac } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `agentReportsCalls` (src/api/contracts/agent-reports.ts), or why it does not. */
export const agentReportsRows = {
  visited: [
    {
      call: 'agentTeamBetting',
      screen: { path: ac('personalHistoryCopy'), account: agent, scenario: 'agent' },
    },
    {
      call: 'agentUserProfitLoss',
      screen: { path: ac('palStatementsAgentCopy'), account: agent, scenario: 'agent' },
    },
    { call: 'agentRevenueReport', screen: { path: ac('agentRevenueReport'), account: 'subagent01' } },
    {
      call: 'agentTeamTransactions',
      screen: { path: ac('agentDownlineTransactionDetailsCopy'), account: agent, scenario: 'agent' },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof agentReportsCalls>;
