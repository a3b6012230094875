import { expect } from '@playwright/test';
import { test } from './support';

// Popups that respect the task: the visitor's announcements wait for a quiet moment, on a phone.

test(
  'the announcement popup waits while a visitor is tapping, then opens on one featured entry',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    // Every answer takes 4 s: the visitor is tapping before the announcements arrive.
    await page.goto('/?lang=EN&seed=1&latency=4000');
    const announcements = page.getByRole('dialog', { name: 'Announcements' });
    // A tap every second on the header's edge (nothing there to open), for longer than the load.
    for (let tap = 0; tap < 10; tap += 1) {
      await page.touchscreen.tap(195, 2);
      await page.clock.fastForward(1_000);
    }
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(announcements).toHaveCount(0);
    // They stop: at the next quiet moment the popup opens, its first entry read in full.
    await page.clock.fastForward(3_000);
    await expect(announcements).toBeVisible();
    const titles = announcements.getByRole('button', { expanded: true });
    await expect(titles).toHaveCount(1);
    await expect(announcements.getByRole('button', { expanded: false }).first()).toBeVisible();
  },
);
