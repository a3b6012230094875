import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// The lobby's motion as most players see it (playwright.config.ts asks for less by default).
test.use({ reducedMotion: 'no-preference' });

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** A vendor section, scrolled to as a player would: its cards render when it comes near. */
async function vendorSection(page: Page, name: string) {
  const found = section(page, name);
  await found.scrollIntoViewIfNeeded();
  return found;
}
const jackpotFigure = /৳787,75\d,\d{3}\.\d{2}/;

// SPEC 1: a visitor browses the lobby (SPEC 2.7 gives its order).
test('the home page shows its sections in the spec order, each with its vendors', async ({ page }) => {
  await page.goto('/?scenario=default&seed=1&lang=EN');
  await expect((await vendorSection(page, 'Slots')).getByRole('button', { name: /PG Soft/ })).toBeVisible();
  // SPEC 2.1 /: the home page shows its sections.
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Hot games',
    'Jackpot and winners',
    'Slots',
    // SPEC 4.10: the configured RNG-excluded vendors come right after slots.
    'In-house games',
    'Live casino',
    'Fishing',
    'Poker & cards',
    'Sports',
    'E-sports',
    'Cockfight',
  ]);
  // SPEC 2.7: PLAY NOW on every vendor card but the slots (RNG) ones.
  await expect(
    (await vendorSection(page, 'Slots')).getByRole('button', { name: 'PG Soft', exact: true }),
  ).toBeVisible();
  await expect(
    (await vendorSection(page, 'Live casino')).getByRole('button', { name: 'Evolution PLAY NOW' }),
  ).toBeVisible();
  // SPEC 4.10: esports and cockfight vendors are split out of sports.
  await expect(
    (await vendorSection(page, 'E-sports')).getByRole('button', { name: /AV Esports/ }),
  ).toBeVisible();
  await expect((await vendorSection(page, 'Cockfight')).getByRole('button', { name: /SV388/ })).toBeVisible();
  const sports = await vendorSection(page, 'Sports');
  await expect(sports.getByRole('button', { name: /SABA Sports/ })).toBeVisible();
  await expect(sports.getByRole('button', { name: /SV388|AV Esports/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('hot games are game cards in a carousel with arrows, autoplay and a pause button; a language switch loads them and the winners again', async ({
  page,
}) => {
  await page.goto('/?lang=EN');

  await test.step('hot games are game cards in a carousel with arrows, autoplay and a pause button', async () => {
    const hot = section(page, 'Hot games');
    const carousel = hot.getByRole('region', { name: 'Hot games carousel' });
    await expect(carousel.getByRole('article').first()).toBeVisible();
    // Every slide is there (the cards near the view are built first).
    expect(await carousel.getByRole('group', { name: /^\d+ of \d+$/ }).count()).toBeGreaterThan(7);
    await expect(carousel.getByText('HOT').first()).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    // More than 7 hot games: the arrows show.
    // SPEC 9 carousels: arrows above 7 items for the hot games.
    await expect(hot.getByRole('button', { name: 'Next slides' })).toBeVisible();
    await expect(hot.getByRole('button', { name: 'Previous slides' })).toBeVisible();
    await hot.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(hot.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    // SPEC 9 carousels: on a screen wider than 1000 px, 4 slides fill the view, 24 px apart.
    const slides = carousel.getByRole('group', { name: /^\d+ of \d+$/ });
    const slide = (await slides.first().boundingBox())!;
    const view = (await slides.first().locator('xpath=..').boundingBox())!;
    // SPEC 9 carousels: 4 slides per view, 24 px apart.
    expect(Math.abs(4 * slide.width + 3 * 24 - view.width)).toBeLessThanOrEqual(2);
  });

  await test.step('a language switch loads the hot games and the winners again in the new language', async () => {
    await expect(section(page, 'Hot games').getByRole('article').first()).toBeVisible();
    const hotAgain = page.waitForRequest((r) => /GCSGAME_hotGamesV2\?.*language=BN/.test(r.url()));
    const winnersAgain = page.waitForRequest((r) => /GCSGAME_getRankList\?.*language=BN/.test(r.url()));
    await page.getByLabel('Language').selectOption('BN');
    await Promise.all([hotAgain, winnersAgain]);
    await expect(section(page, 'জনপ্রিয় গেম').getByRole('article').first()).toBeVisible();
    await expect(section(page, 'জ্যাকপট ও বিজয়ী').getByText('1 নম্বর')).toBeVisible();
  });
});

/**
 * What the browser counts as layout shifts (the CLS entries: boxes that moved on their own, not
 * under the player's input) from now on: the returned function reads their sum.
 */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { shiftSum: number };
    state.shiftSum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) state.shiftSum += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shiftSum: number }).shiftSum);
}

