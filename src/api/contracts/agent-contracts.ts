/**
 * Issue 7 agent centre calls (contracts, SPEC 4.11, 7.7). Every call here is also listed in
 * `agentContractsCalls`, so its name is a `fault=<call>:<kind>` name.
 */

/** SPEC 1 / 2.6: the four kinds of downline contract. */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/**
 * SPEC 4.11 contract statuses, plus `terminated` (the spec's terminate option needs an end state):
 * an offer waits `processing` until the downline accepts (`accepted`) or rejects it (`rejected`);
 * a downline's request waits `processing` until the upline approves it (`approved`) or rejects it.
 */
export const contractStatuses = ['processing', 'rejected', 'approved', 'accepted', 'terminated'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** SPEC 3.2 period codes: D daily, W weekly, H half-monthly, M monthly. */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

export const agentContractsCalls = {} as const;
