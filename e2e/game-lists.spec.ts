import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues, navEntries } from './support';

const gameGrid = (page: Page) => page.getByRole('list', { name: 'Games' });
/**
 * The names of the cards on show. A virtual list may drop a card between finding the cards and
 * reading them (it still settles after a scroll): only the cards still on the page count.
 */
const cardNames = (page: Page) =>
  gameGrid(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.isConnected)
        .map((card) => document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent!),
    );

test('the slots list filters by category, searches by name and narrows to a provider', async ({ page }) => {
  await page.goto('/rng?scenario=default&lang=EN');
  // SPEC 2.1 /rng: the slots list page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByText('Games: 180')).toBeVisible();
  await expect(gameGrid(page).getByRole('article').first()).toBeVisible();

  await page.getByRole('group', { name: 'Game categories' }).getByRole('button', { name: 'Jackpot' }).click();
  await expect(page.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Games: \d+$/)).not.toHaveText('Games: 180');
  await page.getByRole('button', { name: 'Jackpot' }).click();
  await expect(page.getByText('Games: 180')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('fortune');
  await expect(page.getByText(/^Games: \d+$/)).not.toHaveText('Games: 180');
  await expect(gameGrid(page).getByRole('article').first()).toContainText(/fortune/i);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('fortune');

  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('no such game at all');
  await expect(page.getByText('No game matches “no such game at all”.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  // SPEC 2.1 /rng: with vassalage, the list of that provider.
  await expect(page.getByRole('heading', { level: 1, name: 'Slots: PG Soft' })).toBeVisible();
  await expect(page.getByText('Games: 36')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue('');
});

test('a visitor asking for favourites or recent games is asked to log in', async ({ page }) => {
  await page.goto('/fish?scenario=default&lang=EN');
  // SPEC 2.1 /fish: the fishing list page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByText('Log in to see your favourite games.')).toBeVisible();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Recent' }).click();
  await expect(page.getByText('Log in to see the games you played recently.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a failed list shows the spec error and recovers on retry', async ({ page }) => {
  await page.goto('/pvp?scenario=default&lang=EN&fault=gameList:500');
  // SPEC 8 network-link-abnormal: a failed list says so.
  await expect(page.getByRole('alert')).toContainText('Network link abnormal, please try again.');
  await page.getByRole('button', { name: 'Scenarios' }).click();
  await page.getByRole('button', { name: 'Lift faults until reload' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  // SPEC 2.1 /pvp: the poker and cards list shows its games.
  await expect(gameGrid(page).getByRole('article').first()).toBeVisible();
});

// SPEC 9 slot-games-claimed: about 10,000 slot games, shown as such and scrolled with a small page.
test('huge-lobby: a 2,000-game provider of the 10,000 slots scrolls to the end with a small page', async ({
  page,
}) => {
  await page.goto('/rng?scenario=huge-lobby&lang=EN');
  // SPEC 9 slot-games-claimed: about 10,000 slot games, shown as such.
  await expect(page.getByText('Games: 10,000')).toBeVisible();
  // One provider's 100 pages keep the journey short; scripts/lobby-benchmark.mjs scrolls all 500.
  await page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'PG Soft' }).click();
  await expect(page.getByText('Games: 2,000')).toBeVisible();
  const end = page.getByText('That is the whole list: 2,000 games.');
  // Scrolls frame after frame, as a player holding End would, until the list says it is whole.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const step = () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const done = [...document.querySelectorAll('main p')].some((p) =>
            p.textContent?.startsWith('That is the whole list'),
          );
          if (done) resolve();
          else requestAnimationFrame(step);
        };
        step();
      }),
  );
  await expect(end).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(1500);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(100);
});

test('empty-lobby: home and promotions only, and the lists are empty', async ({ page }) => {
  await page.goto('/?scenario=empty-lobby&lang=EN');
  expect(await navEntries(page)).toEqual(['Home', 'Promotions']);
  await page.goto('/rng?lang=EN');
  await expect(page.getByText('No providers in this category yet.')).toBeVisible();
  await page.goto('/live?lang=EN');
  await expect(page.getByText('No providers in this category yet.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
