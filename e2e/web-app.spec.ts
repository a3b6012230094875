import type { BrowserContext, Page } from '@playwright/test';
import { expectLoggedInAs, logIn } from './auth-support';
import { expect, test } from './announcements-support';

/**
 * The real build as a web app (docs/deploying.md, "The service worker"): its service worker, the
 * offline notice and a visit with no network. Real build only: the mock build's worker is MSW's.
 */

const apiPath = /^\/(wps|lgw|lotto|js)\//;
const main = (page: Page) => page.getByRole('main');
const hotGames = (page: Page) => main(page).getByRole('region', { name: 'Hot games', exact: true });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** The site's worker controls the page (it registers after the first paint, then takes the tab). */
async function expectWorkerInControl(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.replace(location.origin, '') ?? null),
    )
    .toBe('/service-worker.js');
}

/**
 * The connection drops. Chromium's emulation leaves `navigator.onLine` true in a page loaded while
 * it is on; a phone with no network says false. Dropping it once more after such a load tells
 * the new page, as the phone would.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('the service worker never answers an API call and keeps none, while it serves the build', async ({
  page,
}) => {
  await page.goto('/?lang=EN');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectWorkerInControl(page);
  const answers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) =>
    answers.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }),
  );
  // A return visit, then another page: every call of both goes to the network.
  await page.reload();
  await expect(hotGames(page).getByRole('article').first()).toBeVisible();
  await page.goto('/rng?lang=EN');
  await expect(main(page).getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  const calls = answers.filter((answer) => apiPath.test(answer.path));
  expect(calls.length).toBeGreaterThan(5);
  expect(calls.filter((call) => call.fromWorker)).toEqual([]);
  // The worker is in play: the build's files came from it.
  expect(
    answers.filter((answer) => answer.path.startsWith('/assets/') && answer.fromWorker).length,
  ).toBeGreaterThan(0);
  const kept = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(kept).toContain('/index.html');
  expect(kept.filter((path) => apiPath.test(path))).toEqual([]);
});

test('offline on the lobby: one notice under the header, the lobby stays, and it goes when the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/?lang=EN');
  await expect(hotGames(page).getByRole('article').first()).toBeVisible();
  await expectWorkerInControl(page);
  await context.setOffline(true);
  await expect(offlineNotice(page)).toHaveCount(1);
  await expect(hotGames(page).getByRole('article').first()).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('offline on the deposit page: the amount stays, Deposit is disabled with the reason, and it sends once back', async ({
  page,
  context,
}) => {
  await page.goto('/?lang=EN');
  await logIn(page, 'demo01', 'Demo@1234');
  await expectLoggedInAs(page, 'Demo');
  await page.goto('/?lang=EN&mcPage=depositv2');
  const centre = page.getByRole('dialog', { name: 'Deposit' });
  const amount = centre.getByRole('textbox', { name: 'Amount (৳)' });
  await amount.fill('500');
  await context.setOffline(true);
  const deposit = centre.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toBeDisabled();
  await expect(centre.getByRole('status').filter({ hasText: 'nothing can be sent now' })).toBeVisible();
  await expect(amount).toHaveValue('500');
  await context.setOffline(false);
  await expect(deposit).toBeEnabled();
  await expect(centre.getByRole('status').filter({ hasText: 'nothing can be sent now' })).toHaveCount(0);
  await deposit.click();
  await expect(centre.getByText('Your deposit request has been submitted.', { exact: false })).toBeVisible();
});

test('a return visit with no network shows the site from the phone, says so, and starts when the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/?lang=EN');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectWorkerInControl(page);
  await context.setOffline(true);
  const shell = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.reload();
  // The page came from the worker's cache, not the browser's error page.
  expect((await shell).fromServiceWorker()).toBe(true);
  await goOffline(context);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
});
