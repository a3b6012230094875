import { agentCentrePageIds } from '../src/lib/agent-centre-page-ids';
import { memberCentrePageIds } from '../src/lib/member-centre-page-ids';
import { categoryRoutes } from '../src/lib/routes';

/**
 * One screen of the product, as a URL of the QA interface (docs/qa.md) and who looks at it. Shared by
 * the every-screen check (e2e/every-screen.spec.ts) and the gallery (scripts/screenshots.ts).
 */
export interface Screen {
  /** A short name for reports: the route, or the centre's page id. */
  name: string;
  section: 'Routes' | 'Member centre' | 'Agent centre' | 'System pages';
  /** Path and QA parameters, without `seed` and `lang` (the user of the list adds them). */
  url: string;
  /**
   * Screens of one session follow each other in the app without a reload, as its links move; a
   * screen with a session of its own (a scenario) is loaded on its own.
   */
  session: 'visitor' | 'member' | 'agent' | 'own';
  /** The screen is a popup over a page: it is there once the dialog of this name (BN or EN) is. */
  dialog?: RegExp;
}

const member = 'loginAs=demo01';
// agent01 has a contract of every kind in the `agent` scenario, so every contract page shows.
const agent = 'scenario=agent&loginAs=agent01';
const withParams = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`;

/** The routes that open a popup over the home page (SPEC 2.1), by the popup's name. */
const popupOf: Record<string, RegExp> = {
  '/login': /^(Log in|লগ ইন)$/,
  '/register': /^(Register|নিবন্ধন)$/,
  '/help': /^(Help centre|সহায়তা কেন্দ্র)$/,
  // The member page opens the member centre over the home page; its title is the page's.
  '/member': /./,
};

const route = (path: string, session: 'visitor' | 'member'): Screen => ({
  name: path.split('?')[0]!,
  section: 'Routes',
  url: session === 'member' ? withParams(path, member) : path,
  session,
  ...(popupOf[path] ? { dialog: popupOf[path] } : {}),
});

/**
 * Every route of SPEC 2.1, every member-centre page id (2.5) and every agent-centre page id (2.6),
 * plus the maintenance and region pages (2.3). The centre lists come from the app's own registries,
 * so a page added there is checked without anyone remembering to list it here.
 */
export const everyScreen: readonly Screen[] = [
  ...[
    '/',
    '/login',
    '/register',
    '/help',
    ...Object.values(categoryRoutes),
    '/promotions',
    '/seamless',
    '/agent',
  ].map((path) => route(path, 'visitor')),
  // A game of the mock world's one lottery vendor (mocks/world/vendor-catalogue.ts).
  ...[
    '/member',
    '/favorite',
    '/recent',
    '/lottery?gameCode=TCG_LOTTO_VN_1',
    '/seaLottery',
    '/vnLottery',
    '/pointMall',
  ].map((path) => route(path, 'member')),
  ...memberCentrePageIds.map((id): Screen => ({
    name: id,
    section: 'Member centre',
    url: `/?${member}&mcPage=${id}`,
    session: 'member',
    // The member centre: one dialog whatever page it shows, titled by the page.
    dialog: /./,
  })),
  { name: '/agentHome', section: 'Routes', url: `/agentHome?${agent}`, session: 'agent' },
  ...agentCentrePageIds.map((id): Screen => ({
    name: id,
    section: 'Agent centre',
    url: `/agentHome?${agent}&acPage=${id}`,
    session: 'agent',
  })),
  { name: 'maintenance', section: 'System pages', url: '/?scenario=maintenance-with-end', session: 'own' },
  { name: 'region blocked', section: 'System pages', url: '/?scenario=region-blocked', session: 'own' },
];
