import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { Mission } from '../../api/contracts/promotions';
import { fetchMissionBoard, fetchRewardCentre, type MissionBoard } from '../../api/promotions';
import { fromCall } from '../../api/from-call';
import { LoadedView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { usePromotionFormat } from './promotion-format';
import { MissionList, RewardSection } from './reward-parts';
import './promotions.css';
import { ColumnsTable } from '../../components/columns-table';
import { whenAppEvent } from '../../browser/app-events';

type BoardData = MissionBoard & { missions: Mission[]; currencySymbol: string };

const reloadOnMoney = [whenAppEvent('balanceChanged')];
const boardLogic = createLoaderMachine<BoardData>('missionBoard').provide({
  actors: {
    load: fromCall(async (input, signal) => {
      const [board, centre] = await Promise.all([
        fetchMissionBoard(input.language, signal),
        fetchRewardCentre(input.language, signal),
      ]);
      return { ...board, missions: centre.missions, currencySymbol: centre.currencySymbol };
    }),
  },
});

/**
 * missionLeaderboard (SPEC 2.5 mission activity, 7.5 mission summary and leaderboard): the
 * member's missions this period with their claims, the summary, and the leaderboard with the
 * member's own row marked.
 */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation('promotions');
  const boardLoad = useLoader(boardLogic, reloadOnMoney);
  return (
    <LoadedView
      loaded={boardLoad}
      keepData
      isEmpty={({ summary, rows }) => !summary.total && !rows.length}
      empty={t('missions.empty')}
    >
      {(board) => <Board data={board} />}
    </LoadedView>
  );
}

function Board({ data }: { data: BoardData }) {
  const { t } = useTranslation('promotions');
  const format = usePromotionFormat(data.currencySymbol);
  const { summary, rows } = data;
  return (
    <div className="mission-board">
      <RewardSection title={t('missions.summary')}>
        <dl className="mission-board__summary">
          <div>
            <dt>{t('missions.period')}</dt>
            <dd>
              {t('periodValue', {
                start: format.time(summary.periodStart),
                end: format.time(summary.periodEnd),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('missions.completed')}</dt>
            <dd>{t('missions.completedValue', { completed: summary.completed, total: summary.total })}</dd>
          </div>
          <div>
            <dt>{t('missions.claimable')}</dt>
            <dd>{summary.claimable}</dd>
          </div>
          <div>
            <dt>{t('missions.points')}</dt>
            <dd>{summary.points}</dd>
          </div>
          <div>
            <dt>{t('missions.rank')}</dt>
            <dd>{summary.rank}</dd>
          </div>
        </dl>
      </RewardSection>
      {data.missions.length > 0 && (
        <RewardSection title={t('reward.missions.title')}>
          <MissionList missions={data.missions} money={format.money} />
        </RewardSection>
      )}
      {rows.length > 0 && (
        <ColumnsTable
          caption={t('missions.leaderboard')}
          look={{ className: 'mission-board__table', tableClassName: 'leaderboard' }}
          rows={rows}
          rowKey={(row) => `${row.rank}-${row.name}`}
          rowProps={(row) => ({
            className: row.self ? 'leaderboard__self' : undefined,
            'aria-current': row.self ? 'true' : undefined,
          })}
          columns={[
            { id: 'rank', header: t('missions.rankColumn'), render: (row) => row.rank },
            {
              id: 'player',
              header: t('missions.player'),
              rowHeader: true,
              render: (row) => (
                <>
                  {row.name} {row.self && <span>{t('missions.you')}</span>}
                </>
              ),
            },
            {
              id: 'completed',
              header: t('missions.completedColumn'),
              className: 'leaderboard__number',
              render: (row) => row.completed,
            },
            {
              id: 'points',
              header: t('missions.pointsColumn'),
              className: 'leaderboard__number',
              render: (row) => row.points,
            },
          ]}
        />
      )}
    </div>
  );
}
