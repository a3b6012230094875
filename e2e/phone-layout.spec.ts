import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// The phone's own layout, run by the `phone` project only (390 × 844, touch). Below 760 px
// the side menu starts closed and opens as a drawer over a dimmed page (on the native modal dialog:
// the page behind is inert and does not scroll), and a bottom bar carries the header's links.

const focusedDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('aria-label') ?? null);

test(
  'on a phone the side menu is a drawer that Escape, a tap on the page behind and a link close',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=EN');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Show or hide the side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Side menu' });
    await expect(drawer.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await focusedDialog(page)).toBe('Side menu');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousA11yIssues(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // A tap on the dimmed page beside the drawer (the drawer is at most 280 px wide).
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.touchscreen.tap(370, 600);
    await expect(drawer).toHaveCount(0);

    // A link goes to its page and the drawer closes with the page change.
    await toggle.click();
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
);

test('on a wide screen the side menu is open beside the page', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=EN');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Side menu' })).toHaveCount(0);
});

/** The fonts Chromium drew a node's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, text: Locator): Promise<string[]> {
  await text.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

test(
  'Bengali words and the taka sign are drawn with a Bengali font, not boxes',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&loginAs=demo01');
    const home = page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }).getByRole('link', { name: 'হোম' });
    await expect(home).toBeVisible();
    expect(await renderedFonts(page, home)).toContain('Noto Sans Bengali');
    const balance = page.getByRole('banner').getByText(/৳/);
    await expect(balance).toBeVisible();
    expect(await renderedFonts(page, balance)).toContain('Noto Sans Bengali');
  },
);

test(
  'the bottom bar: a member reaches deposit, withdraw and the account in one tap from any page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/promotions?lang=EN&loginAs=demo01');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    // On a phone the header keeps the login or account menu; its quick links are in the bar.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeHidden();
    for (const [entry, page_] of [
      ['Deposit', 'Deposit'],
      ['Withdraw', 'Withdraw'],
      ['Account', 'Security centre'],
    ] as const) {
      await bar.getByRole('link', { name: entry }).tap();
      const centre = page.getByRole('dialog', { name: page_ });
      await expect(centre).toBeVisible();
      await expect(bar.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await expect(centre).toHaveCount(0);
    }
    // The page behind is still the one the member was on.
    await expect(page).toHaveURL(/\/promotions/);
  },
);

test(
  'the bottom bar: a visitor tapping Deposit is asked to log in; the bar covers nothing',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=EN');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await bar.getByRole('link', { name: 'Deposit' }).tap();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    // At the very bottom of the page the footer's last line sits above the bar, not under it.
    const copyright = page
      .getByRole('contentinfo')
      .getByText(/BetBangla/)
      .last();
    await copyright.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect
      .poll(() => page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1))
      .toBe(true);
    const text = await copyright.boundingBox();
    const barBox = await bar.boundingBox();
    expect(text!.y + text!.height).toBeLessThanOrEqual(barBox!.y);
  },
);

test(
  'a focused field stays in view when the on-screen keyboard takes half the screen',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/register?lang=EN');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const last = dialog.getByRole('textbox').last();
    await last.focus();
    // The keyboard opening: Chrome on Android resizes the page to the space above it.
    await page.setViewportSize({ width: 390, height: 420 });
    await expect
      .poll(async () => {
        const box = await last.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 420;
      })
      .toBe(true);
    await expect(last).toBeFocused();
  },
);

test(
  'a wide table scrolls inside its own box with its first column in view',
  { tag: '@phone' },
  async ({ page }) => {
    // Money rows are cards on a phone (phone-cards.spec.ts); a table of levels still scrolls.
    await page.goto('/?lang=EN&seed=1&loginAs=demo01&mcPage=vipBonus');
    const centre = page.getByRole('dialog', { name: 'VIP bonus' });
    const table = centre.getByRole('region', { name: 'VIP levels' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const firstHeader = table.getByRole('columnheader').first();
    const before = await firstHeader.boundingBox();
    await table.evaluate((box) => box.scrollBy({ left: 400 }));
    await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect((await firstHeader.boundingBox())!.x).toBeCloseTo(before!.x, 0);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  },
);