// A vendor section renders when the player scrolls near it; until then it keeps its shape, and its
// carousel has its cards' width from the first paint, so what is below does not move under a
// finger about to tap it (the footer's links), not even for a frame.
async function footerStaysPut(page: Page) {
  await page.goto('/?scenario=default&seed=1&lang=EN');
  await expect(section(page, 'Hot games').getByRole('article').first()).toBeVisible();
  await expect(section(page, 'Jackpot and winners').getByText('No. 1')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const footerTop = () => footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await footerTop();
  const shifts = await watchLayoutShifts(page);
  for (const name of [
    'Slots',
    'In-house games',
    'Live casino',
    'Fishing',
    'Poker & cards',
    'Sports',
    'E-sports',
    'Cockfight',
  ]) {
    const found = await vendorSection(page, name);
    await expect(found.getByRole('region', { name: `${name} providers` })).toBeVisible();
  }
  expect(Math.abs((await footerTop()) - before)).toBeLessThan(1);
  expect(await shifts()).toBe(0);
}
test('the footer stays put while the vendor sections render on the way down', async ({ page }) => {
  await footerStaysPut(page);
});
test('on a phone the footer stays put while the vendor sections render @phone', async ({ page }) => {
  await footerStaysPut(page);
});

// While their calls are out, the banners and the hot games keep their carousels' shape,
// so the sections below do not move when they arrive (on a phone, under the player's eyes).
async function sectionsStayPut(page: Page) {
  // Every call takes 3 s: the page is seen loading, as on a slow network.
  await page.goto('/?scenario=default&seed=1&lang=EN&latency=3000');
  const hot = section(page, 'Hot games');
  await expect(hot.getByRole('status')).toHaveText('Loading…');
  const jackpot = main(page).getByRole('heading', { name: 'Jackpot and winners' });
  const jackpotTop = () =>
    jackpot.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await jackpotTop();
  await expect(main(page).getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(hot.getByRole('article').first()).toBeVisible();
  expect(Math.abs((await jackpotTop()) - before)).toBeLessThan(2);
}
test('the sections below stay put as the banners and hot games arrive', async ({ page }) => {
  await sectionsStayPut(page);
});
test('on a phone the sections below stay put as the banners and hot games arrive @phone', async ({
  page,
}) => {
  await sectionsStayPut(page);
});
// With less motion the notices stand still in the marquee's one row, which was kept for them.
test('with less motion the sections below stay put as the notices and banners arrive', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sectionsStayPut(page);
});

// SPEC 9 winner-board-display: top 3, then from rank 4. SPEC 9 winner-board-request-limit: the
// mock answers as many winners as asked, so 20 shown means the board asked for 20.
test('the jackpot ticker counts up and pauses; the winner board shows the top 3 and the rest', async ({
  page,
}) => {
  // The ticker runs on the page's clock, which the journey moves on instead of waiting.
  await page.clock.install();
  await page.goto('/?lang=EN');
  const board = section(page, 'Jackpot and winners');
  // The ticker only counts where the player can see it.
  await board.scrollIntoViewIfNeeded();
  // Found by its label, not its value: the value is what moves.
  const figure = board.getByRole('paragraph').filter({ hasText: /^Jackpot/ });
  // SPEC 9 jackpot-ticker-start: a figure of 787,75x,xxx with 2 decimals.
  await expect(figure).toHaveText(jackpotFigure);
  // Read while the page's clock runs (a figure being redrawn is found again at once), then held
  // from here on, a second after the page's own time (a busy page's clock lags the test's).
  const first = await figure.textContent();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // SPEC 9: a step every 3 to 5 seconds, so 5 s always brings one.
  await page.clock.runFor(5_000);
  // SPEC 9 jackpot-ticker-increment: a step every 3, 4 or 5 s, so 5 s always brings one.
  await expect(figure).not.toHaveText(first!);

  // Paused, 20 s bring none; played again, 5 s bring the next.
  const pause = board.getByRole('button', { name: 'Pause the jackpot and the winner list' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  const held = await figure.textContent();
  await page.clock.runFor(20_000);
  await expect(figure).toHaveText(held!);
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(5_000);
  await expect(figure).not.toHaveText(held!);

  const winners = board.getByRole('region', { name: 'Winner board' });
  // SPEC 9 winner-board-display: the top 3 shown on their own.
  await expect(winners.getByText('No. 1')).toBeVisible();
  await expect(winners.getByText('No. 3')).toBeVisible();
  // SPEC 9 winner-board-display: then the list from rank 4.
  // SPEC 9 winner-board-request-limit: 3 + 17 = the 20 asked for (the mock answers as many as asked).
  await expect(winners.getByRole('list', { name: 'More winners' }).getByRole('listitem')).toHaveCount(17);
});

test('the banner carousel pages, pauses and opens its linkage; the notices can be paused', async ({
  page,
}) => {
  await page.goto('/?lang=EN');
  const banners = main(page).getByRole('region', { name: 'Featured' });
  const pages = banners.getByRole('group', { name: 'Choose a slide' });
  await expect(pages.getByRole('button')).toHaveCount(3);
  await banners.getByRole('button', { name: 'Pause the slideshow' }).click();
  await expect(banners.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await pages.getByRole('button', { name: 'Slide 2' }).click();
  await expect(pages.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(banners.getByRole('link', { name: 'Cricket season boost' })).toBeInViewport();

  const notices = main(page).getByRole('region', { name: 'Notices' });
  await expect(notices.getByText(/Deposit bonus/).first()).toBeVisible();
  const pauseNotices = notices.getByRole('button', { name: 'Pause the notices' });
  await pauseNotices.click();
  await expect(pauseNotices).toHaveAttribute('aria-pressed', 'true');

  await banners.getByRole('link', { name: 'Cricket season boost' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('with reduced motion the notices and the winner list stand still and the slideshows wait for Play', async ({
  page,
}) => {
  await page.goto('/?lang=EN');
  const hot = main(page).getByRole('region', { name: 'Hot games carousel' });
  await expect(hot.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
  // The preference, set while the page is open, is followed at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(hot.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  const banners = main(page).getByRole('region', { name: 'Featured' });
  await expect(banners.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();

  const running = (region: Locator) =>
    region.evaluate(
      (element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );
  const notices = main(page).getByRole('region', { name: 'Notices' });
  await expect(notices.getByText(/Deposit bonus/).first()).toBeVisible();
  expect(await running(notices)).toBe(0);
  // Nothing to pause; every notice is behind "All notices", for the keyboard too.
  await expect(notices.getByRole('button', { name: 'Pause the notices' })).toBeHidden();
  await notices.getByRole('button', { name: 'All notices' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Notices' })).toBeVisible();
  await page.keyboard.press('Escape');

  const board = section(page, 'Jackpot and winners');
  await board.scrollIntoViewIfNeeded();
  const winners = board.getByRole('region', { name: 'Winner board' });
  const rows = winners.getByRole('list', { name: 'More winners' }).getByRole('listitem');
  await expect(rows).toHaveCount(17);
  expect(await running(winners)).toBe(0);
  // Still readable in full: every row inside the board, none clipped away by a scrolling window.
  const [box, last] = [await winners.boundingBox(), await rows.last().boundingBox()];
  expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y + box!.height);
});

test('with no vendors every home section shows its empty state', async ({ page }) => {
  await page.goto('/?scenario=empty-lobby&lang=EN');
  await expect(section(page, 'Hot games').getByText('No hot games to show right now.')).toBeVisible();
  await expect(section(page, 'Jackpot and winners').getByText('No winners to show right now.')).toBeVisible();
  for (const name of [
    'Slots',
    'Live casino',
    'Fishing',
    'Poker & cards',
    'Sports',
    'E-sports',
    'Cockfight',
  ]) {
    await expect(
      (await vendorSection(page, name)).getByText('No providers in this category yet.'),
    ).toBeVisible();
  }
  await expect(main(page).getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});
