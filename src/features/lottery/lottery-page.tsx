import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PendingScreen } from '../../components/screen';

const titles: Record<string, string> = {
  '/sealottery': 'pages.seaLottery',
  '/vnlottery': 'pages.vnLottery',
};

/** SPEC 2.1 Lottery group: /lottery, /seaLottery, /vnLottery, /lottert (login required). */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PendingScreen
      title={t(titles[pathname.toLowerCase()] ?? 'pages.lottery')}
      note={t('states.comingSoon')}
    />
  );
}
