import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { launchLotteryLobby } from '../../api/launch';
import { ErrorState, Loading } from '../../components/page-state';
import { Screen } from '../../components/screen';
import { currentLanguage } from '../../i18n';
import { lotteryLaunchParams, lotteryPageOf } from '../../lib/lottery';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import { GameHost } from '../../kits/games/game-host';

const titles = {
  lottery: 'pages.lottery',
  vnLottery: 'pages.vnLottery',
  seaLottery: 'pages.seaLottery',
} as const;

/**
 * SPEC 2.1 Lottery group: /lottery, /seaLottery, /vnLottery (and /lottert, /vnlottery,
 * /sealottery); the route guard has already sent a visitor to /login. Launches the lottery lobby
 * with the SPEC 7.5 parameters once the vendor menu tells the prize mode (SPEC 4.10), and hosts it.
 */
export default function LotteryPage() {
  const { t } = useTranslation('launch');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = lotteryPageOf(pathname);
  const title = t(`common:${titles[page]}`);
  const vendors = useVendorCategories();
  if (!vendors.loaded) {
    return (
      <Screen title={title}>
        {vendors.failure ? (
          <ErrorState failure={vendors.failure} onRetry={vendors.retry} />
        ) : (
          <Loading label={t('host.loading')} />
        )}
      </Screen>
    );
  }
  const request = lotteryLaunchParams({
    page,
    gameCode: search.get('gameCode'),
    categories: vendors.categories,
    language: currentLanguage(),
    backUrl: `${window.location.origin}/`,
  });
  return (
    <GameHost
      key={`${page}:${request.lottoGameCode ?? ''}:${request.lottoPrizeMode}`}
      title={title}
      request={request}
      launch={launchLotteryLobby}
    />
  );
}
