import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Carousel, CAROUSEL_PER_VIEW, CAROUSEL_SPACING } from '../../components/carousel';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { RenderWhenNear } from '../../components/render-when-near';
import { fromI18nCode } from '../../i18n';
import { categoryRoutes } from '../../lib/routes';
import { homeSections, type HomeSectionType } from '../../lib/vendors';
import type { VendorItem } from '../../api/contracts/games';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import { HomeAnnouncementsView } from './home-announcements';
import { HotGames } from './hot-games';
import { JackpotBoard } from './jackpot-board';
import { VendorCard } from '../../kits/games/vendor-card';
import { VendorCardShape, vendorsPlaceholderClass } from './vendors-placeholder';
import './lobby.css';

/** SPEC 9: vendor carousels show their arrows above 12 items. */
export const VENDOR_ARROWS_ABOVE = 12;

/**
 * The home page below its title (SPEC 1, 2.2): notice marquee and banners, then the sections in the
 * spec's order: hot games, jackpot and winners, then the vendor sections. Loaded after the first
 * paint with the slider it needs. Language-bound parts are keyed by the language, so a switch loads
 * them again; the vendors follow the game menu, which the language switch reloads. The
 * vendor sections render when they come near the viewport (their headings at once).
 */
export default function HomeContent() {
  const { t, i18n } = useTranslation('lobby');
  const language = fromI18nCode(i18n.language);
  return (
    <>
      <HomeAnnouncementsView key={`a-${language}`} language={language} />
      <section className="home-section" aria-labelledby="home-hot">
        <h2 id="home-hot">{t('hot.title')}</h2>
        <HotGames key={language} language={language} />
      </section>
      <section className="home-section" aria-labelledby="home-jackpot">
        <h2 id="home-jackpot">{t('jackpot.title')}</h2>
        {/* SPEC 4.2: the winner board loads at start (and on a language switch), so it is not deferred. */}
        <JackpotBoard language={language} />
      </section>
      <VendorSections />
    </>
  );
}

function VendorSections() {
  const { t } = useTranslation('lobby');
  const menu = useVendorCategories();
  if (!menu.loaded) {
    return (
      <div className="home-section">
        {menu.failure ? <ErrorState failure={menu.failure} onRetry={menu.retry} /> : <Loading />}
      </div>
    );
  }
  return homeSections(menu.categories).map(({ type, vendors }) => (
    <section key={type} className="home-section" aria-labelledby={`home-${type}`}>
      <div className="home-section__head">
        <h2 id={`home-${type}`}>{t(`common:categories.${type}`)}</h2>
        {type !== 'INHOUSE' && vendors.length > 0 && (
          <Link to={categoryRoutes[type]} className="home-section__more">
            {t('sections.viewAll', { category: t(`common:categories.${type}`) })}
          </Link>
        )}
      </div>
      {vendors.length === 0 ? (
        <EmptyState>{t('sections.empty')}</EmptyState>
      ) : (
        <RenderWhenNear
          placeholderClass={vendorsPlaceholderClass(vendors, VENDOR_ARROWS_ABOVE)}
          placeholder={<VendorCardShape type={type} vendors={vendors} />}
        >
          <SectionVendors type={type} vendors={vendors} />
        </RenderWhenNear>
      )}
    </section>
  ));
}

function SectionVendors({ type, vendors }: { type: HomeSectionType; vendors: VendorItem[] }) {
  const { t } = useTranslation('lobby');
  return (
    <Carousel
      label={t('sections.carousel', { category: t(`common:categories.${type}`) })}
      items={vendors}
      itemKey={(vendor) => vendor.vassalage}
      renderItem={(vendor) => <VendorCard vendor={vendor} category={type} />}
      perView={CAROUSEL_PER_VIEW}
      spacing={CAROUSEL_SPACING}
      arrowsAbove={VENDOR_ARROWS_ABOVE}
    />
  );
}
