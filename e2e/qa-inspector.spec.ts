import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn } from './auth-support';
import { layoutProblems } from './layout-checks';
import { expectNoSeriousA11yIssues } from './support';

/**
 * The inspector's section of the panel (the one with sections of its own), for axe: the page and
 * the rest of the panel have journeys of their own, and a scan of the whole panel takes 3 s more.
 * It is scanned once, on the phone, with all its parts shown (a machine opened, the calls, the
 * refused clipboard's box): each scan costs some 4 s of the CI budget.
 */
const INSPECTOR = 'dialog[open] section:has(> section)';

/** What no bug report may hold: the demo password and the session's token. */
async function expectNoSecrets(page: Page, report: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(report).not.toContain(token!);
  expect(report).not.toContain('Demo@1234');
}

test('the machine inspector shows the session and the calls, and copies a bug report', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?scenario=default&seed=7&latency=50&fault=rankList:500&lang=EN');
  const login = await logIn(page, 'demo01', 'Demo@1234');
  await expect(login).toBeHidden();
  await expectLoggedInAs(page, 'Demo');

  await page.getByRole('button', { name: 'Scenarios' }).click();
  const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
  const inspector = panel.getByRole('region', { name: 'Machine inspector' });
  const session = inspector
    .getByRole('list', { name: /^Machines/ })
    .getByRole('listitem')
    .filter({ hasText: /^session\s+live\.loggedIn/ });
  await expect(session).toBeVisible();
  // Its context and events open from its name; what was typed is there, the password masked.
  await session.getByText('session', { exact: true }).click();
  await expect(session.getByRole('listitem').filter({ hasText: 'credentials.submit' })).toContainText(
    "username: 'demo01', password: •••",
  );
  await expect(session.getByRole('definition').first()).toContainText('token: •••');
  await expect(session).not.toContainText('Demo@1234');
  const calls = inspector.getByRole('table', { name: /^Last calls/ });
  await expect(calls.getByRole('row', { name: /login POST ok \d+ ms/ })).toBeVisible();
  await expect(calls.getByRole('row', { name: /rankList GET server error 500/ })).toBeVisible();

  const pause = inspector.getByRole('button', { name: 'Pause updates' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await inspector.getByRole('button', { name: 'Copy bug report' }).focus();
  await page.keyboard.press('Enter');
  await expect(inspector.getByRole('status')).toHaveText('Bug report copied: paste it into the issue.');

  const report = await page.evaluate(() => navigator.clipboard.readText());
  const { origin, pathname, search } = new URL(page.url());
  expect(report).toContain(
    `Open the same world: ${origin}${pathname}?scenario=default&seed=7&latency=50&fault=rankList%3A500&lang=EN`,
  );
  expect(report).toContain(`| Route | \`${pathname}${search}\` |`);
  expect(report).toContain('| Faults | `rankList:500` |');
  expect(report).toMatch(/\| session \| `live.loggedIn` \| `\{ [^`]*token: •••/);
  expect(report).toMatch(/\| \+\d+\.\d{3} s \| `login` POST \| ok \| \d+ ms \|/);
  expect(report).toMatch(/\| `rankList` GET \| server 500 \|/);
  await expectNoSecrets(page, report);
});

test(
  'on a phone, in Bengali, a refused clipboard leaves the report selected to copy',
  { tag: '@phone' },
  async ({ page }) => {
    // The browser refuses the clipboard (no permission): the report is offered to copy by hand.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
      });
    });
    await page.goto('/?seed=3&lang=BN&loginAs=demo01');
    await expect(page.getByRole('banner').getByText('Demo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'সিনারিও' }).click();
    const panel = page.getByRole('dialog', { name: 'সিনারিও (মক মোড)' });
    const inspector = panel.getByRole('region', { name: 'মেশিন পরিদর্শক' });
    const session = inspector
      .getByRole('list', { name: /^মেশিন/ })
      .getByRole('listitem')
      .filter({ hasText: /^session\s+live\.loggedIn/ });
    await session.getByText('session', { exact: true }).click();
    await expect(session.getByRole('definition').first()).toContainText('token: •••');
    await expect(
      inspector
        .getByRole('table', { name: /^সাম্প্রতিক কল/ })
        .getByRole('row', { name: /memberInfo GET ঠিক আছে/ }),
    ).toBeVisible();

    await inspector.getByRole('button', { name: 'বাগ রিপোর্ট কপি করুন' }).click();
    await expect(inspector.getByRole('status')).toContainText('ব্রাউজার কপি করতে দেয়নি');
    const box = inspector.getByLabel('বাগ রিপোর্ট (Markdown)');
    await expect(box).toBeFocused();
    const report = await box.inputValue();
    // The whole report is selected, ready for Ctrl+C.
    expect(await box.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart)).toBe(
      report.length,
    );

    expect(report).toContain('?scenario=default&seed=3&lang=BN');
    expect(report).toMatch(/\| Route \| `\/[^`]*` \|/);
    expect(report).toContain('| Viewport | 390 × 844 |');
    expect(report).toMatch(/\| session \| `live.loggedIn` \|/);
    expect(report).toMatch(/\| `memberInfo` GET \| ok \|/);
    await expectNoSecrets(page, report);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yIssues(page, INSPECTOR);
  },
);
