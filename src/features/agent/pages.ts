import { contractKindFlags, contractKinds, type ContractKind } from '../../api/contracts/agent-contracts';
import type { ConsolidatedValue } from '../../api/contracts/member';

export * from '../../lib/agent-centre-page-ids';
import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';

/**
 * SPEC 2.6 "Four more pages appear only when enabled by type" (enableCt, salary, hourSalary,
 * agentRealtimeSalary in the spec's words): each contract kind's page. Which consolidated flag
 * enables a kind is the contract's rule (`contractKindFlags`).
 */
export const contractPageOfKind = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, AgentCentrePageId>;
export type ContractPageId = (typeof contractPageOfKind)[ContractKind];

const kindOfPage = new Map<AgentCentrePageId, ContractKind>(
  contractKinds.map((kind) => [contractPageOfKind[kind], kind]),
);
/** The contract kind a page shows, or null for a page that is not a contract page. */
export const contractKindOfPage = (page: AgentCentrePageId): ContractKind | null =>
  kindOfPage.get(page) ?? null;

export const isContractPage = (page: AgentCentrePageId): page is ContractPageId => kindOfPage.has(page);

/**
 * Who sees which entry: a contract page when its consolidated flag is on (no consolidated data, as
 * when AGENTPOLICY3 is off, shows none); transfer to upline only for an agent with an upline.
 */
export function isAgentPageVisible(
  page: AgentCentrePageId,
  consolidated: ConsolidatedValue | null,
  hasUpline: boolean,
): boolean {
  const kind = contractKindOfPage(page);
  if (kind) return consolidated?.[contractKindFlags[kind]] === true;
  if (page === 'transferUpline') return hasUpline;
  return true;
}
