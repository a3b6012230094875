import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import type { CategoryType } from '../../lib/routes';
import type { VendorCategories } from '../../lib/vendors';
import { useVendorCategories } from '../shell/use-vendor-categories';
import { VendorCard } from './vendor-card';

/** SPEC 2.2 section order after the hot games and the jackpot/winner board. */
const vendorSections = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly CategoryType[];
/** SPEC 9: home sections show the first 12 vendor items. */
const HOME_SECTION_ITEMS = 12;

/**
 * SPEC 2.2 home page. The hot games carousel, the jackpot ticker and the winner board are the
 * lobby work's; until then their sections show their empty state.
 */
export function HomePage() {
  const { t } = useTranslation();
  const menu = useVendorCategories();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <section className="home-section" aria-labelledby="home-hot">
        <h2 id="home-hot">{t('home.hotGames')}</h2>
        <EmptyState>{t('home.noHotGames')}</EmptyState>
      </section>
      <section className="home-section" aria-labelledby="home-jackpot">
        <h2 id="home-jackpot">{t('home.jackpotAndWinners')}</h2>
        <EmptyState>{t('home.noWinners')}</EmptyState>
      </section>
      {!menu.loaded ? (
        menu.failure ? (
          <ErrorState failure={menu.failure} onRetry={menu.retry} />
        ) : (
          <Loading />
        )
      ) : (
        vendorSections.map((type) => (
          <section key={type} className="home-section" aria-labelledby={`home-${type}`}>
            <h2 id={`home-${type}`}>{t(`categories.${type}`)}</h2>
            <SectionVendors type={type} categories={menu.categories} />
          </section>
        ))
      )}
    </div>
  );
}

function SectionVendors({ type, categories }: { type: CategoryType; categories: VendorCategories }) {
  const { t } = useTranslation();
  const vendors = (categories[type] ?? []).slice(0, HOME_SECTION_ITEMS);
  if (vendors.length === 0) return <EmptyState>{t('home.noVendors')}</EmptyState>;
  return (
    <ul className="card-grid">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorCard vendor={vendor} category={type} />
        </li>
      ))}
    </ul>
  );
}
