import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { gameListMachine } from '../../../machines/game-list.machine';
import {
  gameFilterCategories,
  gameSelectionTypes,
  type GameFilterCategory,
  type GameSelectionType,
  type VendorItem,
} from '../../api/contracts/games';
import { usePopupActions } from '../../app/providers/popups';
import { useFavouritesSelector } from '../../app/providers/favourites-context';
import { fromCall } from '../../api/from-call';
import { Screen } from '../../components/screen';
import { ErrorState, Loading } from '../../components/page-state';
import { noItems, ResourceView } from '../../components/resource-view';
import { VendorMenuGate } from '../../kits/games/vendor-menu-gate';
import { fromI18nCode } from '../../i18n';
import { formatCount } from '../../lib/format';
import { categoryOfPath, categoryRoutes, vendorHref, type CategoryType } from '../../lib/routes';
import { useIsLoggedIn } from '../../app/providers/use-session';
import { VirtualGameGrid } from '../../kits/games/virtual-game-grid';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import { loadGamePage } from './load-game-page';
import { activeFilterCount } from '../../lib/game-filters';
import { PHONE_QUERY, useMediaQuery } from '../../browser/use-media-query';
import { inspect } from '../../lib/actor-inspection';
import './game-list-center.css';

const listLogic = gameListMachine.provide({ actors: { loadPage: fromCall(loadGamePage) } });
/** No favourites known yet (their part is loading). */
const noIds: string[] = [];

/** SPEC 3.3: FAV and RECENT are the member's own lists. */

const needsSession = (selection: GameSelectionType) => selection === 'FAV' || selection === 'RECENT';

