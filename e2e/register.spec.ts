import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

/** The register popup, once its fields have loaded. */
async function registerDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
  return dialog;
}

/** A unique account per run: the mock world lives in the page and starts afresh on each load. */
const account = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

test(
  'registration by username: the terms first, then logged in as the new account on /',
  { tag: '@phone' },
  async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/wps\/member\/register/.test(request.url())) sent.push(request.url());
    });
    await page.goto('/?lang=EN');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Register' }).click();
    const dialog = await registerDialog(page);
    await expect(dialog.getByRole('tablist')).toHaveCount(0);

    const username = account('rahim');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Rahim@2026');
    await dialog.getByLabel('Confirm password').fill('Rahim@2026');
    await dialog.getByLabel('Captcha', { exact: true }).fill('1234');
    await dialog.getByRole('button', { name: 'Register' }).click();
    // SPEC 8 please-agree-to-the-terms: registering without the terms is refused so.
    await expect(dialog.getByText('Please agree to the terms before registering.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(sent).toEqual([]);

    await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await expectLoggedInAs(page, username);
    await expect(page).toHaveURL(/\/$/);
    expect(sent).toHaveLength(1);
  },
);

test('registration by mobile number with the SMS code (mobile-register)', async ({ page }) => {
  await page.goto('/register?scenario=mobile-register&lang=EN');
  const dialog = await registerDialog(page);
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Mobile number' });
  await expect(panel.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  const mobile = `018${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await panel.getByLabel('Mobile number').fill(mobile);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`A code was sent to ${mobile}.`)).toBeVisible();
  await panel.getByLabel('Verification code').fill('123456');
  await panel.getByLabel('Password', { exact: true }).fill('Rahim@2026');
  await panel.getByLabel('Confirm password').fill('Rahim@2026');
  await panel.getByLabel('Captcha', { exact: true }).fill('1234');
  await panel.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, mobile);
  await expect(page).toHaveURL(/\/$/);
});

test('a bad affiliate code from the URL shows the error and the field', async ({ page }) => {
  await page.goto('/register?affiliateCode=NOPE&lang=EN');
  const dialog = await registerDialog(page);
  const code = dialog.getByLabel('Invitation code');
  await expect(code).toBeVisible();
  await expect(code).toHaveValue('NOPE');
  await expect(dialog.getByText('Invalid invitation code.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a valid affiliate code from the URL hides the field', async ({ page }) => {
  await page.goto('/register?affiliateCode=BETBD&lang=EN');
  const dialog = await registerDialog(page);
  // SPEC 2.1 /register: the register modal opens over the home page.
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Invitation code')).toHaveCount(0);
});

test('affiliate-invalid refuses a typed code and registers nothing', async ({ page }) => {
  await page.goto('/register?scenario=affiliate-invalid&lang=EN');
  const dialog = await registerDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(account('karim'));
  await dialog.getByLabel('Password', { exact: true }).fill('Karim@2026');
  await dialog.getByLabel('Confirm password').fill('Karim@2026');
  await dialog.getByLabel('Captcha', { exact: true }).fill('1234');
  await dialog.getByLabel('Invitation code').fill('BETBD');
  await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Invalid invitation code.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});
