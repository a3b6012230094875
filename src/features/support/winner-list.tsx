import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { WinnerEntry } from '../../api/contracts/games';
import { fetchWinners } from '../../api/lobby';
import { fromCall } from '../../api/from-call';
import { noItems, ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { currentLanguage } from '../../i18n';
import { formatAmount } from '../../lib/format';
import { ScrollTable } from '../../components/scroll-table';

const winnersLoader = createLoaderMachine<WinnerEntry[]>('winnerList').provide({
  actors: { load: fromCall(({ language }: { language: string }, signal) => fetchWinners(language, signal)) },
});

/** SPEC 2.5 "Winner list": the winner board's call (SPEC 7.4, limit 20) as a table, biggest first as sent. */
export function WinnerList() {
  const { t } = useTranslation('support');
  const { data, failure, retry } = useLoader(winnersLoader);
  return (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={retry}
      keepData
      isEmpty={noItems}
      empty={t('winners.empty')}
    >
      {(winners) => <WinnerTable data={winners} />}
    </ResourceView>
  );
}

function WinnerTable({ data }: { data: WinnerEntry[] }) {
  const { t } = useTranslation('support');
  const lang = currentLanguage();
  return (
    <ScrollTable tableClassName="winner-table" caption={t('winners.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('winners.rank')}</th>
          <th scope="col">{t('winners.player')}</th>
          <th scope="col">{t('winners.game')}</th>
          <th scope="col" className="amount">
            {t('winners.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((winner, i) => (
          <tr key={`${winner.customerName}-${i}`}>
            <td>{i + 1}</td>
            <td>{winner.customerName}</td>
            <td>{winner.gameName}</td>
            <td className="amount">{formatAmount(winner.winAmount, lang)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
