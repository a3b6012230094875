import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import {
  createContractsMachine,
  type ContractOperation,
  type ContractsMachine,
} from '../../../../machines/contracts.machine';
import {
  createRecordsQueryMachine,
  type RecordsQueryMachine,
} from '../../../../machines/records-query.machine';
import {
  contractKinds,
  type ContractKind,
  type ContractListValue,
  type ContractRow,
  type SettlementsValue,
} from '../../../api/contracts/agent-contracts';
import {
  answerContract,
  fetchContracts,
  fetchSettlements,
  offerContract,
  requestContract,
  terminateContract,
} from '../../../api/agent-contracts';
import { fromCall } from '../../../api/from-call';
import { pendingOperations } from '../../../browser/pending-operations';
import { emitAppEvent } from '../../../browser/app-events';

/** The machines of a contract page, wired to the platform's calls (the views only show them). */
export type ContractsActor = ActorRefFrom<ContractsMachine>;

/** One settlements query machine per kind (the kind rides along with the records query). */
export const settlementMachines = Object.fromEntries(
  contractKinds.map((kind) => [
    kind,
    createRecordsQueryMachine<SettlementsValue>(`${kind}Settlements`, '').provide({
      actors: { fetchRecords: fromCall((query, signal) => fetchSettlements({ ...query, kind }, signal)) },
    }),
  ]),
) as Record<ContractKind, RecordsQueryMachine<SettlementsValue>>;

/** Sends an operation with the platform call it stands for, and its idempotency key. */
function runOperation(
  operation: ContractOperation,
  confirmLowerRate: boolean,
  key: string,
): Promise<ContractRow> {
  const lowerRate = confirmLowerRate ? { confirmLowerRate } : {};
  switch (operation.action) {
    case 'offer':
      return offerContract({ ...operation.request, ...lowerRate }, key);
    case 'request':
      return requestContract({ ...operation.request, ...lowerRate }, key);
    case 'answer':
      return answerContract(operation.request, key);
    case 'terminate':
      return terminateContract(operation.request, key);
  }
}

/** What each section of a contract page shows from: the machine, its list and the page's kind. */
export interface ContractSectionProps {
  actor: ContractsActor;
  data: ContractListValue;
  kind: ContractKind;
}

/** The contracts machine with the platform's calls; the page adds the settlements' refresh. */
export const contractsLogic = createContractsMachine({ pending: pendingOperations }).provide({
  actors: {
    loadContracts: fromCall(({ kind }: { kind: ContractKind }, signal) => fetchContracts(kind, signal)),
    runOperation: fromPromise(({ input }) =>
      runOperation(input.operation, input.confirmLowerRate, input.idempotencyKey),
    ),
  },
  actions: { contractsChanged: () => emitAppEvent('contractsChanged') },
});

export type SettlementsActor = ActorRefFrom<RecordsQueryMachine<SettlementsValue>>;
