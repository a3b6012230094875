import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn, openMemberCentreAs, submitRegistration } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// Security centre journeys (securityCenter, SPEC 2.5, 3.1, 4.11, 5.5), English, seed 1.

const START = '/?lang=EN&seed=1&mcPage=securityCenter';

/** The security centre as an account, once its state has loaded. */
async function openAs(page: Page, account: string) {
  await openMemberCentreAs(page, 'securityCenter', 'Security centre', { account });
  return centreOf(page);
}

async function centreOf(page: Page) {
  const centre = page.getByRole('dialog', { name: 'Security centre' });
  // The page's chunk and its calls: allow a busy machine its time.
  await expect(centre.getByRole('region', { name: 'Account security' })).toBeVisible();
  return centre;
}

/** The summary's value for one item (the definition after its term). */
const summaryOf = (centre: Locator, item: string) =>
  centre
    .getByRole('region', { name: 'Account security' })
    .getByText(item, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

test('demo01 binds a phone with the SMS code, then it is read-only, also after a reload; a wrong old payment password is refused; the e-mail changes; the login password changes, then logs in with the new one', async ({
  page,
}) => {
  const centre = await openAs(page, 'demo01');

  await test.step('demo01 binds a phone with the SMS code; then it is read-only, also after a reload', async () => {
    await expect(summaryOf(centre, 'Mobile number')).toHaveText('Not bound');
    await expect(summaryOf(centre, 'Real name')).toHaveText('Set');
    await expect(summaryOf(centre, 'Payment password')).toHaveText('Set');

    const phone = centre.getByRole('region', { name: 'Phone binding' });
    await expect(phone).toContainText('No mobile number is bound yet.');
    const bind = phone.getByRole('button', { name: 'Bind mobile number' });
    await expect(bind).toHaveAttribute('aria-expanded', 'false');
    await bind.click();
    await expect(bind).toHaveAttribute('aria-expanded', 'true');

    // The form checks before sending anything.
    await phone.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(phone.getByText('Input cannot be empty.')).toHaveCount(2);

    await phone.getByRole('textbox', { name: 'Mobile number' }).fill('01811112222');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByText('A code was sent to 01811112222.')).toBeVisible();
    await phone.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await expectNoSeriousA11yIssues(page);
    await phone.getByRole('button', { name: 'Bind', exact: true }).click();

    await expect(phone.getByRole('status')).toHaveText('Your mobile number is bound.');
    await expectReadOnlyPhone(phone);
    await expect(summaryOf(centre, 'Mobile number')).toHaveText('Bound');
    await expect(centre.getByText('3 of 4 security items set')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.reload();
    const again = await centreOf(page);
    await expectReadOnlyPhone(again.getByRole('region', { name: 'Phone binding' }));
  });

  await test.step('demo01: a payment password change with a wrong old password is refused, the form kept', async () => {
    const payment = centre.getByRole('region', { name: 'Payment password' });
    await payment.getByRole('button', { name: 'Change payment password' }).click();
    await payment.getByLabel('Old payment password').fill('000000');
    await payment.getByLabel('New payment password').fill('445566');
    await payment.getByLabel('Confirm payment password').fill('445566');
    await payment.getByRole('button', { name: 'Change password' }).click();
    await expect(payment.getByRole('alert')).toHaveText('Old payment password is incorrect');
    await expect(payment.getByLabel('Old payment password')).toHaveValue('000000');
    await expect(payment.getByLabel('New payment password')).toHaveValue('445566');
    await expectNoSeriousA11yIssues(page);
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await expect(payment.getByRole('button', { name: 'Change payment password' })).toBeFocused();
    await expect(payment.getByLabel('Old payment password')).toHaveCount(0);
  });

  await test.step('demo01 changes the e-mail; a malformed one is refused first', async () => {
    const email = centre.getByRole('region', { name: 'E-mail binding' });
    await expect(email).toContainText('Not confirmed');
    await email.getByRole('button', { name: 'Change e-mail' }).click();
    await email.getByRole('textbox', { name: 'New e-mail' }).fill('rahim@');
    await email.getByRole('button', { name: 'Save e-mail' }).click();
    await expect(email.getByText('Email format is incorrect.')).toBeVisible();
    await expect(email.getByRole('textbox', { name: 'New e-mail' })).toHaveValue('rahim@');
    await expectNoSeriousA11yIssues(page);
    await email.getByRole('textbox', { name: 'New e-mail' }).fill('rahim.uddin@example.com');
    await email.getByRole('button', { name: 'Save e-mail' }).click();
    await expect(email.getByRole('status')).toHaveText('Your e-mail address has been saved.');
    await expect(email.getByText('ra****@example.com')).toBeVisible();
    await expect(summaryOf(centre, 'E-mail')).toHaveText('Confirmed');
  });

  await test.step('demo01 changes the login password, then logs in with the new one', async () => {
    const login = centre.getByRole('region', { name: 'Login password' });
    await login.getByRole('button', { name: 'Change login password' }).click();
    await login.getByLabel('Old password').fill('Demo@1234');
    await login.getByLabel('New password', { exact: true }).fill('Rahim@2026');
    await login.getByLabel('Confirm new password').fill('Rahim@2027');
    await login.getByRole('button', { name: 'Change password' }).click();
    await expect(login.getByText('The two entries are inconsistent.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await login.getByLabel('Confirm new password').fill('Rahim@2026');
    await login.getByRole('button', { name: 'Change password' }).click();
    await expect(login.getByRole('status')).toHaveText('Your login password has been changed.');

    // Out and in again: the old password is refused, the new one works.
    await centre.getByRole('button', { name: 'Close' }).click();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'My account' }).click();
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    const refused = await logIn(page, 'demo01', 'Demo@1234');
    await expect(refused.getByRole('alert')).toBeVisible();
    await refused.getByLabel('Password', { exact: true }).fill('Rahim@2026');
    await refused.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedInAs(page, 'Demo');
  });
});

async function expectReadOnlyPhone(phone: Locator) {
  await expect(phone.getByRole('definition')).toHaveText('018****2222');
  await expect(phone).toContainText('A confirmed mobile number cannot be changed or unlinked.');
  // Nothing to type into and nothing to change or unlink it with.
  await expect(phone.getByRole('textbox')).toHaveCount(0);
  await expect(phone.getByRole('button')).toHaveCount(0);
}

test('a birthday under the minimum age is refused with the age in the message', async ({ page }) => {
  const centre = await openAs(page, 'demo01');
  const profile = centre.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'Account' })).toHaveValue('demo01');
  await expect(profile.getByRole('textbox', { name: 'Account' })).toHaveAttribute('readonly', '');
  // demo01's real name was set when the account was made: it shows read-only.
  await expect(profile.getByRole('textbox', { name: 'Real name' })).toHaveAttribute('readonly', '');
  await expect(profile.getByText('You must be at least 18 years old.')).toBeVisible();

  const thisYear = new Date().getFullYear();
  await profile.getByRole('textbox', { name: 'Nickname' }).fill('Demo Player');
  await profile.getByLabel('Birthday').fill(`${thisYear - 10}-01-15`);
  await profile.getByRole('textbox', { name: 'Occupation' }).fill('Teacher');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Please confirm that you are at least 18 years old.')).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Demo Player');
  await expect(profile.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher');
  await expectNoSeriousA11yIssues(page);

  await profile.getByLabel('Birthday').fill(`${thisYear - 30}-01-15`);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
  // The header follows the new nickname.
  await expect(page.getByRole('banner').getByText('Demo Player', { exact: true })).toBeAttached();
  // Typing again: the notice no longer speaks of what is shown.
  await profile.getByRole('textbox', { name: 'Nickname' }).fill('Demo P');
  await expect(profile.getByText('Your profile has been saved.')).toHaveCount(0);
});

