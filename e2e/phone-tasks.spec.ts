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
