import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn, openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// DESIGN.md mcPage and SPEC 2.5: the member centre is a modal over the current page, linked by URL.

test('the header opens the member centre at a page; its nav switches pages; back closes it', async ({
  page,
}) => {
  await page.goto('/live?lang=EN&seed=1');
  await logIn(page, 'demo01', 'Demo@1234');
  await expectLoggedInAs(page, 'Demo');
  const banner = page.getByRole('banner');
  await banner.getByRole('list', { name: 'Quick links' }).getByRole('link', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Deposit' });
  // SPEC 2.5 depositv2: the deposit page shows in the member centre.
  await expect(centre).toBeVisible();
  await expect(page).toHaveURL(/\/live\?.*mcPage=depositv2/);
  const nav = centre.getByRole('navigation', { name: 'My account pages' });
  await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  // SPEC 2.5: red badges with their counts (demo01 in seed 1: 11 rewards to claim, 2 missions done);
  // an entry with nothing waiting has none.
  await expect(nav.getByRole('link', { name: /Reward centre.*11 new/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Mission activity.*2 new/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Platform messages', exact: true })).toBeVisible();
  // A member without an upline has no transfer-to-upline entry.
  await expect(nav.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await nav.getByRole('link', { name: 'Security centre' }).click();
  // SPEC 2.5 securityCenter: the security centre page shows.
  await expect(page.getByRole('dialog', { name: 'Security centre' })).toBeVisible();
  await expect(page).toHaveURL(/mcPage=securityCenter/);

  // Switching pages replaced the entry: one step back closes the centre.
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/live\?lang=EN&seed=1$/);
});

test('a shared member-centre link asks a visitor to log in, then opens at that page', async ({ page }) => {
  await page.goto('/?lang=EN&seed=1&mcPage=transactionHistory');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  const centre = page.getByRole('dialog', { name: 'Account record' });
  // SPEC 2.5 transactionHistory: the account record page shows.
  await expect(centre).toBeVisible();
  // Closing drops the parameter in place (the app did not push this entry).
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await expect(page).not.toHaveURL(/mcPage/);
});

test('/member opens the default page, an unknown page id falls back to it, and closing goes home', async ({
  page,
}) => {
  // Logged in from the start (the login itself is the journeys' above).
  await page.goto('/?lang=EN&seed=1&loginAs=demo01');
  await expectLoggedInAs(page, 'Demo');
  await page.goto('/member');
  // SPEC 2.1 /member: the member page opens (at the default securityCenter).
  await expect(page.getByRole('dialog', { name: 'Security centre' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\?mcPage=securityCenter/);
  await page.getByRole('dialog', { name: 'Security centre' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/promotions?mcPage=noSuchPage');
  await expect(page.getByRole('dialog', { name: 'Security centre' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\?mcPage=securityCenter/);
});

test('a member with an upline sees transfer to upline', async ({ page }) => {
  await openMemberCentreAs(page, 'securityCenter', 'Security centre', { account: 'subagent01' });
  await expectLoggedInAs(page, 'Sub Agent');
  const nav = page.getByRole('navigation', { name: 'My account pages' });
  await expect(nav.getByRole('link', { name: 'Transfer to upline' })).toBeVisible();
});

test('a trial account opening a member-centre link gets the real-account dialog', async ({ page }) => {
  await page.goto('/?scenario=trial-account&lang=EN');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  await page.goto('/?mcPage=withdraw');
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await expect(page).not.toHaveURL(/mcPage/);
  await expect(page.getByRole('dialog', { name: 'Withdraw' })).toHaveCount(0);
});
