import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { SETTLEMENT_PAGE_SIZE, type ContractKind } from '../../../api/contracts/agent-contracts';
import { useRecordsQuery } from '../../../kits/records/use-records-query';
import { ResourceView } from '../../../components/resource-view';
import { OFFER_TO } from '../agent-centre-link';
import { Announcement } from './contract-announcement';
import { ConfirmDialog, LowerRateDialog } from './contract-dialogs';
import { OfferSection, RequestSection } from './contract-forms';
import { ContractsSection, PendingSection } from './contract-tables';
import { contractsLogic, settlementMachines } from './contracts-logic';
import { SettlementsSection } from './settlements-section';
import { inspect } from '../../../lib/actor-inspection';
import './contracts.css';

/**
 * A contract page of the agent centre (SPEC 2.6, 4.11): dividend, daily salary, hourly salary or
 * real-time salary. It shows what waits for the agent's answer, the agent's contracts with its
 * downlines and its upline (terminate, or withdraw what it proposed), the offer form (to a direct
 * downline agent; `offerTo=<account>` in the URL opens it for that downline), the request form (to
 * the agent's upline) and the settlements. The rules live in the contracts machine and the shared
 * status rule; this view only shows them.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const [params] = useSearchParams();
  const offerTo = params.get(OFFER_TO);
  // The last 30 days first: a dividend or a monthly salary settles far less often than weekly.
  const settlements = useRecordsQuery(settlementMachines[kind], {
    pageSize: SETTLEMENT_PAGE_SIZE,
    preset: 'last30',
  });
  const actor = useActorRef(
    contractsLogic.provide({
      actions: { settlementsDue: () => settlements.send({ type: 'records.refresh' }) },
    }),
    { input: { kind, offerTo }, inspect },
  );
  const data = useSelector(actor, (s) => s.context.data);
  // A failed reload keeps the last good list on show; only a first load that failed says so.
  const failure = useSelector(actor, (s) =>
    s.matches({ list: 'failed' }) && !s.context.data ? s.context.failure : null,
  );

  return (
    <div className="contracts">
      <Announcement actor={actor} />
      <ResourceView data={data} failure={failure} onRetry={() => actor.send({ type: 'load.retry' })}>
        {(list) => (
          <>
            <PendingSection actor={actor} data={list} kind={kind} />
            <ContractsSection actor={actor} data={list} kind={kind} />
            <OfferSection actor={actor} data={list} kind={kind} offerTo={offerTo} />
            {list.upline && <RequestSection actor={actor} data={list} kind={kind} />}
          </>
        )}
      </ResourceView>
      <SettlementsSection kind={kind} actor={settlements} />
      <ConfirmDialog actor={actor} kind={kind} />
      <LowerRateDialog actor={actor} kind={kind} />
    </div>
  );
}
