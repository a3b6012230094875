import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { Screen } from '../../components/screen';
import { categoryOfPath } from '../../lib/routes';
import { VendorCard } from '../lobby/vendor-card';
import { useVendorCategories } from '../shell/use-vendor-categories';

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
      {!menu.loaded ? (
        menu.failure ? (
          <ErrorState failure={menu.failure} onRetry={menu.retry} />
        ) : (
          <Loading />
        )
      ) : vendors.length === 0 ? (
        <EmptyState>{t('list.noVendors')}</EmptyState>
      ) : (
        <ul className="card-grid" aria-label={t('centre.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard vendor={vendor} category={category} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
