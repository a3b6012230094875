import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { WinnerEntry } from '../../api/contracts/games';
import { fetchWinners } from '../../api/lobby';
import { fromCall } from '../../api/from-call';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
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
  const lang = currentLanguage();
  if (failure && !data) return <ErrorState failure={failure} onRetry={retry} />;
  if (!data) return <Loading />;
  if (data.length === 0) return <EmptyState>{t('winners.empty')}</EmptyState>;
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
