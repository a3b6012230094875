import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { ConsolidatedValue, PublicState } from '../../api/contracts/member';
import type { FailureInfo } from '../../api/errors';
import { fetchConsolidated } from '../../api/session';
import { fetchPublicState } from '../../api/public-state';
import { fromCall } from '../../api/from-call';
import { LazyPage } from '../../components/lazy-page';
import { failureText, Loading } from '../../components/page-state';
import { useLoader } from '../../components/use-loader';
import { useSwitch } from '../../app/providers/use-session';
import { AgentBar } from './agent-bar';
import { agentCentreTo } from './agent-centre-link';
import { fetchPendingContractCounts } from '../../api/agent-contracts';
import type { ContractKind } from '../../api/contracts/agent-contracts';
import {
  agentCentreGroupOf,
  agentCentreGroups,
  agentCentrePageIds,
  contractKindOfPage,
  DEFAULT_AGENT_CENTRE_PAGE,
  isAgentPageVisible,
  isContractPage,
  type AgentCentreGroup,
  type AgentCentrePageId,
} from './pages';
import { centrePages } from '../../app/routing/centre-page-loaders';
import { PHONE_QUERY, useMediaQuery } from '../../browser/use-media-query';
import '../../components/centre-nav.css';
import './agent-centre.css';
import { useCurrentInView } from '../../components/use-current-in-view';
import { whenAppEvent } from '../../browser/app-events';

const publicStateMachine = createLoaderMachine<PublicState>('agentPublicState').provide({
  actors: { load: fromCall(() => fetchPublicState()) },
});
const consolidatedMachine = createLoaderMachine<ConsolidatedValue>('agentConsolidated').provide({
  actors: { load: fromCall(() => fetchConsolidated()) },
});
const pendingMachine = createLoaderMachine<Record<ContractKind, number>>('agentPendingContracts').provide({
  actors: { load: fromCall(() => fetchPendingContractCounts()) },
});
const reloadOnMoneyAndInbox = [whenAppEvent('balanceChanged'), whenAppEvent('inboxChanged')];
const reloadOnContracts = [whenAppEvent('contractsChanged')];

/**
 * The agent centre (SPEC 2.6): the agent bar, the nav of agent pages and the page of `page`, loaded
 * on demand. Pages are `?acPage=` links (DESIGN.md), so each can be shared and the back button steps
 * through them.
 */
export function AgentCentre({ page }: { page: AgentCentrePageId }) {
  // SPEC 4.2: the consolidated data (which contract pages an agent has) loads only under AGENTPOLICY3.
  const agentPolicy = useSwitch('AGENTPOLICY3');
  return agentPolicy ? (
    <CentreWithContracts page={page} />
  ) : (
    <CentreBody page={page} consolidated={null} known />
  );
}

function CentreWithContracts({ page }: { page: AgentCentrePageId }) {
  const { data, failure, retry } = useLoader(consolidatedMachine);
  // What waits for this agent's answer (offers, requests), as red badges on the contract pages.
  const { data: pending } = useLoader(pendingMachine, reloadOnContracts);
  return (
    <CentreBody
      page={page}
      consolidated={data}
      known={data !== null || failure !== null}
      pending={pending}
      contractsFailure={failure}
      onContractsRetry={retry}
    />
  );
}

/**
 * `known`: whether the contract flags are in (or failed: then no contract page shows). A contract
 * page its flag disables is not opened by a link either: the centre goes to its default page.
 * A failed load of the flags says so above the pages, with a retry, so the contract pages never
 * vanish without a word.
 */
function CentreBody({
  page,
  consolidated,
  known,
  pending = null,
  contractsFailure = null,
  onContractsRetry,
}: {
  page: AgentCentrePageId;
  consolidated: ConsolidatedValue | null;
  known: boolean;
  pending?: Record<ContractKind, number> | null;
  contractsFailure?: FailureInfo | null;
  onContractsRetry?: () => void;
}) {
  const { t } = useTranslation('agent');
  if (isContractPage(page) && known && !isAgentPageVisible(page, consolidated, false)) {
    return <Navigate to={agentCentreTo(DEFAULT_AGENT_CENTRE_PAGE)} replace />;
  }
  return (
    <div className="agent-centre">
      <AgentBar />
      {contractsFailure && (
        <div className="state state--error" role="alert">
          <p>
            {t('contractsFailed')} {failureText(t, contractsFailure)}
          </p>
          <button type="button" className="button" onClick={onContractsRetry}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      <div className="centre__layout">
        <AgentNav page={page} consolidated={consolidated} pending={pending} />
        <section className="centre__page" aria-labelledby="agent-page-title">
          <h1 id="agent-page-title">{t(`pages.${page}`)}</h1>
          {isContractPage(page) && !known ? <Loading /> : <LazyPage page={page} load={centrePages.agent} />}
        </section>
      </div>
    </div>
  );
}

function AgentNav({
  page,
  consolidated,
  pending,
}: {
  page: AgentCentrePageId;
  consolidated: ConsolidatedValue | null;
  pending: Record<ContractKind, number> | null;
}) {
  const { t } = useTranslation('agent');
  const { data: state } = useLoader(publicStateMachine, reloadOnMoneyAndInbox);
  const hasUpline = state?.hasUpline === true;
  const unread = state?.unreadMessage ?? 0;
  const phone = useMediaQuery(PHONE_QUERY);
  // The group the agent picked, for the page it was picked on; a new page shows its own group.
  const [picked, setPicked] = useState<{ group: AgentCentreGroup; page: AgentCentrePageId } | null>(null);
  const shownGroup = picked?.page === page ? picked.group : agentCentreGroupOf[page];
  const visible = agentCentrePageIds.filter(
    (id) => id === page || isAgentPageVisible(id, consolidated, hasUpline),
  );
  const groups = agentCentreGroups.filter((group) => visible.some((id) => agentCentreGroupOf[id] === group));
  const listed = phone ? visible.filter((id) => agentCentreGroupOf[id] === shownGroup) : visible;
  const navRow = useCurrentInView<HTMLUListElement>(page);
  return (
    <nav className="centre__nav" aria-label={t('nav')}>
      {/* On a phone one group at a time: four big buttons instead of one long sideways row. */}
      {phone && (
        <div role="group" aria-label={t('groups.label')} className="centre__groups">
          {groups.map((group) => (
            <button
              key={group}
              type="button"
              aria-pressed={group === shownGroup}
              onClick={() => setPicked({ group, page })}
            >
              {t(`groups.${group}`)}
            </button>
          ))}
        </div>
      )}
      <ul ref={navRow} data-sideways={phone ? undefined : true}>
        {listed.map((id) => {
          const kind = contractKindOfPage(id);
          const count = id === 'messageV2' ? unread : kind && pending ? pending[kind] : 0;
          return (
            <li key={id}>
              <Link to={agentCentreTo(id)} aria-current={id === page ? 'page' : undefined}>
                {t(`pages.${id}`)}
                {count > 0 && (
                  <span className="centre__badge">
                    <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                    <span className="visually-hidden">{t(kind ? 'waiting' : 'badge', { count })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
