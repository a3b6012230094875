import { expect, test } from './announcements-support';

test.beforeEach(async ({ page }) => {
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a category page loads on demand with its title and vendors, and scrolls to the top', async ({
  page,
}) => {
  await page.mouse.wheel(0, 2000);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Live casino' })
    .click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Evolution/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('esports and cockfight have their own pages, split out of sports', async ({ page }) => {
  await page.goto('/esports');
  await expect(page.getByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /AV Esports/ })).toBeVisible();
  await page.goto('/sports');
  await expect(page.getByRole('main').getByRole('button', { name: /SABA Sports/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /AV Esports/ })).toHaveCount(0);
});

test('routes that need a session send a visitor to the login', async ({ page }) => {
  for (const path of ['/lottery?gameCode=X', '/vnLottery', '/seaLottery', '/favorite', '/member']) {
    await page.goto(path);
    // /login opens the login popup over the home page and settles on / (SPEC 2.1).
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('/agentHome sends a visitor to the agent page with its own layout', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grow your own team with BetBangla' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
});

test('game pages hide the side menu', async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await page.goto('/promotions');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
});

test('the home aliases show the home page, an unknown path says so', async ({ page }) => {
  for (const path of ['/index', '/home', '/index.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
