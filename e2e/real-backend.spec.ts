import { expect, test } from './announcements-support';
import { englishNav, expectNoSeriousA11yIssues, navEntries } from './support';

test('the real-backend build against the HTTP mock server shows the same home page as mock mode', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await navEntries(page)).toEqual(englishNav);
  await expect(page.getByRole('button', { name: 'Scenarios' })).toHaveCount(0);
  await expect(page.getByText('Demo data')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(scripts.some((url) => /browser|scenarios-panel/.test(url))).toBe(false);
  await expectNoSeriousA11yIssues(page);
});

test('the start-up calls leave once each, from the early start, and the site opens', async ({ page }) => {
  // Issue 16: src/early-start.ts sends them while the app downloads; the app takes those answers
  // rather than asking again, so the platform sees each call once per load.
  const startCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(system\/status|system\/settings\/consolidated|games\/game_menus)$/.test(pathname))
      startCalls.push(pathname);
  });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await navEntries(page)).toEqual(englishNav);
  expect(startCalls.toSorted()).toEqual([
    '/lgw/games/game_menus',
    '/wps/system/settings/consolidated',
    '/wps/system/status',
  ]);
});
