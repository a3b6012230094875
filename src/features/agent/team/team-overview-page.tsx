import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../../machines/records-query.machine';
import { fetchTeamOverview } from '../../../api/agent-team';
import type { TeamOverviewValue } from '../../../api/contracts/agent-team';
import { fromCall } from '../../../api/from-call';
import { ResourceView } from '../../../components/resource-view';
import { currentLanguage } from '../../../i18n';
import { instantsToDates } from '../../../lib/date-range';
import { formatDay } from '../../../lib/format';
import { RecordsRangePicker } from '../../../kits/records/records-layout';
import { useMemberOffset, useRecordsQuery } from '../../../kits/records/use-records-query';
import { Figure, moneyText } from './team-parts';
import './team.css';

/** The overview is one answer, not rows: `total` 1 lets the records query machine drive its period. */
type OverviewAnswer = TeamOverviewValue & { total: number };

// The period (quick ranges, a checked custom range, refresh, retry) is the records pages' machine.
const overviewMachine = createRecordsQueryMachine<OverviewAnswer>('agentTeamOverview', '').provide({
  actors: {
    fetchRecords: fromCall(({ from, to }, signal) =>
      fetchTeamOverview({ from, to }, signal).then((value) => ({ ...value, total: 1 })),
    ),
  },
});

/**
 * agentTeamOverview (SPEC 2.6, the agent centre's default page): the team's figures over a period
 * (last 7 days first). The team is everyone below the agent, at every level; team size counts it
 * now, the other figures count what happened in the period.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agentTeam');
  const offset = useMemberOffset();
  const actor = useRecordsQuery(overviewMachine, { pageSize: 1 });
  const titleId = useId();
  const lang = currentLanguage();
  const range = useSelector(actor, (s) => s.context.range);
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(actor, (s) => s.matches('loading'));

  const period = instantsToDates(range, offset);
  const money = (amount: number) => moneyText(data?.currencySymbol ?? '', amount);

  const figures = (
    <ResourceView data={data} failure={failure} onRetry={() => actor.send({ type: 'load.retry' })}>
      {(overview) => (
        <dl className="team-figures">
          <Figure
            label={t('overview.teamSize')}
            value={String(overview.teamSize)}
            note={t('overview.directSize', { number: overview.directSize })}
          />
          <Figure label={t('overview.newMembers')} value={String(overview.newMembers)} />
          <Figure label={t('overview.activeMembers')} value={String(overview.activeMembers)} />
          <Figure
            label={t('overview.deposits')}
            value={money(overview.deposits)}
            note={t('overview.orders', { number: overview.depositCount })}
          />
          <Figure
            label={t('overview.withdrawals')}
            value={money(overview.withdrawals)}
            note={t('overview.orders', { number: overview.withdrawalCount })}
          />
          <Figure
            label={t('overview.bets')}
            value={money(overview.bets)}
            note={t('overview.rounds', { number: overview.betCount })}
          />
          <Figure label={t('overview.payouts')} value={money(overview.payouts)} />
          <Figure
            label={t('overview.winLoss')}
            value={money(overview.teamWinLoss)}
            note={t('overview.winLossNote')}
          />
          <Figure label={t('overview.balance')} value={money(overview.balance)} />
        </dl>
      )}
    </ResourceView>
  );

  return (
    <div className="team-page">
      <div role="search" aria-label={t('overview.periodLabel')} className="team-toolbar">
        <RecordsRangePicker actor={actor} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => actor.send({ type: 'records.refresh' })}
        >
          {t('overview.refresh')}
        </button>
      </div>
      <section aria-labelledby={titleId} aria-busy={loading} className="team-page">
        <h2 id={titleId}>
          {t('overview.title', { from: formatDay(period.from, lang), to: formatDay(period.to, lang) })}
        </h2>
        <p role="status" className="team-page__status">
          {data && loading ? t('common:states.loading') : ''}
        </p>
        {figures}
        <p className="team-page__note">{t('overview.note')}</p>
      </section>
    </div>
  );
}
