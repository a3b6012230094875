import type { agentContractsCalls } from '../../src/api/contracts/agent-contracts';
import { at } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const party = { account: 'agent02', nickname: 'Agent Two' } as const;

const contractRow = {
  id: 'C-71',
  kind: 'dailySalary',
  side: 'upline',
  counterparty: party,
  ratePercent: 1.5,
  period: 'D',
  status: 'accepted',
  origin: 'offer',
  createdAt: '2025-02-20T09:00:00.000Z',
  answeredAt: '2025-02-20T12:00:00.000Z',
  endedAt: null,
  endedBy: null,
} as const;

/** The answers of `agentContractsCalls` (src/api/contracts/agent-contracts.ts), as the platform sends them. */
export const agentContractsFixtures = {
  agentContractList: {
    value: { contracts: [contractRow], downlines: [{ ...party, eligible: true }], upline: null },
    source: 'assumption',
  },
  agentContractOffer: {
    value: { ...contractRow, status: 'processing', answeredAt: null },
    source: 'assumption',
  },
  agentContractRequest: {
    value: {
      ...contractRow,
      side: 'downline',
      counterparty: { account: 'agent01', nickname: 'Agent One' },
      status: 'processing',
      origin: 'request',
      answeredAt: null,
    },
    source: 'assumption',
  },
  agentContractAnswer: { value: contractRow, source: 'assumption' },
  agentContractTerminate: {
    value: { ...contractRow, status: 'terminated', endedAt: at, endedBy: 'upline' },
    source: 'assumption',
  },
  agentContractSettlements: {
    value: {
      list: [
        {
          id: 'S-301',
          contractId: 'C-71',
          side: 'upline',
          counterparty: party,
          from: '2025-02-28T00:00:00.000Z',
          to: '2025-03-01T00:00:00.000Z',
          ratePercent: 1.5,
          base: 4000,
          amount: 60,
        },
      ],
      total: 1,
      page: 1,
      totals: { base: 4000, amount: 60 },
    },
    source: 'assumption',
  },
  agentContractsPending: {
    value: { dividend: 0, dailySalary: 1, hourlySalary: 0, realtimeSalary: 0 },
    source: 'assumption',
  },
} satisfies Record<keyof typeof agentContractsCalls, WireFixture>;
