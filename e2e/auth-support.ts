import { expect, type Page } from '@playwright/test';

/** Opens the login popup from the header and logs in with a username and password. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

export async function expectLoggedInAs(page: Page, name: string) {
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

/**
 * A shared member-centre link (DESIGN.md `mcPage`): the visitor logs in, then the centre opens at
 * that page. The centre and its page load as chunks after the login: allow for a busy machine.
 */
export async function openMemberCentreAs(page: Page, mcPage: string, title: string, account = 'demo01') {
  await page.goto(`/?lang=EN&seed=1&mcPage=${mcPage}`);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(account);
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  const centre = page.getByRole('dialog', { name: title });
  await expect(centre).toBeVisible();
  return centre;
}
