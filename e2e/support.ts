import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { BACK_OFFICE_REVIEW_SECONDS } from '../mocks/world/back-office';

/**
 * axe on the current page: no serious or critical violation. `within` limits the scan to part of
 * the page (a CSS selector), for a popup over a page that has been scanned on its own.
 */
export async function expectNoSeriousA11yIssues(page: Page, within?: string) {
  // A popup fading in is half transparent: let finite animations end so contrast is measured as seen.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default finishes each scan in a new blank page,
  // which costs more than the scan. Only violations are asked for; the passes are not read.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (within ? axe.include(within) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The main navigation's top-level entries, in order. */
export async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /Main navigation|প্রধান নেভিগেশন/ });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // Vendor drop menus are hidden until hovered, so only the top-level links are visible here.
  return nav.getByRole('link').allTextContents();
}

export { englishNav } from '../src/test/english-nav';

/**
 * The mock world runs in the page, on the page's clock. A journey that waits for the back office
 * installs Playwright's clock before the page loads (`await page.clock.install()`) and moves it past
 * the review instead of waiting ten seconds: the page's next look (every 5 s) is due by then and
 * fires at once, and the world settles what is due.
 */
export async function passBackOfficeReview(page: Page) {
  await page.clock.fastForward((BACK_OFFICE_REVIEW_SECONDS + 1) * 1000);
}