function VendorFilter({
  category,
  vendors,
  selected,
}: {
  category: CategoryType;
  vendors: VendorItem[];
  selected: string | null;
}) {
  const { t } = useTranslation('games');
  return (
    <nav className="vendor-filter" aria-label={t('list.providers')}>
      <ul>
        <li>
          <Link to={categoryRoutes[category]} aria-current={selected === null ? 'page' : undefined}>
            {t('list.allProviders')}
          </Link>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={vendorHref(category, vendor.vassalage)}
              aria-current={selected === vendor.vassalage ? 'page' : undefined}
            >
              {vendor.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One game list (a category, maybe one vendor, in one language): remounted when any of them changes. */
function GameList({
  category,
  vassalage,
  language,
  providers,
}: {
  category: CategoryType;
  vassalage: string | null;
  language: string;
  /** The providers' links: with the list's own filters, behind the Filters button on a phone. */
  providers: ReactNode;
}) {
  const { t } = useTranslation('games');
  const searchId = useId();
  const filtersId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const loggedIn = useIsLoggedIn();
  const popups = usePopupActions();
  const actor = useActorRef(listLogic, { input: { gameType: category, language, vassalage }, inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const draft = useSelector(actor, (s) => s.context.draft);
  const games = useSelector(actor, (s) => s.context.games);
  const total = useSelector(actor, (s) => s.context.total);
  const failure = useSelector(actor, (s) => s.context.failure);
  const phase = useSelector(actor, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('moreFailed')
          ? 'moreFailed'
          : s.matches('loadingMore')
            ? 'loadingMore'
            : 'ready',
  );
  const hasMore = useSelector(actor, (s) => s.context.pageNo < s.context.totalPages);
  // SPEC 4.8: a game un-favourited here leaves the FAV list at once.
  const favouriteIds = useFavouritesSelector((s) => s.context.ids, noIds);
  const shown = query.selection === 'FAV' ? games.filter((g) => favouriteIds.includes(g.nodeId)) : games;
  const onNearEnd = useCallback(() => actor.send({ type: 'more.load' }), [actor]);
  const select = (selection: GameSelectionType) => actor.send({ type: 'query.set', query: { selection } });
  const filter = (classify: GameFilterCategory) =>
    actor.send({ type: 'query.set', query: { classify: query.classify === classify ? null : classify } });

  let body;
  if (needsSession(query.selection) && !loggedIn) {
    body = (
      <div className="state state--empty">
        <p>{t(query.selection === 'FAV' ? 'list.loginForFavourites' : 'list.loginForRecent')}</p>
        <button type="button" className="button" onClick={() => popups.show('login')}>
          {t('common:auth.login')}
        </button>
      </div>
    );
  } else {
    // The first page's states; a further page's loading and failure show under the games it adds to.
    body = (
      <ResourceView
        data={phase === 'loading' ? null : shown}
        failure={phase === 'failed' ? failure : null}
        onRetry={() => actor.send({ type: 'retry' })}
        loadingLabel={t('list.loading')}
        isEmpty={noItems}
        empty={t(query.keyword ? 'list.noMatch' : 'list.empty', { keyword: query.keyword })}
      >
        {(list) => (
          <>
            <VirtualGameGrid
              games={list}
              total={query.selection === 'FAV' ? list.length : total}
              label={t('list.gamesLabel')}
              onNearEnd={onNearEnd}
            />
            <div className="game-list__foot">
              {phase === 'loadingMore' && <Loading label={t('list.loadingMore')} />}
              {phase === 'moreFailed' && failure && (
                <ErrorState failure={failure} onRetry={() => actor.send({ type: 'retry' })} />
              )}
              {!hasMore && phase === 'ready' && (
                <p className="game-list__end">
                  {t('list.end', { n: formatCount(list.length, fromI18nCode(language)) })}
                </p>
              )}
            </div>
          </>
        )}
      </ResourceView>
    );
  }

  const activeFilters = activeFilterCount({ ...query, vassalage });
  return (
    <div className="game-list">
      {/* On a phone the filters wait behind one button, so the games start near the top. */}
      {phone && (
        <button
          type="button"
          className="button button--ghost game-list__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('list.filters')}
          {activeFilters > 0 && (
            <span className="game-list__filters-count">
              <span aria-hidden="true">{activeFilters}</span>
              <span className="visually-hidden"> {t('list.filtersActive', { count: activeFilters })}</span>
            </span>
          )}
        </button>
      )}
      <div id={filtersId} className="game-list__filters" hidden={phone && !filtersOpen}>
        {providers}
        <div className="game-list__controls">
          <div role="group" aria-label={t('list.show')} className="game-chip-group">
            {gameSelectionTypes.map((type) => (
              <button
                key={type}
                type="button"
                className="game-chip"
                aria-pressed={query.selection === type}
                onClick={() => select(type)}
              >
                {t(`list.selection.${type}`)}
              </button>
            ))}
          </div>
          <div role="group" aria-label={t('list.categories')} className="game-chip-group">
            {gameFilterCategories.map((classify) => (
              <button
                key={classify}
                type="button"
                className="game-chip"
                aria-pressed={query.classify === classify}
                onClick={() => filter(classify)}
              >
                {t(`list.filter.${classify}`)}
              </button>
            ))}
          </div>
          <div className="game-list__search">
            <label htmlFor={searchId}>{t('list.search')}</label>
            <input
              id={searchId}
              type="search"
              value={draft}
              autoComplete="off"
              onChange={(event) => actor.send({ type: 'search.type', keyword: event.target.value })}
            />
          </div>
        </div>
      </div>
      {(phase === 'ready' || phase === 'loadingMore' || phase === 'moreFailed') && shown.length > 0 && (
        <p className="game-list__count">
          {t('list.count', {
            n: formatCount(query.selection === 'FAV' ? shown.length : total, fromI18nCode(language)),
          })}
        </p>
      )}
      {body}
    </div>
  );
}

/** SPEC 2.1 GameListCenter group: /fish, /rng (with vassalage), /pvp, /bgs. */
export default function GameListCenterPage() {
  const { t, i18n } = useTranslation('games');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = categoryOfPath(pathname) ?? 'RNG';
  const menu = useVendorCategories();
  const vendors = menu.categories[category] ?? [];
  const vassalage = params.get('vassalage');
  const vendor = vendors.find((v) => v.vassalage === vassalage);
  const language = fromI18nCode(i18n.language);
  const title = t(`common:categories.${category}`);
  return (
    <Screen title={vendor ? t('list.vendorTitle', { category: title, vendor: vendor.displayName }) : title}>
      <VendorMenuGate menu={menu} vendors={vendors} emptyText={t('list.noVendors')}>
        <GameList
          key={`${category}:${vassalage ?? ''}:${language}`}
          category={category}
          vassalage={vendor ? vendor.vassalage : null}
          language={language}
          providers={
            <VendorFilter category={category} vendors={vendors} selected={vendor ? vendor.vassalage : null} />
          }
        />
      </VendorMenuGate>
    </Screen>
  );
}
