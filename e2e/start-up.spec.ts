import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';

test('while the site starts, its frame shows with the brand, never a blank page', async ({ page }) => {
  // index.html paints the frame before any script runs; the app keeps it until the
  // site's status is in (slow here: every call takes 2 s), then its own header takes its place.
  await page.goto('/?lang=EN&latency=2000');
  await expect(page.getByText('BetBangla', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  // The frame is no landmark of its own: the only banner is the site's header, once it is there.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'BetBangla' })).toBeVisible();
});

/** Every height the site's header has had since it first painted, one entry per change. */
async function recordHeaderHeights(page: Page) {
  await page.addInitScript(() => {
    const heights: number[] = [];
    (window as unknown as { headerHeights: number[] }).headerHeights = heights;
    const watch = () => {
      const header = document.querySelector('header');
      const height = header ? Math.round(header.getBoundingClientRect().height) : null;
      if (height !== null && heights.at(-1) !== height) heights.push(height);
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  return () => page.evaluate(() => (window as unknown as { headerHeights: number[] }).headerHeights);
}

/** A member's page: the session is checked and the member bar loads after the header shows. */
async function openAsMember(page: Page) {
  await page.goto('/?scenario=previous-game-open&lang=EN&latency=300');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(banner.getByText(/৳[\d,]+\.\d\d/)).toBeVisible();
}

// A member's header holds its height while the session and the member bar arrive, so a
// tap aimed at the page right after it shows does not land on something that moved down.
test("a member's header keeps its height while the session and the member bar arrive", async ({ page }) => {
  // Wide enough for the bar on one line, and narrow enough that the actions take a row of their own.
  const heights = await recordHeaderHeights(page);
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    await openAsMember(page);
    expect(await heights(), `at ${width} px`).toHaveLength(1);
  }
});

test(
  "on a phone a member's header keeps its height while the wallet row arrives",
  { tag: '@phone' },
  async ({ page }) => {
    const heights = await recordHeaderHeights(page);
    await openAsMember(page);
    expect(await heights()).toHaveLength(1);
  },
);
