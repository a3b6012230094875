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
