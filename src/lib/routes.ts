import type { GameType } from '../api/contracts/game-menu';

/** SPEC 2.1 category routes. */
export const categoryRoutes = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  BGS: '/bgs',
  COCKFIGHT: '/cockfight',
} as const satisfies Partial<Record<GameType, string>>;
export type CategoryType = keyof typeof categoryRoutes;

export const categoryOfPath = (pathname: string): CategoryType | null =>
  (Object.entries(categoryRoutes).find(([, path]) => path === pathname)?.[0] as CategoryType | undefined) ??
  null;

/** The game list centre routes (the rest of the categories are game centres). */
export const gameListCategories = ['FISH', 'RNG', 'PVP', 'BGS'] as const satisfies readonly CategoryType[];

/**
 * SPEC 2.1: the lottery pages and the other paths treated as game pages hide the side menu.
 * /seamless hosts a launched game full width, so it counts as one too.
 */
const gamePagePaths = ['/lottery', '/sealottery', '/vnlottery', '/lottert', '/seamless'];
export const isGamePage = (pathname: string) => gamePagePaths.includes(pathname.toLowerCase());

/** SPEC 2.1: main content is keyed by path; /, /login and /register count as one. */
export function contentKey(pathname: string): string {
  return ['/', '/login', '/register'].includes(pathname) ? '/' : pathname;
}

/** Vendor links: RNG vendors open the game list filtered by vassalage (SPEC 4.9). */
export function vendorHref(category: CategoryType, vassalage: string): string {
  return `${categoryRoutes[category]}?vassalage=${encodeURIComponent(vassalage)}`;
}

/** SPEC 2.1 agent routes use the agent layout. */
export const isAgentPath = (pathname: string) => pathname === '/agent' || pathname === '/agentHome';

/**
 * The agent-centre page a link asked for (DESIGN.md `acPage`) survives the detour through the agent
 * login: /agentHome?acPage=X → /agent?acPage=X → (login) → /agentHome?acPage=X. Other parameters
 * stay behind (the QA ones are kept for the tab's session anyway).
 */
function withAcPage(pathname: string, search: string): string {
  const page = new URLSearchParams(search).get('acPage');
  return page ? `${pathname}?${new URLSearchParams({ acPage: page })}` : pathname;
}
export const agentLoginFrom = (search: string) => withAcPage('/agent', search);
export const agentHomeFrom = (search: string) => withAcPage('/agentHome', search);
