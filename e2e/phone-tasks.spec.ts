import { expect, test } from './announcements-support';
import { layoutProblems, waitForScreen } from './layout-checks';

// What a player meets on a phone (the `phone` project, touch): forms that fit inside their popups.

for (const width of [360, 390]) {
  test(
    `the registration popup fits a ${width} px phone in Bengali: every field, the captcha and the button`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/?lang=BN&seed=1');
      await page.getByRole('banner').getByRole('link', { name: 'নিবন্ধন' }).click();
      const popup = page.getByRole('dialog', { name: 'নিবন্ধন' });
      await expect(popup.getByRole('img', { name: /ক্যাপচা/ })).toBeVisible();
      await waitForScreen(page);
      expect(await layoutProblems(page)).toEqual([]);
      // The captcha's four characters are all on screen, beside their field.
      const image = await popup.getByRole('img', { name: /ক্যাপচা/ }).boundingBox();
      expect(image!.x + image!.width).toBeLessThanOrEqual(width);
    },
  );
}

test(
  'free play says so: the balance is play money, and the real-account dialog leads to a login',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?scenario=trial-account&lang=EN');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(banner.getByText('Play money')).toBeVisible();
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Deposit' }).tap();
    const warning = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(warning.getByRole('button', { name: 'Register' })).toBeVisible();
    await warning.getByRole('button', { name: 'Log in' }).tap();
    // The trial session ends, and the login the player asked for opens.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByText('Play money')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'My account' })).toHaveCount(0);
  },
);

test(
  'registration tells everything at the first tap on Register, and puts the finger on the first field to fix',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/register?lang=BN&seed=1');
    const popup = page.getByRole('dialog', { name: 'নিবন্ধন' });
    const username = popup.getByRole('textbox', { name: 'ইউজারনেম' });
    // The rule shows before anything goes wrong.
    await expect(username).toHaveAccessibleDescription(/4–16/);
    await popup.getByRole('button', { name: 'নিবন্ধন করুন' }).tap();
    for (const field of [username, popup.getByLabel('পাসওয়ার্ড', { exact: true })])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(popup.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
  },
);

test('the wallet transfer fits a 360 px phone in Bengali', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=BN&seed=1&loginAs=demo01&mcPage=transferFund');
  const centre = page.getByRole('dialog').first();
  await expect(centre.getByRole('combobox').first()).toBeVisible();
  await waitForScreen(page);
  expect(await layoutProblems(page)).toEqual([]);
});
