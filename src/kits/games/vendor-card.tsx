import { useTranslation } from 'react-i18next';
import type { VendorItem } from '../../api/contracts/games';
import type { CategoryType } from '../../lib/routes';
import { FallbackImage } from '../../components/fallback-image';
import { useGameLaunch } from './use-game-launch';
import defaultImage from './vendor-default.svg';
import './vendor-card.css';

/**
 * SPEC 2.7 vendor card: its picture and name; clicking the card launches the vendor, and every
 * category but RNG shows a PLAY NOW button. The card is that one button (no control inside a
 * control): PLAY NOW is its visible call to action, part of its name. SPEC 8: a picture that fails
 * to load shows the default vendor image, in the same 5:3 box; the picture stays decorative (the
 * name is in the button's text).
 */
export function VendorCard({ vendor, category }: { vendor: VendorItem; category: CategoryType | 'INHOUSE' }) {
  const { t } = useTranslation('lobby');
  const { launch } = useGameLaunch();
  return (
    <button type="button" className="vendor-card" onClick={() => launch({ kind: 'vendor', vendor })}>
      <FallbackImage
        src={vendor.lagerIcon}
        fallback={defaultImage}
        alt=""
        width={160}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <span className="vendor-card__name">{vendor.displayName}</span>
      {category !== 'RNG' && <span className="vendor-card__play">{t('vendor.playNow')}</span>}
    </button>
  );
}
