import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { HomePage, preloadHomeContent } from '../features/lobby/home-page';
import { FullPageLoader } from './full-page-loader';
import { MainLayout } from './layouts/main-layout';
import { requireAgent, requireToken } from './route-guards';
import { RouteError } from './route-error';
import { screenGroup } from './routing/screen-group';

// SPEC 2.1 screen groups, each its own chunk.
const GameCenter = screenGroup(() => import('../features/game-center/game-center-page'));
const GameListCenter = screenGroup(() => import('../features/game-list-center/game-list-center-page'));
const AccountGame = screenGroup(() => import('../features/account-game/account-game-page'));
const Lottery = screenGroup(() => import('../features/lottery/lottery-page'));
const Promotions = screenGroup(() => import('../features/promotions/promotions-page'));
const PointMall = screenGroup(() => import('../features/point-mall/point-mall-page'));
const Seamless = screenGroup(() => import('../features/seamless/seamless-page'));
const MemberCentre = screenGroup(() => import('./member-route'));
const AgentLogin = screenGroup(() => import('../features/auth/agent-login-page'));
const AgentHome = screenGroup(() => import('../features/agent/agent-home-page'));

/** The routes that show the home page: its sections' chunk is asked for at boot (`preloadPage`). */
const homeChunk = { preload: preloadHomeContent };

const paths = (list: string[], route: Omit<RouteObject, 'path' | 'children' | 'index'>): RouteObject[] =>
  list.map((path) => ({ ...route, path }) as RouteObject);

/** A path that shows the home page with a popup open over it (features/auth/popup-route.tsx). */
const popupRoute = (
  path: string,
  popup: 'help' | 'login' | 'register',
  redirectHome: boolean,
): RouteObject => ({
  path,
  handle: homeChunk,
  lazy: () =>
    import('../features/auth/popup-route').then(({ PopupRoute }) => ({
      element: (
        <PopupRoute popup={popup} redirectHome={redirectHome}>
          <HomePage />
        </PopupRoute>
      ),
    })),
});

/**
 * The one route table (SPEC 2.1). Paths match case-insensitively, so /vnLottery and /vnlottery,
 * /seaLottery and /sealottery are one route each. /login, /register and /help show the home page;
 * their popups open over it.
 */
export const routes: RouteObject[] = [
  {
    // The agent site's frame loads with its pages: a player on the main site never needs it.
    lazy: () => import('./layouts/agent-layout').then((module) => ({ Component: module.AgentLayout })),
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // A page that fails shows its error inside the agent layout (its header stays), as below.
        errorElement: <RouteError />,
        children: [
          { path: '/agent', lazy: AgentLogin },
          { path: '/agentHome', loader: requireAgent, lazy: AgentHome },
        ],
      },
    ],
  },
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Every page's error shows inside the layout (header, menu and footer stay).
        errorElement: <RouteError />,
        children: [
          ...paths(['/', '/index', '/index.html', '/home'], { element: <HomePage />, handle: homeChunk }),
          // SPEC 2.1: /help (and /help#term, the terms), /login and /register are the home page with
          // their popup open (a part of their own: the home page's first screen does without it).
          popupRoute('/help', 'help', false),
          popupRoute('/login', 'login', true),
          popupRoute('/register', 'register', false),
          ...paths(['/live', '/sports', '/esports', '/lott', '/elott', '/cockfight'], { lazy: GameCenter }),
          ...paths(['/fish', '/rng', '/pvp', '/bgs'], { lazy: GameListCenter }),
          ...paths(['/favorite', '/recent'], { loader: requireToken, lazy: AccountGame }),
          ...paths(['/lottery', '/seaLottery', '/vnLottery', '/lottert'], {
            loader: requireToken,
            lazy: Lottery,
          }),
          { path: '/member', loader: requireToken, lazy: MemberCentre },
          { path: '/promotions', lazy: Promotions },
          { path: '/pointMall', lazy: PointMall },
          { path: '/seamless', lazy: Seamless },
          {
            path: '*',
            lazy: () => import('./not-found-page').then((module) => ({ Component: module.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Asks for the chunks of the page at this path as the app boots, so they download while
 * the start-up calls are out instead of after the site has rendered. Failures are left to the
 * route, which reports them with a way to try again when it renders.
 */
export function preloadPage(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    (route.handle as { preload?: () => void } | undefined)?.preload?.();
  }
}
