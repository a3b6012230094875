import type { BrowserContext, Page } from '@playwright/test';
import { expectLoggedInAs, logIn } from './auth-support';
import { basename } from 'node:path';
import { expect, test } from './announcements-support';
import { CACHES } from '../src/sw/requests';
import { expectNoSeriousA11yIssues } from './support';
import {
  assetsOf,
  buildNextRelease,
  builtFilesOf,
  removeBuild,
  serveScratchSite,
  type ScratchSite,
} from './web-app-support';

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
 * The tab closes, then its scratch site stops. A page that has just started still fetches its lazy
 * parts (the announcements, the side menu) after the journey's last check; a server stopped under
 * it would make them fail, as no player's page ever sees.
 */
async function leave(page: Page, site: ScratchSite) {
  await page.close();
  await site.stop();
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

  // Installable: the manifest in the page's language, with the brand, the icons and standalone display.
  // The page points the link at its language once the notices under the header are up.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-en.webmanifest');
  const manifest = (await (await page.request.get('/manifest-en.webmanifest')).json()) as {
    name: string;
    lang: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'BetBangla',
    lang: 'en',
    display: 'standalone',
    theme_color: '#0b6b3a',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('Add to home screen: an offer the browser makes at load waits in the side menu, which asks the browser once', async ({
    page,
  }) => {
    // Headless Chromium never offers an install: the journey makes the offer Chrome on Android
    // makes, as early as it can come (before the app and long before the phone's menu is opened).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const asked = window as unknown as { installAsked: number };
        asked.installAsked = 0;
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => void (asked.installAsked += 1),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        dispatchEvent(offer);
      });
    });
    await page.goto('/?lang=EN');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Show or hide the side menu' }).click();
    const menu = page.getByRole('complementary', { name: 'Side menu' });
    const install = menu.getByRole('button', { name: 'Add to home screen' });
    await expectNoSeriousA11yIssues(page);
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { installAsked: number }).installAsked))
      .toBe(1);
    // The offer is used up, whatever the player answered in the browser's dialog.
    await expect(install).toHaveCount(0);
  });
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
  await expectNoSeriousA11yIssues(page);
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

test('a deploy while a tab is open: the tab keeps working on its build, then offers the new one', async ({
  page,
}) => {
  // A release is built here (a minute at most on a busy machine), then served beside the `real` site.
  test.setTimeout(180_000);
  const next = buildNextRelease();
  const site = await serveScratchSite('dist-real');
  try {
    const loads: string[] = [];
    // Every load of the page (a reload among them), not the app's own moves between its pages.
    page.on('load', () => loads.push(page.url()));
    await page.goto(`${site.url}/?lang=EN`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectWorkerInControl(page);
    // The worker has taken all of its build, the promotions page's script and styles among it,
    // which the tab never opened.
    const promotions = builtFilesOf('dist-real', 'src/features/promotions/promotions-page.tsx');
    expect(promotions.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0);
    const everyFile = assetsOf('dist-real');
    expect(everyFile).toEqual(expect.arrayContaining(promotions));
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ cache, paths }) => {
              const kept = await caches.open(cache);
              return (await Promise.all(paths.map((path) => kept.match(path)))).filter((found) => !found)
                .length;
            },
            { cache: CACHES.build, paths: everyFile },
          ),
        { timeout: 60_000 },
      )
      .toBe(0);

    site.deploy(next);
    expect((await fetch(`${site.url}${promotions[0]}`)).status).toBe(404);
    // The open tab still runs its build: a page it had not opened loads from the worker.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    expect(loads).toHaveLength(1);

    // The tab asks for a new build (every half hour, or when shown again): it installs, and waits for the player.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is ready.' });
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(loads).toHaveLength(1);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads.length).toBe(2);
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // The page now runs the new build: its start file is the new release's.
    const [earlyStart] = builtFilesOf(basename(next), 'src/early-start.ts');
    await expect(page.locator(`script[src="${earlyStart}"]`)).toHaveCount(1);
  } finally {
    await leave(page, site);
    removeBuild(next);
  }
});

test('the emergency switch-off: a kill-switch deploy removes the worker and all it kept, and the site runs without it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const off = buildNextRelease({ workerOff: true });
  const site = await serveScratchSite('dist-real');
  try {
    await page.goto(`${site.url}/?lang=EN`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectWorkerInControl(page);
    const cacheCount = () => page.evaluate(async () => (await caches.keys()).length);
    expect(await cacheCount()).toBeGreaterThan(0);

    site.deploy(off);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The browser finds the new worker at its next check; the kill switch then takes over at once,
    // deletes the caches, unregisters itself and reloads the tab.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    // One reload, and the page then stays: once it is quiet, it has loaded once.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(1);
    await expect.poll(cacheCount).toBe(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await leave(page, site);
    removeBuild(off);
  }
});
