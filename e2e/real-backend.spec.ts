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
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(scripts.some((url) => /browser|scenarios-panel/.test(url))).toBe(false);
  await expectNoSeriousA11yIssues(page);
});

test('the start-up calls leave once each, from the early start, and the site opens', async ({ page }) => {
  // Issue 16: src/early-start.ts sends them while the app downloads; the app takes those answers
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

test.describe('on a phone', () => {
  // Motion as most players have it: with less motion the notices are a list the early start leaves
  // to the app (a height it cannot know).
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'no-preference',
  });

  test('the first banner paints from the page before the app, and the carousel keeps it in place', async ({
    page,
  }) => {
    // The app's framework is held back: what shows meanwhile is the page's own HTML and the early start.
    let releaseFramework!: () => void;
    const frameworkHeld = new Promise<void>((resolve) => (releaseFramework = resolve));
    await page.route('**/assets/framework-*.js', async (route) => {
      await frameworkHeld;
      await route.continue();
    });
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
    const after = (await banner.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(after[side]).toBeCloseTo(before[side], 0);
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
