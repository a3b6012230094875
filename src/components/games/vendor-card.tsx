import { useTranslation } from 'react-i18next';
import type { VendorItem } from '../../api/contracts/games';
import type { CategoryType } from '../../lib/routes';
import { useGameLaunch } from './use-game-launch';
import './vendor-card.css';

/**
 * SPEC 2.7 vendor card: its picture and name; clicking the card launches the vendor, and every
 * category but RNG shows a PLAY NOW button. The card is that one button (no control inside a
 * control): PLAY NOW is its visible call to action, part of its name.
 */
export function VendorCard({ vendor, category }: { vendor: VendorItem; category: CategoryType | 'INHOUSE' }) {
  const { t } = useTranslation('lobby');
  const { launch } = useGameLaunch();
  return (
    <button type="button" className="vendor-card" onClick={() => launch({ kind: 'vendor', vendor })}>
      <img src={vendor.lagerIcon} alt="" width={160} height={96} loading="lazy" decoding="async" />
      <span className="vendor-card__name">{vendor.displayName}</span>
      {category !== 'RNG' && <span className="vendor-card__play">{t('vendor.playNow')}</span>}
    </button>
  );
}
