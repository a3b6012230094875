import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';

/**
 * Deep links as a visitor. A visit per path is the subject (each route on a load of its own), so the
 * journeys are few and long: one opens the home page first (it sets the language), then a step per
 * group of routes.
 */
async function openHomeInEnglish(page: Page) {
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('category pages load on demand with their titles and vendors; esports and cockfight are split out of sports; game pages hide the side menu', async ({
  page,
}) => {
  await openHomeInEnglish(page);

  await test.step('a category page loads on demand with its title and vendors, and scrolls to the top', async () => {
    await page.mouse.wheel(0, 2000);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Live casino' })
      .click();
    await expect(page).toHaveURL(/\/live$/);
    // SPEC 2.1 /live: the live category page shows its title.
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /Evolution/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/lott');
    // SPEC 2.1 /lott: the lottery category page shows its title.
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await page.goto('/bgs');
    // SPEC 2.1 /bgs: the mini games list page shows its title.
    await expect(page.getByRole('heading', { level: 1, name: 'Mini games' })).toBeVisible();
  });

  await test.step('esports and cockfight have their own pages, split out of sports', async () => {
    await page.goto('/esports');
    // SPEC 2.1 /esports: the e-sports category page shows its title.
    await expect(page.getByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /AV Esports/ })).toBeVisible();
    await page.goto('/sports');
    // SPEC 2.1 /sports: the sports page lists its vendors.
    await expect(page.getByRole('main').getByRole('button', { name: /SABA Sports/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /AV Esports/ })).toHaveCount(0);
    await page.goto('/cockfight');
    // SPEC 2.1 /cockfight: the cockfight category page shows its title.
    await expect(page.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeVisible();
  });

  await test.step('game pages hide the side menu', async () => {
    await page.goto('/seamless');
    // SPEC 2.1 /seamless: the seamless game page shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
    await page.goto('/promotions');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  });
});

test('a visitor: routes that need a session send to the login, /agentHome to the agent page; the home aliases show the home page, an unknown path says so', async ({
  page,
}) => {
  await openHomeInEnglish(page);

  await test.step('routes that need a session send a visitor to the login', async () => {
    for (const path of ['/lottery?gameCode=X', '/vnLottery', '/seaLottery', '/favorite', '/member']) {
      await page.goto(path);
      // /login opens the login popup over the home page and settles on / (SPEC 2.1).
      // SPEC 2.1 /lottery: a visitor is sent to the login.
      // SPEC 2.1 /seaLottery: a visitor is sent to the login.
      // SPEC 2.1 /vnLottery: a visitor is sent to the login.
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  await test.step('/agentHome sends a visitor to the agent page with its own layout', async () => {
    await page.goto('/agentHome');
    // SPEC 2.1 /agentHome: a non-agent is redirected to /agent.
    await expect(page).toHaveURL(/\/agent$/);
    // SPEC 2.1 /agent: the agent login page with its agent-facing copy.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grow your own team with BetBangla' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  });

  await test.step('the home aliases show the home page, an unknown path says so', async () => {
    for (const path of ['/index', '/home', '/index.html']) {
      await page.goto(path);
      // SPEC 2.1 /index: the home page.
      // SPEC 2.1 /home: the home page.
      // SPEC 2.1 /index.html: the home page.
      await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
