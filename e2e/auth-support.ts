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

/**
 * Fills the open register popup's username form (the mock captcha 1234, the terms agreed) and
 * sends it; the caller checks the outcome.
 */
export async function submitRegistration(page: Page, username: string, password: string) {
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('textbox', { name: 'Username' }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByLabel('Captcha', { exact: true }).fill('1234');
  await register.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  return register;
}

export async function expectLoggedInAs(page: Page, name: string) {
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

/**
 * Opens the member centre at a page as an account. The session opens at start through the QA
 * interface's `loginAs` (docs/qa.md), so a journey about a page does not pay for the login popup each
 * time; the login itself, and a shared link's detour through it, have their own journeys
 * (auth.spec.ts, member-centre.spec.ts). `path` is the page behind the centre, `query` more URL
 * parameters (`&scenario=…`).
 */
export async function openMemberCentreAs(
  page: Page,
  mcPage: string,
  title: string,
  { account = 'demo01', path = '/', query = '' }: { account?: string; path?: string; query?: string } = {},
) {
  await page.goto(`${path}?lang=EN&seed=1${query}&loginAs=${account}&mcPage=${mcPage}`);
  const centre = page.getByRole('dialog', { name: title });
  await expect(centre).toBeVisible();
  return centre;
}
