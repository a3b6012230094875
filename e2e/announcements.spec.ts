import { expect, type Page } from '@playwright/test';
import { logIn } from './auth-support';
import { expectNoSeriousA11yIssues, test, watchPolicyViolations } from './support';

// The lobby's motion as most players see it (playwright.config.ts asks for less by default).
test.use({ reducedMotion: 'no-preference' });

/** SPEC 2.4, 4.7: the announcement popup, once per session per audience; the notice modal. */

const announcements = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });

test('an anonymous visitor sees the visitor popup once per session, again in a new session', async ({
  page,
  browser,
}) => {
  await page.goto('/?lang=EN&seed=1');
  const popup = announcements(page);
  await expect(popup).toBeVisible();
  const welcome = popup.getByRole('button', { name: /^Welcome to / });
  // The first entry is featured: read in full from the start; its title folds it away and back.
  await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  await welcome.click();
  await expect(welcome).toHaveAttribute('aria-expanded', 'false');
  await welcome.click();
  await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await welcome.getAttribute('aria-controls')}`);
  await expect(panel.getByText(/Welcome bonus 100%/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Nine titles a page; the second page has the rest.
  await expect(popup.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(9);
  const pager = popup.getByRole('navigation', { name: 'Announcement pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(popup.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(2);
  await welcome.waitFor({ state: 'detached' });

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const popupData = page.waitForResponse(
    (response) =>
      response.url().includes('MCSFE_getListAnnouncements') &&
      decodeURIComponent(response.url()).includes('PU'),
  );
  await page.reload();
  await popupData;
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  // The popup data is in; once the page has nothing left to do, it has decided: no popup again
  // this session.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await expect(announcements(page)).toHaveCount(0);

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const freshViolations = await watchPolicyViolations(fresh);
  const other = await fresh.newPage();
  await other.goto('/?lang=EN&seed=1');
  await expect(announcements(other)).toBeVisible();
  await fresh.close();
  expect(freshViolations).toEqual([]);
});

test('after login the members popup shows; its promotion link opens the reward centre', async ({ page }) => {
  await page.goto('/?lang=EN&seed=1');
  await announcements(page).getByRole('button', { name: 'Close' }).click();
  await logIn(page, 'demo01', 'Demo@1234');
  const popup = announcements(page);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: /^Welcome to / })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Weekend deposit bonus' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yIssues(page);
  await popup.getByRole('link', { name: 'Go to the reward centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Reward centre' })).toBeVisible();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');
});

test("a visitor's promotion link asks for a login, then opens the reward centre", async ({ page }) => {
  await page.goto('/?lang=EN&seed=1');
  const popup = announcements(page);
  await expect(popup.getByRole('button', { name: /^Welcome to / })).toHaveAttribute('aria-expanded', 'true');
  await popup.getByRole('link', { name: 'Go to the reward centre' }).click();
  await expect(popup).toHaveCount(0);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Reward centre' })).toBeVisible();
  // The members popup waits until the member centre is closed.
  await expect(popup).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Reward centre' }).getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Weekend deposit bonus' })).toBeVisible();
});

test('a first-time login (newbie01, forced password change) shows the first-login entries first', async ({
  page,
}) => {
  await page.goto('/?lang=EN&seed=1');
  await announcements(page).getByRole('button', { name: 'Close' }).click();
  await logIn(page, 'newbie01', 'Welcome@123');
  const change = page.getByRole('dialog', { name: 'Password expired' });
  await expect(change).toBeVisible();
  // No announcement over the forced change.
  await expect(announcements(page)).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('Fresh@2026');
  await change.getByLabel('Confirm new password').fill('Fresh@2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  const popup = announcements(page);
  await expect(popup).toBeVisible();
  const titles = popup.getByRole('heading', { level: 3 });
  await expect(titles.nth(0)).toHaveText('Welcome bonus 100%');
  await expect(titles.nth(1)).toHaveText('Getting started');
  await expect(titles.nth(2)).toHaveText('Weekend deposit bonus');
  await expectNoSeriousA11yIssues(page);
});

test('the notice modal opens from the marquee with the same notices and their dates', async ({ page }) => {
  await page.goto('/?lang=EN&seed=1');
  await announcements(page).getByRole('button', { name: 'Close' }).click();
  const marquee = page.getByRole('region', { name: 'Notices' });
  const first = (await marquee.getByRole('listitem').first().textContent()) ?? '';
  expect(first.length).toBeGreaterThan(0);
  await marquee.getByRole('button', { name: 'All notices' }).click();
  const modal = page.getByRole('dialog', { name: 'Notices' });
  await expect(modal.getByText(first, { exact: true })).toBeVisible();
  await expect(modal.locator('time')).toHaveCount(await modal.getByRole('listitem').count());
  await expectNoSeriousA11yIssues(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  // A pointer can click the scrolling notices themselves (past the icon, inside the moving strip).
  await marquee.click({ position: { x: 120, y: 12 } });
  await expect(modal).toBeVisible();
});
