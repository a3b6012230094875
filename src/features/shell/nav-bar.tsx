import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCurrentInView } from '../../components/use-current-in-view';
import { categoryRoutes, vendorHref } from '../../lib/routes';
import { isLargeDropMenu, navCategories } from '../../lib/vendors';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';

/**
 * SPEC 2.1 navigation bar: home, each category with at least one vendor in the spec's order, then
 * promotions last. Hovering or focusing a category shows its vendors (SPEC 2.3 drop menu).
 */
export function NavBar() {
  const { t } = useTranslation();
  const { categories, failure, retry } = useVendorCategories();
  const { pathname } = useLocation();
  const row = useCurrentInView<HTMLUListElement>(pathname);
  // A category's drop menu is built the first time a pointer or the focus reaches it (CSS
  // shows it on hover and focus), not for every category at the first paint: a phone,
  // which has no hover, never builds them.
  const [reached, setReached] = useState<ReadonlySet<string>>(new Set());
  const reach = (type: string) => {
    if (!reached.has(type)) setReached(new Set(reached).add(type));
  };
  return (
    <nav className="nav-bar" aria-label={t('nav.label')}>
      <ul className="nav-bar__list" ref={row}>
        <li className="nav-item">
          <NavLink to="/" end className="nav-item__link">
            {t('nav.home')}
          </NavLink>
        </li>
        {navCategories(categories).map((type) => {
          const vendors = categories[type] ?? [];
          return (
            <li key={type} className="nav-item">
              <NavLink
                to={categoryRoutes[type]}
                className="nav-item__link"
                onPointerEnter={() => reach(type)}
                onFocus={() => reach(type)}
              >
                {t(`categories.${type}`)}
              </NavLink>
              {reached.has(type) && (
                <ul
                  className={`drop-menu ${isLargeDropMenu(vendors.length) ? 'drop-menu--large' : ''}`}
                  aria-label={t('nav.vendorsOf', { category: t(`categories.${type}`) })}
                >
                  {vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <Link to={vendorHref(type, vendor.vassalage)}>{vendor.displayName}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        <li className="nav-item">
          <NavLink to="/promotions" className="nav-item__link">
            {t('nav.promotions')}
          </NavLink>
        </li>
      </ul>
      {failure && (
        <button type="button" className="link-button" onClick={retry}>
          {t('nav.reload')}
        </button>
      )}
    </nav>
  );
}