/**
 * A member registered just now (through the register popup), at the security centre: unlike the demo
 * accounts it has no real name, no payment password and no bank account yet.
 */
async function openAsNewMember(page: Page) {
  await page.goto('/?lang=EN&seed=1');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Register' }).click();
  const username = `sec${Date.now() % 1_000_000}`;
  await submitRegistration(page, username, 'Rahim@2026');
  await expectLoggedInAs(page, username);
  await page.goto(START);
  const centre = await centreOf(page);
  await expect(summaryOf(centre, 'Real name')).toHaveText('Not set');
  await expect(centre.getByText('0 of 4 security items set')).toBeVisible();
  return centre;
}

test('a new member: a bad real name is refused and the rest kept, then saved once and locked; a payment password (6 digits) is set and withdraw is where a bank account is added', async ({
  page,
}) => {
  const centre = await openAsNewMember(page);

  await test.step('a new member: a bad real name is refused and the rest kept; then it is saved once and locked', async () => {
    const profile = centre.getByRole('region', { name: 'Profile' });
    await profile.getByRole('textbox', { name: 'Nickname' }).fill('Rahim');
    await profile.getByRole('textbox', { name: 'Real name' }).fill('Rahim2 Uddin');
    await profile.getByRole('textbox', { name: 'Telegram' }).fill('@rahim');
    await profile.getByRole('textbox', { name: 'Address' }).fill('12 Lake Road, Dhaka');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Real name format is incorrect.')).toBeVisible();
    await expect(profile.getByRole('textbox', { name: 'Real name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(profile.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Rahim');
    await expect(profile.getByRole('textbox', { name: 'Real name' })).toHaveValue('Rahim2 Uddin');
    await expect(profile.getByRole('textbox', { name: 'Telegram' })).toHaveValue('@rahim');
    await expect(profile.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Lake Road, Dhaka');
    await expectNoSeriousA11yIssues(page);

    await profile.getByRole('textbox', { name: 'Real name' }).fill('Rahim Uddin');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your profile has been saved.');
    const realName = profile.getByRole('textbox', { name: 'Real name' });
    await expect(realName).toHaveValue('Rahim Uddin');
    await expect(realName).toHaveAttribute('readonly', '');
    await expect(profile).toContainText('Your real name cannot be changed.');
    await expect(summaryOf(centre, 'Real name')).toHaveText('Set');
  });

  await test.step('a new member sets a payment password (6 digits) and is sent to withdraw to add a bank account', async () => {
    // No payment password yet: it is set (new and confirmation, no old one).
    const payment = centre.getByRole('region', { name: 'Payment password' });
    await expect(payment).toContainText('No payment password is set yet.');
    await payment.getByRole('button', { name: 'Set payment password' }).click();
    await expect(payment.getByLabel('Old payment password')).toHaveCount(0);
    await payment.getByLabel('New payment password').fill('12345');
    await payment.getByLabel('Confirm payment password').fill('12345');
    await payment.getByRole('button', { name: 'Set password' }).click();
    await expect(payment.getByText('The payment password must be 6 digits.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await payment.getByLabel('New payment password').fill('135790');
    await payment.getByLabel('Confirm payment password').fill('135790');
    await payment.getByRole('button', { name: 'Set password' }).click();
    await expect(payment.getByRole('status')).toHaveText('Your payment password has been set.');
    await expect(payment.getByRole('button', { name: 'Change payment password' })).toBeFocused();
    await expect(summaryOf(centre, 'Payment password')).toHaveText('Set');

    // No bank account yet: the link opens the withdrawal page, where accounts are added.
    const banks = centre.getByRole('region', { name: 'Bank accounts' });
    await expect(banks).toContainText('No bank account yet.');
    await banks.getByRole('link', { name: 'Add bank account' }).click();
    await expect(page).toHaveURL(/mcPage=withdraw/);
    await expect(page.getByRole('dialog', { name: 'Withdraw' })).toBeVisible();
  });
});

test('the page shows a failure with a retry when the security state cannot load', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'securityCenter', 'Security centre', {
    query: '&fault=securityInfo:500',
  });
  await expect(centre.getByRole('alert')).toContainText('Network link abnormal, please try again.');
  await expect(centre.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
