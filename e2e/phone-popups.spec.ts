import { expect } from '@playwright/test';
import { test } from './support';

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
