import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { requireAgent, requireToken } from './route-guards';
import { routes } from './router';

/** Every page route with whether an error element below its layout catches its errors. */
function pagesOf(route: RouteObject, caught: boolean): Array<{ path: string; caught: boolean }> {
  const here = caught || route.errorElement !== undefined;
  const own = route.path ? [{ path: route.path, caught: here }] : [];
  return [...own, ...(route.children ?? []).flatMap((child) => pagesOf(child, here))];
}

describe('route table', () => {
  it('gives every layout an error element, and every page one inside its layout', () => {
    for (const layout of routes) {
      expect(layout.errorElement).toBeDefined();
      const pages = (layout.children ?? []).flatMap((child) => pagesOf(child, false));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((page) => !page.caught).map((page) => page.path)).toEqual([]);
    }
  });
});

/** The page route the table serves a path with (the not-found page is `*`). */
const served = (path: string) => matchRoutes(routes, path)!.at(-1)!.route;
/** The popup a path opens over the home page. */
async function popupOf(path: string) {
  const lazy = served(path).lazy as () => Promise<{ element: unknown }>;
  const { element } = await lazy();
  return isValidElement<{ popup: string }>(element) ? element.props.popup : undefined;
}

describe('the routes of SPEC 2.1, each served by its own page', () => {
  it('the home page and the paths that show it', () => {
    const home = served('/');
    // SPEC 2.1 /
    expect(home.path).toBe('/');
    // SPEC 2.1 /index
    expect(served('/index').element).toBe(home.element);
    // SPEC 2.1 /index.html
    expect(served('/index.html').element).toBe(home.element);
    // SPEC 2.1 /home
    expect(served('/home').element).toBe(home.element);
    expect(served('/no-such-page').path).toBe('*');
  });

  it('the popups over the home page', async () => {
    // SPEC 2.1 /login
    expect(await popupOf('/login')).toBe('login');
    // SPEC 2.1 /register
    expect(await popupOf('/register')).toBe('register');
    // SPEC 2.1 /help
    expect(await popupOf('/help')).toBe('help');
  });

  it('the game centre, the game lists and the lotteries', () => {
    const centre = served('/live').lazy;
    const list = served('/rng').lazy;
    const lottery = served('/lottery');
    expect(new Set([centre, list, lottery.lazy]).size).toBe(3);
    // SPEC 2.1 /live
    expect(served('/live').path).toBe('/live');
    // SPEC 2.1 /sports
    expect(served('/sports').lazy).toBe(centre);
    // SPEC 2.1 /esports
    expect(served('/esports').lazy).toBe(centre);
    // SPEC 2.1 /lott
    expect(served('/lott').lazy).toBe(centre);
    // SPEC 2.1 /elott
    expect(served('/elott').lazy).toBe(centre);
    // SPEC 2.1 /cockfight
    expect(served('/cockfight').lazy).toBe(centre);
    // SPEC 2.1 /fish
    expect(served('/fish').lazy).toBe(list);
    // SPEC 2.1 /rng
    expect(served('/rng').path).toBe('/rng');
    // SPEC 2.1 /pvp
    expect(served('/pvp').lazy).toBe(list);
    // SPEC 2.1 /bgs
    expect(served('/bgs').lazy).toBe(list);
    // SPEC 2.1 /lottery: for members only.
    expect(lottery.loader).toBe(requireToken);
    // SPEC 2.1 /seaLottery
    expect(served('/seaLottery').lazy).toBe(lottery.lazy);
    // SPEC 2.1 /vnLottery
    expect(served('/vnLottery').lazy).toBe(lottery.lazy);
  });

  it("a member's games and pages, the agent's pages", () => {
    const favourite = served('/favorite');
    // SPEC 2.1 /favorite: a member's own list.
    expect([favourite.path, favourite.loader]).toEqual(['/favorite', requireToken]);
    // SPEC 2.1 /recent
    expect([served('/recent').lazy, served('/recent').loader]).toEqual([favourite.lazy, requireToken]);
    // SPEC 2.1 /member
    expect([served('/member').path, served('/member').loader]).toEqual(['/member', requireToken]);
    // SPEC 2.1 /promotions
    expect(served('/promotions').path).toBe('/promotions');
    // SPEC 2.1 /pointMall
    expect(served('/pointMall').path).toBe('/pointMall');
    // SPEC 2.1 /seamless
    expect(served('/seamless').path).toBe('/seamless');
    // SPEC 2.1 /agent
    expect(served('/agent').path).toBe('/agent');
    // SPEC 2.1 /agentHome: for agents only.
    expect([served('/agentHome').path, served('/agentHome').loader]).toEqual(['/agentHome', requireAgent]);
  });
});
