import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { Screen } from '../../components/screen';
import { categoryOfPath } from '../../lib/routes';
import { useVendorCategories } from '../shell/use-vendor-categories';
import { VendorCard } from './vendor-card';

/**
 * A category's page (game centre or game list centre, SPEC 2.1): its title and its vendors. The
 * games, filters and launch belong to the lobby work and fill this page later.
 */
export function CategoryVendors() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const category = categoryOfPath(pathname) ?? 'RNG';
  const menu = useVendorCategories();
  const vendors = menu.categories[category] ?? [];
  const selected = query.get('vassalage');
  const selectedVendor = vendors.find((v) => v.vassalage === selected);
  return (
    <Screen title={t(`categories.${category}`)}>
      {selectedVendor && (
        <p className="page__lead">{t('lobby.vendorSelected', { vendor: selectedVendor.displayName })}</p>
      )}
      {!menu.loaded ? (
        menu.failure ? (
          <ErrorState failure={menu.failure} onRetry={menu.retry} />
        ) : (
          <Loading />
        )
      ) : vendors.length === 0 ? (
        <EmptyState>{t('home.noVendors')}</EmptyState>
      ) : (
        <ul className="card-grid">
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
