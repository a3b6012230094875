import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { WinnerEntry } from '../../api/contracts/games';
import { fetchWinners } from '../../api/lobby';
import { fromCall } from '../../api/from-call';
import { LoadedView, noItems } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { ColumnsTable } from '../../components/columns-table';

const winnersLoader = createLoaderMachine<WinnerEntry[]>('winnerList').provide({
  actors: { load: fromCall(({ language }: { language: string }, signal) => fetchWinners(language, signal)) },
});

/** SPEC 2.5 "Winner list": the winner board's call (SPEC 7.4, limit 20) as a table, biggest first as sent. */
export function WinnerList() {
  const { t } = useTranslation('support');
  const winnersLoad = useLoader(winnersLoader);
  return (
    <LoadedView loaded={winnersLoad} keepData isEmpty={noItems} empty={t('winners.empty')}>
      {(winners) => <WinnerTable data={winners} />}
    </LoadedView>
  );
}

function WinnerTable({ data }: { data: WinnerEntry[] }) {
  const { t } = useTranslation('support');
  const lang = currentLanguage();
  return (
    <ColumnsTable
      caption={t('winners.caption')}
      captionHidden
      look={{ tableClassName: 'winner-table' }}
      // The board comes biggest first: a winner's rank is its place in the list.
      rows={data.map((winner, index) => ({ ...winner, rank: index + 1 }))}
      rowKey={(winner) => `${winner.customerName}-${winner.rank}`}
      columns={[
        { id: 'rank', header: t('winners.rank'), render: (winner) => winner.rank },
        { id: 'player', header: t('winners.player'), render: (winner) => winner.customerName },
        { id: 'game', header: t('winners.game'), render: (winner) => winner.gameName },
        {
          id: 'amount',
          header: t('winners.amount'),
          className: 'amount',
          render: (winner) => formatMoney(winner.winAmount, lang),
        },
      ]}
    />
  );
}
