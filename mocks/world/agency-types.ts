import type {
  ContractEnder,
  ContractKind,
  ContractOrigin,
  ContractPeriod,
  ContractStatus,
} from '../../src/api/contracts/agent-contracts';

/**
 * The agent centre's shapes; its rules are in agency-world.ts. Kept apart so `World`
 * (types.ts) can name them without importing the logic, which imports `World`.
 */

/** A contract between an upline agent and one of its direct downline agents (SPEC 4.11). */
export interface MockContract {
  id: string;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  /** Percent, up to 2 decimals (of team bets for salaries, of team loss for dividends). */
  ratePercent: number;
  period: ContractPeriod;
  status: ContractStatus;
  /** `offer`: the upline proposed it; `request`: the downline asked for it. */
  origin: ContractOrigin;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
  /** Who ended it: either side, or the lower-rate rule. */
  endedBy: ContractEnder | null;
  /** Settlements are made for whole periods after this instant. */
  settledUntil: string;
}

/** One settlement of a contract: the platform pays the downline (ledger kind `contractSettlement`). */
export interface MockSettlement {
  /** Also the ledger entry's reference. */
  id: string;
  contractId: string;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  /** The period settled [from, to). */
  from: string;
  to: string;
  /** What the rate applied to (team bets or team loss), minor units. */
  baseMinor: number;
  amountMinor: number;
  at: string;
}

/**
 * The agent centre: downline contracts (SPEC 4.11), their settlements, and the platform's
 * reading of the lower-rate rule. Seeded without faker, after members and money exist.
 */
export interface AgencyWorld {
  contracts: MockContract[];
  settlements: MockSettlement[];
  settings: {
    /**
     * SPEC 4.11 gives two readings: a new contract with a lower rate than one the downline holds
     * with its own downline ends that contract after confirmation (`endsDownline`, the default),
     * or the new contract is cancelled when the downline holds a higher rate (`cancelsOffer`).
     */
    lowerRateReading: 'endsDownline' | 'cancelsOffer';
    /**
     * Scenario `agent-contract-offer`: agent01 has offered subagent01 a daily salary (2 %, daily)
     * that waits for subagent01's answer. Read while seeding (array overrides replace whole arrays,
     * so a scenario asks for it by this flag rather than by listing contracts).
     */
    pendingOfferToSubagent01?: boolean;
  };
  counters: { contract: number; settlement: number };
}
