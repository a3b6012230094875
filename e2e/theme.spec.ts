import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

test.use({ colorScheme: 'dark' });

test('the theme follows the system until the player picks one, which is remembered', async ({ page }) => {
  await page.goto('/?lang=EN');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousA11yIssues(page);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
});
