import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

/** A session handed over in a link, and a forced password change, cannot be misused. */

test('a link carrying another session asks which account to keep, naming both; the token leaves the URL at once', async ({
  page,
}) => {
  // A token of another account (as a link would carry one): subagent01's session in this tab's world.
  await page.goto('/?lang=EN&seed=1&loginAs=subagent01');
  await expectLoggedInAs(page, 'Sub Agent');
  const linkToken = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  await page.goto('/?lang=EN&loginAs=demo01');
  await expectLoggedInAs(page, 'Demo');

  const leaks: string[] = [];
  // Only the document's own request may carry it: no call, bundle or image, in its URL or Referer.
  page.on('request', (request) => {
    if (request.isNavigationRequest()) return;
    const carried = request.url() + (request.headers().referer ?? '');
    if (carried.includes(linkToken)) leaks.push(request.url());
  });
  await page.goto(`/rng?lang=EN&token=${encodeURIComponent(linkToken)}`);
  const choice = page.getByRole('dialog', { name: 'Which account do you want to use?' });
  await expect(choice).toContainText(
    'This tab is logged in as Demo (demo01). The link you opened logs in as Sub Agent (subagent01).',
  );
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expectNoSeriousA11yIssues(page, 'dialog[open]');

  await choice.getByRole('button', { name: 'Stay as Demo (demo01)' }).click();
  await expectLoggedInAs(page, 'Demo');
  await expect(page).toHaveURL(/\/rng\?lang=EN$/);

  // The same link again, and this time the player takes the link's account.
  await page.goto(`/?lang=EN&token=${encodeURIComponent(linkToken)}`);
  await choice.getByRole('button', { name: 'Switch to Sub Agent (subagent01)' }).click();
  await expectLoggedInAs(page, 'Sub Agent');
  expect(leaks).toEqual([]);
});

test('a link whose session has ended changes nothing; with no session open, the link logs in', async ({
  page,
}) => {
  await page.goto('/?lang=EN&seed=1&loginAs=demo01');
  await expectLoggedInAs(page, 'Demo');
  await page.goto('/?lang=EN&token=mock-1-999');
  await expectLoggedInAs(page, 'Demo');
  await expect(page.getByRole('dialog', { name: 'Which account do you want to use?' })).toHaveCount(0);

  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto(`/?lang=EN&token=${encodeURIComponent(token)}`);
  await expectLoggedInAs(page, 'Demo');
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
});

test('a forced password change cannot be skipped by a reload', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?scenario=default-password&lang=EN');
  await logIn(page, 'demo01', 'Welcome@123');
  const change = page.getByRole('dialog', { name: 'Password expired' });
  await expect(change).toBeVisible();

  await page.reload();
  await expect(change).toBeVisible();
  await expect(change.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
  // The password typed at the login is gone with the reload: asked for again.
  await change.getByLabel('Old password').fill('Welcome@123');
  await change.getByLabel('New password', { exact: true }).fill('Fresh@2026');
  await change.getByLabel('Confirm new password').fill('Fresh@2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expectLoggedInAs(page, 'Demo');

  await page.reload();
  await expectLoggedInAs(page, 'Demo');
  await expect(change).toHaveCount(0);
});
