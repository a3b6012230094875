import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Screen } from '../../components/screen';
import { VendorMenuGate } from '../../kits/games/vendor-menu-gate';
import { categoryOfPath } from '../../lib/routes';
import { VendorCard } from '../../kits/games/vendor-card';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';

/**
 * SPEC 2.1 GameCenter group: /live, /sports, /esports, /lott, /elott, /cockfight. The category's
 * vendors as cards (SPEC 2.7: a click launches the vendor), composed as SPEC 4.10 says.
 */
export default function GameCenterPage() {
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname) ?? 'LIVE';
  const menu = useVendorCategories();
  const vendors = menu.categories[category] ?? [];
  return (
    <Screen title={t(`common:categories.${category}`)}>
      <VendorMenuGate menu={menu} vendors={vendors} emptyText={t('list.noVendors')}>
        <ul className="card-grid" aria-label={t('centre.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard vendor={vendor} category={category} />
            </li>
          ))}
        </ul>
      </VendorMenuGate>
    </Screen>
  );
}
