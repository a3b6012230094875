import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { layoutProblems, waitForScreen, SMALLEST_PHONE } from './layout-checks';
import { everyScreen, type Screen } from './screens';
import { expectNoSeriousA11yIssues } from './support';

/**
 * The check that cannot forget a screen: every route, member-centre page and agent-centre
 * page (e2e/screens.ts) at the smallest phone width the product supports, in both languages, and at
 * a laptop's, in English (a Bengali label that fits 360 px fits 1366 px). Each fails on a page that
 * scrolls sideways, a control under 24 × 24 px, or a serious or critical axe violation.
 *
 * The announcement popups start closed (announcements-support.ts): they open over whatever page
 * loads, a moment after it, and announcements.spec.ts checks them on their own.
 *
 * Both motion preferences: the phone as most players see it (the marquee and the winner board
 * scroll), the desktop with less motion (the marquee stands still in its row, the board is a plain list),
 * which the journeys' config asks for by default.
 *
 * A page load costs more than the checks, so screens of one session follow each other inside the
 * app, as its links move (the history entry changes and the router follows); a session's screens
 * make one or two tests, so both workers stay busy.
 */
const sizes = [
  {
    name: '360 px phone',
    use: {
      viewport: SMALLEST_PHONE,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'no-preference' as const,
    },
    languages: ['BN', 'EN'],
    scanIn: 'BN',
  },
  // One language on the desktop: a Bengali label that fits 360 px fits 1366 px; the phone checks both.
  {
    name: '1366 px desktop',
    use: { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' as const },
    languages: ['EN'],
    scanIn: 'EN',
  },
];

// Eight screens a test, so both workers stay busy; a few left over join the test before them
// (17 make 8 and 9, not 8, 8 and 1): a page load and a test's new context cost more than a screen
// moved to in the app.
const CHUNK = 8;
function chunks(screens: readonly Screen[]): Screen[][] {
  const out: Screen[][] = [];
  for (const session of ['visitor', 'member', 'agent', 'own'] as const) {
    const ofSession = screens.filter((screen) => screen.session === session);
    // Screens with a session of their own each load, so one test holds them all.
    if (session === 'own') {
      out.push(ofSession);
      continue;
    }
    const ofTests: Screen[][] = [];
    for (let i = 0; i < ofSession.length; i += CHUNK) ofTests.push(ofSession.slice(i, i + CHUNK));
    if (ofTests.length > 1 && ofTests.at(-1)!.length < CHUNK / 2) ofTests.at(-2)!.push(...ofTests.pop()!);
    out.push(...ofTests);
  }
  return out;
}

/** Moves to a screen inside the running app, as an in-app link does. */
async function followInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Checks a screen. The layout in the size's languages (a Bengali label is longer or shorter); axe in
 * the size's own language (Bengali on the phone, English on the desktop), since what it checks (names,
 * roles, contrast, structure) does not change with the language and a scan costs more than the
 * page (about half of this file's time in CI). What axe reads: a popup alone (the page behind it is a screen of its own); the
 * whole page when it has just loaded; after an in-app move only the main content, because the
 * frame around it (header, menus, footer, bottom bar) is the one scanned at the load.
 */
async function expectScreenFits(
  page: Page,
  screen: Screen,
  where: string,
  { justLoaded, scan }: { justLoaded: boolean; scan: boolean },
) {
  // A popup's screen is the popup, by its name; any other is the page's main content.
  const shown = screen.dialog
    ? page.getByRole('dialog', { name: screen.dialog }).first()
    : page.getByRole('main').first();
  await expect(shown).toBeVisible();
  await waitForScreen(page);
  // Soft: one run lists what does not fit on every screen of the group, not just the first.
  expect.soft(await layoutProblems(page), where).toEqual([]);
  if (scan)
    await expectNoSeriousA11yIssues(page, screen.dialog ? 'dialog[open]' : justLoaded ? undefined : 'main');
}

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use(size.use);
    // Up to eleven screens in two languages a test: three minutes at most, on a busy machine.
    test.describe.configure({ timeout: 180_000 });
    for (const group of chunks(everyScreen)) {
      test(`${group.map((screen) => screen.name).join(', ')} fit and are accessible in ${size.languages.join(' and ')}`, async ({
        page,
      }) => {
        for (const lang of size.languages) {
          const scan = lang === size.scanIn;
          let loaded = false;
          for (const screen of group) {
            const where = `${screen.url} in ${lang}`;
            if (!loaded || screen.session === 'own') {
              await page.goto(`${screen.url}${screen.url.includes('?') ? '&' : '?'}seed=1&lang=${lang}`);
              loaded = true;
              await expectScreenFits(page, screen, where, { justLoaded: true, scan });
            } else {
              await followInApp(page, screen.url);
              await expectScreenFits(page, screen, where, { justLoaded: false, scan });
            }
          }
        }
      });
    }
  });
}
