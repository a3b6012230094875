import { agentCentrePageIds } from '../src/features/agent/page-ids';
import { memberCentrePageIds } from '../src/features/member-center/page-ids';
import { categoryRoutes } from '../src/lib/routes';

/** One screen of the product, as a URL of the QA interface (README) and who looks at it. */
export interface Screen {
  /** A short name for reports. */
  name: string;
  /** Path and QA parameters, without `lang` (the check adds it). */
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

/** The routes that open a popup over the home page (SPEC 2.1), by the popup's name. */
const popupOf: Record<string, RegExp> = {
  '/login': /^(Log in|লগ ইন)$/,
  '/register': /^(Register|নিবন্ধন)$/,
  '/help': /^(Help centre|সহায়তা কেন্দ্র)$/,
};

/**
 * Every route of SPEC 2.1, every member-centre page id (2.5) and every agent-centre page id (2.6),
 * plus the maintenance and region pages (2.3). The centre lists come from the app's own registries,
 * so a page added there is checked without anyone remembering to list it here.
 */
export const everyScreen: readonly Screen[] = [
  ...(
    [
      ['home', '/'],
      ['login', '/login'],
      ['register', '/register'],
      ['help', '/help'],
      ...Object.values(categoryRoutes).map((path) => [path.slice(1), path] as const),
      ['promotions', '/promotions'],
      ['seamless', '/seamless'],
      ['agent login', '/agent'],
    ] as const
  ).map(([name, path]) => ({
    name,
    url: `${path}?seed=1`,
    session: 'visitor' as const,
    dialog: popupOf[path],
  })),
  ...(
    [
      ['home as member', '/'],
      ['member', '/member'],
      ['favorite', '/favorite'],
      ['recent', '/recent'],
      ['lottery', '/lottery?gameCode=LOTT_1'],
      ['seaLottery', '/seaLottery'],
      ['vnLottery', '/vnLottery'],
      ['pointMall', '/pointMall'],
    ] as const
  ).map(([name, path]) => ({
    name,
    url: `${path}${path.includes('?') ? '&' : '?'}seed=1&${member}`,
    session: 'member' as const,
    // /member opens the member centre over the home page.
    ...(path === '/member' ? { dialog: /./ } : {}),
  })),
  ...memberCentrePageIds.map((id) => ({
    name: `mcPage ${id}`,
    url: `/?seed=1&${member}&mcPage=${id}`,
    session: 'member' as const,
    // The member centre: one dialog whatever page it shows, titled by the page.
    dialog: /./,
  })),
  { name: 'agent home', url: `/agentHome?seed=1&${agent}`, session: 'agent' },
  ...agentCentrePageIds.map((id) => ({
    name: `acPage ${id}`,
    url: `/agentHome?seed=1&${agent}&acPage=${id}`,
    session: 'agent' as const,
  })),
  { name: 'maintenance', url: '/?seed=1&scenario=maintenance-with-end', session: 'own' },
  { name: 'region blocked', url: '/?seed=1&scenario=region-blocked', session: 'own' },
];
