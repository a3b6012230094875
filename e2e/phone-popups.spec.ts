import { expect, type Page } from '@playwright/test';
import { test } from './support';
import { test as quietTest } from './announcements-support';

// Popups that respect the task: the visitor's announcements wait for a quiet moment, on a phone.

test(
  'the announcement popup waits while a visitor is tapping, then opens on one featured entry',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    // Every answer takes 4 s: the visitor is tapping before the announcements arrive.
    const popupData = page.waitForResponse(
      (response) =>
        response.url().includes('MCSFE_getListAnnouncements') &&
        decodeURIComponent(response.url()).includes('PU'),
    );
    const data = { arrived: false };
    void popupData.then(() => (data.arrived = true));
    await page.goto('/?lang=EN&seed=1&latency=4000');
    const announcements = page.getByRole('dialog', { name: 'Announcements' });
    // A tap every second on the Hot games heading (nothing there to open), until the popup's data is in
    // and twice more.
    const title = page.getByRole('main').getByRole('heading', { name: 'Hot games' });
    const tap = async () => {
      await title.tap();
      await page.clock.fastForward(1_000);
    };
    for (let taps = 0; taps < 60 && !data.arrived; taps += 1) await tap();
    await popupData;
    await tap();
    await tap();
    await expect(announcements).toHaveCount(0);
    // They stop: at the next quiet moment the popup opens, its first entry read in full.
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000);
        return announcements.count();
      })
      .toBe(1);
    const titles = announcements.getByRole('button', { expanded: true });
    await expect(titles).toHaveCount(1);
    await expect(announcements.getByRole('button', { expanded: false }).first()).toBeVisible();
  },
);

/** Logs in through the open login popup, by touch. */
async function logInHere(page: Page) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in' }).tap();
}

quietTest('a login made to play goes straight on to that game', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/rng?lang=EN&seed=1');
  const play = page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play / })
    .first();
  const game = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
  await play.tap();
  await logInHere(page);
  await expect(page).toHaveURL(/\/seamless\?.*mode=play/);
  expect(new URL(page.url()).searchParams.get('name')).toBe(game);
});

quietTest('a login made to deposit goes straight on to the deposit', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?lang=EN&seed=1');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Deposit' }).tap();
  await logInHere(page);
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
});
