import { expect, test } from './announcements-support';
import { englishNav, expectNoSeriousA11yIssues, navEntries } from './support';

// SPEC 9 default-language: BN by default.
test('the default world shows the home shell in Bengali with the navigation built from the vendors', async ({
  page,
}) => {
  await page.goto('/?scenario=default&seed=1');
  // SPEC 9 default-language: BN when nothing chose another.
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'লগ ইন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'নিবন্ধন' })).toBeVisible();
  expect(await navEntries(page)).toEqual([
    'হোম',
    'ই-লটারি',
    'লটারি',
    'লাইভ ক্যাসিনো',
    'স্পোর্টস',
    'ফিশিং',
    'স্লট',
    'পোকার ও কার্ড',
    'ই-স্পোর্টস',
    'মোরগ লড়াই',
    'প্রমোশন',
  ]);
  // SPEC 9 footer-copyright-year: 2025.
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await expectNoSeriousA11yIssues(page);
});

// SPEC 4.12: the switch applies at once and the saved language survives a reload.
test('the language select switches to English without a reload, and English survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'লগ ইন' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByLabel('ভাষা').selectOption('EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await navEntries(page)).toEqual(englishNav);
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'EN',
    'BN',
  ]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('?lang=EN opens the site in English; the side menu collapses and shows the download codes on demand; a vendor drop menu opens on hover', async ({
  page,
}) => {
  await page.goto('/?lang=EN');

  await test.step('?lang=EN opens the site in English', async () => {
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    expect(await navEntries(page)).toEqual(englishNav);
  });

  await test.step('the side menu collapses and the download QR codes appear on demand', async () => {
    // SPEC 4.13: the side menu toggle and the download QR on demand.
    const side = page.getByRole('complementary', { name: 'Side menu' });
    await expect(side).toBeVisible();
    await side.getByRole('button', { name: 'Download the app' }).click();
    await expect(side.getByRole('img', { name: 'iOS app' })).toBeVisible();
    await expect(side.getByRole('img', { name: 'Android app' })).toBeVisible();
    await page.getByRole('button', { name: 'Show or hide the side menu' }).click();
    await expect(side).toBeHidden();
  });

  await test.step('a vendor drop menu opens on hover and lists the category vendors', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    const menu = nav.getByRole('list', { name: 'Slots providers' });
    await expect(menu.getByRole('link', { name: 'PG Soft' })).toBeVisible();
    // In-house vendors leave the slots list (SPEC 4.10).
    await expect(menu.getByRole('link', { name: 'House Originals' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });
});
