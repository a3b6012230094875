import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { SMALLEST_PHONE } from './layout-checks';

// A player's place on a phone: the way back from a game, the agent centre's pages in groups, the
// game list's filters behind one button, and floating controls that leave the page usable.

const gameGrid = (page: Page) => page.getByRole('list', { name: 'Games' });

/** Whether a tap at the middle of `target` reaches it (nothing fixed or floating sits over it). */
const isOnTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test(
  'Back to the lobby from a game opened deep in Slots returns to Slots, with that game in view',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/rng?lang=EN&seed=1');
    await expect(gameGrid(page).getByRole('listitem').first()).toBeVisible();
    // The player scrolls a long way down (pages of games load on the way).
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollBy(0, 1500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThanOrEqual(6000);
    // A game in the middle of the screen, once its row has rendered.
    let name = '';
    await expect
      .poll(async () => {
        name = await gameGrid(page).evaluate((grid) => {
          const trials = [...grid.querySelectorAll('button')].filter((b) =>
            b.getAttribute('aria-label')?.startsWith('Free Trial: '),
          );
          const middle = trials.find((b) => {
            const box = b.getBoundingClientRect();
            return box.top > window.innerHeight / 3 && box.bottom < (window.innerHeight * 2) / 3;
          });
          return middle?.getAttribute('aria-label') ?? '';
        });
        return name;
      })
      .toMatch(/^Free Trial: /);
    const trial = gameGrid(page).getByRole('button', { name, exact: true });
    await expect(trial).toBeInViewport();
    await trial.tap();
    await expect(page).toHaveURL(/\/seamless\?.*mode=trial/);
    await expect(
      page.getByRole('region', { name: `${name.slice('Free Trial: '.length)}: demo slot` }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to the lobby' }).tap();
    await expect(page).toHaveURL(/\/rng\?lang=EN&seed=1$/);
    await expect(trial).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(5000);
  },
);

test(
  'a game opened from a shared link goes back to Home, having no list to return to',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/seamless?vendor=JILI&gameType=RNG&name=Wild%20Spins&mode=trial&lang=EN&seed=1');
    await page.getByRole('link', { name: 'Back to the lobby' }).tap();
    await expect(page).toHaveURL(/\/$|\/\?/);
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  },
);

test(
  'the agent centre shows its pages in groups on a phone; a report is two taps away',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/agentHome?lang=EN&seed=1&loginAs=agent01');
    const main = page.getByRole('main');
    const nav = main.getByRole('navigation', { name: 'Agent centre' });
    const groups = nav.getByRole('group', { name: 'Sections' });
    await expect(groups.getByRole('button')).toHaveText(['Team', 'Reports', 'Contracts', 'Money']);
    // The current page's group is open; the others' pages wait behind their buttons.
    await expect(groups.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await expect(nav.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'My income' })).toHaveCount(0);

    await groups.getByRole('button', { name: 'Reports' }).tap();
    await expect(groups.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-pressed', 'true');
    await expect(nav.getByRole('link', { name: 'Team overview' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'My income' }).tap();
    await expect(page).toHaveURL(/acPage=agentRevenueReport/);
    const heading = main.getByRole('heading', { level: 1, name: 'My income' });
    await expect(heading).toBeVisible();
    await expect(groups.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-pressed', 'true');
    // The header, the bar and the pages leave the page its screen: its title is in the top half.
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
  },
);

test(
  "on a phone the game list's filters wait behind one button that counts the ones set",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/rng?lang=EN&seed=1');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Providers' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Search games by name' })).toBeHidden();
    // The first games are on the first screen.
    await expect(gameGrid(page).getByRole('listitem').nth(1)).toBeInViewport();

    await filters.tap();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Providers' })).toBeVisible();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Hot' }).tap();
    await expect(filters).toHaveAccessibleName('Filters (1 set)');
    await filters.tap();
    await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
    await expect(filters).toHaveAccessibleName('Filters (1 set)');
  },
);

test(
  "at 360 px no floating control covers the first games' Play and Free Trial buttons",
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize(SMALLEST_PHONE);
    await page.goto('/rng?lang=EN&seed=1');
    // With the filters open the first games start below the first screen.
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const firstRow = gameGrid(page).getByRole('button', { name: /^(Play|Free Trial:) / });
    await expect(firstRow.first()).toBeAttached();
    const buttons = (await firstRow.all()).slice(0, 4);
    const height = page.viewportSize()!.height;
    for (const button of buttons) {
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await isOnTop(button)).toBe(true);
      // At the bottom of what the screen shows (where the page scrolls a control it focuses to),
      // it is still above the bottom bar, the Services button and the QA strip.
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(button).toBeInViewport();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(height - 200);
      expect(await isOnTop(button)).toBe(true);
    }
  },
);

test(
  'with the member centre open on a phone, QA taps Scenarios and the panel opens',
  { tag: '@phone' },
  async ({ page }) => {
    const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit');
    await expect(page.getByText('Demo data')).toBeVisible();
    await page.getByRole('button', { name: 'Scenarios' }).tap({ timeout: 10_000 });
    const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
    await expect(panel.getByRole('combobox', { name: 'Scenario' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).tap();
    // Back in the member centre, where it was.
    await expect(centre).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scenarios' })).toBeFocused();
  },
);
