import { expect, test } from './announcements-support';

test('while the site starts, its frame shows with the brand, never a blank page', async ({ page }) => {
  // Issue 16: index.html paints the frame before any script runs; the app keeps it until the
  // site's status is in (slow here: every call takes 2 s), then its own header takes its place.
  await page.goto('/?lang=EN&latency=2000');
  await expect(page.getByText('BetBangla', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  // The frame is no landmark of its own: the only banner is the site's header, once it is there.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'BetBangla' })).toBeVisible();
});
