import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { englishNav, expectNoSeriousA11yIssues, navEntries } from './support';

test('the real-backend build against the HTTP mock server shows the same home page as mock mode', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await navEntries(page)).toEqual(englishNav);
  await expect(page.getByRole('button', { name: 'Scenarios' })).toHaveCount(0);
  await expect(page.getByText('Demo data')).toHaveCount(0);
  // Its service worker is the site's own (src/sw), never MSW's.
  expect(
    await page.evaluate(
      async () => new URL((await navigator.serviceWorker.ready).active!.scriptURL).pathname,
    ),
  ).toBe('/service-worker.js');
  expect(scripts.some((url) => /browser|scenarios-panel/.test(url))).toBe(false);
  await expectNoSeriousA11yIssues(page);
});

test('the start-up calls leave once each, from the early start, and the site opens', async ({ page }) => {
  // src/early-start.ts sends them while the app downloads; the app takes those answers
  // rather than asking again, so the platform sees each call once per load.
  const startCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(system\/status|system\/settings\/consolidated|games\/game_menus)$/.test(pathname))
      startCalls.push(pathname);
  });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await navEntries(page)).toEqual(englishNav);
  expect(startCalls.toSorted()).toEqual([
    '/lgw/games/game_menus',
    '/wps/system/settings/consolidated',
    '/wps/system/status',
  ]);
});

/** Holds the app's framework back until the returned function is called: the page's HTML and the early start show meanwhile. */
async function holdFramework(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/framework-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A picture painted before the app is where the page then shows it: the same centre, the same size
 * (within the 0.5 % enlargement the early layer gives its pictures, src/app/styles.css).
 */
async function expectSamePlace(early: { x: number; y: number; width: number; height: number }, own: Locator) {
  const box = (await own.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - (early.x + early.width / 2))).toBeLessThanOrEqual(0.5);
  expect(Math.abs(box.y + box.height / 2 - (early.y + early.height / 2))).toBeLessThanOrEqual(0.5);
  expect(Math.abs(box.width / early.width - 1)).toBeLessThanOrEqual(0.006);
  expect(Math.abs(box.height / early.height - 1)).toBeLessThanOrEqual(0.006);
}

test.describe('on a phone', () => {
  // Motion as most players have it.
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'no-preference',
  });

  test('the first banner paints from the page before the app, and the carousel keeps it in place', async ({
    page,
  }) => {
    await firstBannerStaysPut(page);
  });

  test('with less motion too: the still notices keep the row the banner was painted under', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await firstBannerStaysPut(page);
  });

  async function firstBannerStaysPut(page: Page) {
    const releaseFramework = await holdFramework(page);
    await page.goto('/?lang=EN');
    // The mock world's first home banner: the welcome offer's headline is its text alternative.
    const early = page.getByRole('img', { name: 'Welcome bonus 100%' });
    await expect(early).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    const src = await early.getAttribute('src');
    expect(src).toMatch(/^(data:image\/|https:\/\/)/);
    const before = (await early.boundingBox())!;

    releaseFramework();
    const banner = page
      .getByRole('region', { name: 'Featured' })
      .getByRole('img', { name: 'Welcome bonus 100%' });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await banner.getAttribute('src')).toBe(src);
    await expectSamePlace(before, banner);
  }

  test('a game list page paints its first row before the app, where the list then shows it', async ({
    page,
  }) => {
    const releaseFramework = await holdFramework(page);
    const listAnswer = page.waitForResponse((response) => response.url().includes('GCSGAME_gameList'));
    await page.goto('/rng?lang=EN');
    const { value } = (await (await listAnswer).json()) as {
      value: { games: Array<{ gameName: string; showIcon?: string; iconUrl?: string }> };
    };
    // Two cards side by side on a 390 px phone: both pictures, before the app.
    const firstRow = value.games.slice(0, 2);
    const pictures = firstRow.map((game) => page.locator(`img[src="${game.showIcon || game.iconUrl}"]`));
    const before = [];
    for (const picture of pictures) {
      await expect(picture).toBeVisible();
      before.push((await picture.boundingBox())!);
    }
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

    releaseFramework();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    for (const [index, game] of firstRow.entries()) {
      const own = page.getByRole('article', { name: game.gameName }).locator('img').first();
      await expect(own).toBeVisible();
      // The early layer has gone: the one picture left is the card's.
      await expect(pictures[index]!).toHaveCount(1);
      await expectSamePlace(before[index]!, own);
    }
    // Nothing of the layer is left over the list: its first card takes a tap.
    await page
      .getByRole('article', { name: firstRow[0]!.gameName })
      .getByRole('button', { name: 'Play' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('the promotions page paints its first picture before the app, where the card then shows it', async ({
    page,
  }) => {
    const releaseFramework = await holdFramework(page);
    const listAnswer = page.waitForResponse((response) =>
      response.url().includes('MCSFE_getMerchantAvailablePromotions'),
    );
    await page.goto('/promotions?lang=EN');
    const { value } = (await (await listAnswer).json()) as {
      value: { promotions: Array<{ title: string; images: Array<{ url: string; sequence: number }> }> };
    };
    const first = value.promotions[0]!;
    const src = first.images.toSorted((a, b) => a.sequence - b.sequence)[0]!.url;
    const early = page.locator(`img[src="${src}"]`);
    await expect(early).toBeVisible();
    const before = (await early.boundingBox())!;
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

    releaseFramework();
    const own = page.getByRole('img', { name: `${first.title}, picture 1` });
    await expect(own).toBeVisible();
    await expect(early).toHaveCount(1);
    expect(await own.getAttribute('src')).toBe(src);
    await expectSamePlace(before, own);
  });
});

test('on a wide screen the banner waits for the app: the navigation’s rows are the app’s to know', async ({
  page,
}) => {
  let releaseFramework!: () => void;
  const frameworkHeld = new Promise<void>((resolve) => (releaseFramework = resolve));
  const frameworkAsked = page.waitForRequest('**/assets/framework-*.js');
  await page.route('**/assets/framework-*.js', async (route) => {
    await frameworkHeld;
    await route.continue();
  });
  const banners = page.waitForResponse((response) => response.url().includes('MCSFE_getListAnnouncements'));
  await page.goto('/?lang=EN');
  // The app is asked for at once, not after the banners; and with the banners' answer in, nothing is
  // painted from it before the app runs.
  await frameworkAsked;
  await banners;
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('img')).toHaveCount(0);
  releaseFramework();
  await expect(
    page.getByRole('region', { name: 'Featured' }).getByRole('img', { name: 'Welcome bonus 100%' }),
  ).toBeVisible();
});

test('when the app’s files cannot load, the page says so in both languages, with a reload', async ({
  page,
}) => {
  await page.route('**/assets/framework-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/?lang=EN');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The site could not start' })).toBeVisible();
  await expect(alert).toContainText('সাইটটি চালু করা যায়নি');
  await page.unroute('**/assets/framework-*.js');
  await alert.getByRole('button', { name: 'Reload / আবার লোড করুন' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
