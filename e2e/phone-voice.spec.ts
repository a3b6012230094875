import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues, test as withPopups } from './support';
import { layoutProblems, SMALLEST_PHONE, waitForScreen } from './layout-checks';

// One voice for numbers and words, as a Bengali player reads it on a 360 px phone: Latin digits on
// every screen, the taka sign on every amount, one date format, one name for each thing, and the
// welcome offer saying the same figure wherever it is shown.

test.use({ viewport: SMALLEST_PHONE });

const MONEY = /৳[\d,]+\.\d\d/;
/** "28 নভে 2026, 14:05": day, month, year and time, Latin digits (src/lib/format.ts). */
const DATE_TIME = /\b\d{1,2} \S+ 20\d\d, \d\d:\d\d\b/;

/** Every run of Bengali digits the page shows, with a little of the text around it. */
const bengaliDigits = (page: Page) =>
  page.evaluate(() =>
    [...document.body.innerText.matchAll(/.{0,20}[০-৯]+.{0,20}/g)].map((match) => match[0]),
  );

const main = (page: Page) => page.getByRole('main');

test(
  'the lobby in Bengali: Latin digits, the taka sign on the jackpot, the winners and every card figure, named',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&seed=1');
    const board = main(page).getByRole('region', { name: 'জ্যাকপট ও বিজয়ী', exact: true });
    await expect(board.getByRole('paragraph').filter({ hasText: /^জ্যাকপট/ })).toHaveText(
      /^জ্যাকপট ৳78,77,5\d,\d{3}\.\d{2}$/,
    );

    // Each winner's amount in taka, the podium's and the list's.
    const winners = board.getByRole('region', { name: 'বিজয়ী বোর্ড' });
    const rows = winners.getByRole('listitem');
    await expect(rows.first()).toContainText(MONEY);
    const unpriced = (await rows.allInnerTexts()).filter((row) => !MONEY.test(row));
    expect(await rows.count()).toBe(20);
    expect(unpriced).toEqual([]);

    // The figure on a game card says what it is: the game's jackpot, in taka.
    const card = main(page).getByRole('region', { name: 'জনপ্রিয় গেম' }).getByRole('article').first();
    await expect(card.getByRole('paragraph').filter({ hasText: /^জ্যাকপট/ })).toHaveText(
      /^জ্যাকপট\s*৳[\d,]+\.\d\d$/,
    );

    await waitForScreen(page);
    expect(await bengaliDigits(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yIssues(page);
  },
);

withPopups(
  'the welcome offer says the same figure on the banner, in the popup and on the promotions page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&seed=1');
    const banner = main(page)
      .getByRole('region', { name: 'বিশেষ আকর্ষণ' })
      .getByRole('img', { name: /^স্বাগতম বোনাস \d+%$/ })
      .first();
    const headline = (await banner.getAttribute('alt'))!;
    expect(headline).toBe('স্বাগতম বোনাস 100%');

    // The visitor's popup opens on the welcome entry, read in full.
    const popup = page.getByRole('dialog', { name: 'ঘোষণা' });
    const featured = popup.getByRole('button', { expanded: true });
    await expect(featured).toHaveText(/স্বাগতম$/);
    const entry = page.locator(`#${await featured.getAttribute('aria-controls')}`);
    await expect(entry).toContainText(headline);
    await expect(entry).toContainText('প্রথম ডিপোজিটের 100% বোনাস, সর্বোচ্চ ৳5,000।');
    expect(await bengaliDigits(page)).toEqual([]);
    await popup.getByRole('button', { name: 'বন্ধ করুন' }).tap();

    await page.goto('/promotions?lang=BN&seed=1');
    const offer = main(page).getByRole('article', { name: headline });
    await expect(offer).toBeVisible();
    // No other promotion calls itself the welcome bonus with another figure.
    await expect(main(page).getByRole('article', { name: /স্বাগতম/ })).toHaveCount(1);
    await waitForScreen(page);
    expect(await bengaliDigits(page)).toEqual([]);
  },
);

test(
  'a record in Bengali dates its rows day, month, year, with Latin digits',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&seed=1&loginAs=demo01&mcPage=transactionHistory');
    const centre = page.getByRole('dialog').first();
    await expect(centre.getByText(DATE_TIME).first()).toBeVisible();
    await waitForScreen(page);
    expect(await bengaliDigits(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
  },
);

test(
  'the daily check-in is not called signing in, and its days and streak use Latin digits',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&seed=1&loginAs=demo01&mcPage=rewardCenter');
    const checkIn = page.getByRole('region', { name: 'দৈনিক চেক-ইন' });
    await expect(checkIn.getByText('টানা: 3 দিন')).toBeVisible();
    const days = checkIn.getByRole('list', { name: 'গত 7 দিন' }).getByRole('listitem');
    await expect(days).toHaveCount(7);
    // Yesterday was checked in; the days are dated as every list dates them ("28 নভে").
    await expect(days.nth(5)).toHaveText(/^\d{1,2} \S+\s*চেক-ইন হয়েছে$/);
    await expect(checkIn.getByRole('button', { name: /^আজ চেক-ইন করুন \(\+৳[\d,]+\.\d\d\)$/ })).toBeVisible();
    await waitForScreen(page);
    expect(await page.evaluate(() => document.body.innerText.includes('সাইন ইন'))).toBe(false);
    expect(await bengaliDigits(page)).toEqual([]);
  },
);
