import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

const MOBILE = '01712345678';
const SMS_CODE = '123456';

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

async function openForgotPassword(page: Page) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member logs in with the mobile number and the SMS code', async ({ page }) => {
  await page.goto('/?scenario=sms-login&lang=EN');
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile (SMS)' }).click();
  await dialog.getByLabel('Mobile number').fill(MOBILE);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`A code was sent to ${MOBILE}.`)).toBeVisible();
  // SPEC 4.4: the scenario's codes last 1 minute, so resending waits up to 60 s.
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await dialog.getByLabel('Verification code').fill(SMS_CODE);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, 'Mobile');
});

// SPEC 9 too-many-requests-lock: the 5-minute lock.
test('too many SMS requests show a warning and lock the button for 5 minutes', async ({ page }) => {
  await page.goto('/?scenario=sms-rate-limited&lang=EN');
  const login = await openLogin(page);
  await login.getByRole('tab', { name: 'Mobile (SMS)' }).click();
  await login.getByLabel('Mobile number').fill(MOBILE);
  await login.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  // SPEC 8 too-many-requests: the warning says to try again after 5 minutes.
  await expect(warning).toContainText('Too many requests. Please try again after 5 minutes.');
  await expectNoSeriousA11yIssues(page);
  // Escape closes the warning only; the login popup stays with what was typed.
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Mobile number')).toHaveValue(MOBILE);
  const locked = login.getByRole('button', { name: /^Too many requests\. Try again in [45] min \d+ s\.$/ });
  // SPEC 9 too-many-requests-lock: the button stays locked for the 5 minutes (4 min something left).
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  // It keeps focus while locked (aria-disabled), and pressing it sends nothing.
  await locked.focus();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await expect(locked).toBeFocused();
});

// SPEC 4.6: by phone the member is logged in and lands on /; by e-mail, in_been_out.
test('a member who forgot the password sets a new one by phone and is logged in on /', async ({ page }) => {
  await page.goto('/promotions?lang=EN');
  const dialog = await openForgotPassword(page);
  // CHNGPASSVERIF3 is on in the default world: the phone method comes first.
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
  const panel = dialog.getByRole('tabpanel', { name: 'By phone' });
  await panel.getByLabel('Mobile number').fill(MOBILE);
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`A code was sent to ${MOBILE}.`)).toBeVisible();
  await panel.getByLabel('Verification code').fill(SMS_CODE);
  await panel.getByLabel('New password', { exact: true }).fill('Fresh@2025');
  await panel.getByLabel('Confirm new password').fill('Fresh@2025');
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, 'Mobile');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('a member who forgot the password asks for a reset e-mail', async ({ page }) => {
  // The world's e-mails are on its main domain, which the seed picks: read it from the permission
  // data the page loads (SPEC 7.2), as the app itself does.
  const permission = page.waitForResponse((response) =>
    response.url().includes('/wps/system/settings/consolidated'),
  );
  await page.goto('/?lang=EN');
  const { value } = (await (await permission).json()) as { value: { mainDomain: string } };
  const email = `demo01@${value.mainDomain}`;
  const dialog = await openForgotPassword(page);
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'By e-mail' });
  await panel.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await panel.getByLabel('E-mail').fill('nobody@example.com');
  await panel.getByRole('button', { name: 'Send reset e-mail' }).click();
  // SPEC 8 username-email-does-not-exist: the refusal for an unknown account.
  await expect(panel.getByRole('alert')).toHaveText('Username/Email does not exist.');
  await expect(panel.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
  await expectNoSeriousA11yIssues(page);
  await panel.getByLabel('E-mail').fill(email);
  await panel.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'A password reset e-mail is on its way. Please check your inbox and follow the link in it.',
  );
});
