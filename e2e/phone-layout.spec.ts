import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// Issue 13, first step: below 760 px the side menu starts closed and opens as a drawer over a
// dimmed page (on the native modal dialog: the page behind is inert and does not scroll).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const focusedDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('aria-label') ?? null);

test('on a phone the side menu is a drawer that Escape, a tap on the page behind and a link close', async ({
  page,
}) => {
  await page.goto('/?lang=EN');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Show or hide the side menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);

  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Side menu' });
  await expect(drawer.getByRole('link', { name: 'Bonus' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await focusedDialog(page)).toBe('Side menu');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectNoSeriousA11yIssues(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // A tap on the dimmed page beside the drawer (the drawer is at most 280 px wide).
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.touchscreen.tap(370, 600);
  await expect(drawer).toHaveCount(0);

  // A link goes to its page and the drawer closes with the page change.
  await toggle.click();
  await drawer.getByRole('link', { name: 'Bonus' }).click();
  await expect(page).toHaveURL(/\/promotions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a wide screen the side menu is open beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Side menu' })).toHaveCount(0);
});
