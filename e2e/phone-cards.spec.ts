import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { layoutProblems, waitForScreen } from './layout-checks';
import { expectNoSeriousA11yIssues } from './support';

// Money rows on the smallest phone, in Bengali: each record, order and downline a card that shows
// what matters without a sideways scroll.

const WIDTH = 360;

test.use({ viewport: { width: WIDTH, height: 740 } });

/** The element lies across the phone's width, with nothing past either edge. */
async function expectAcrossScreen(element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

/** The rows of a table's body (its second row group: head, body, foot). */
const bodyRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

/** An amount as the cards write it: separators, 2 decimals; a gain with its plus, a loss with its minus. */
const SIGNED = /^([+-]৳[\d,]+\.\d\d|৳0\.00)$/;
const AMOUNT = /^৳[\d,]+\.\d\d$/;

async function openMemberPage(page: Page, mcPage: string, title: string, query = '') {
  await page.goto(`/?lang=BN&seed=1${query}&loginAs=demo01&mcPage=${mcPage}`);
  const centre = page.getByRole('dialog', { name: title });
  await expect(centre).toBeVisible();
  return centre;
}

test(
  'betting record: each card shows the game, stake, payout and a signed win or loss, and the totals, on screen',
  { tag: '@phone' },
  async ({ page }) => {
    const centre = await openMemberPage(page, 'personalHistoryCopy', 'বেটিং রেকর্ড');
    const table = centre.getByRole('table', { name: /^বাজির রেকর্ড, / });
    const rows = bodyRows(table);
    await expect(rows.first()).toBeVisible();
    await waitForScreen(page);
    expect(await rows.count()).toBeGreaterThan(1);

    // Cells in the columns' order: time, game type, provider, game, stake, payout, win/loss.
    for (const row of await rows.all()) {
      const [, , , game, stake, payout, winLoss] = await row.getByRole('cell').all();
      await row.scrollIntoViewIfNeeded();
      await expect(game!).toHaveText(/\S/);
      await expect(stake!).toHaveText(AMOUNT);
      await expect(payout!).toHaveText(AMOUNT);
      // Not the colour alone: a win has its plus, a loss its minus.
      await expect(winLoss!).toHaveText(SIGNED);
      // Each value under its label, for the eye and for a screen reader.
      await expect(stake!).toHaveAccessibleName(/^বাজি\s*৳[\d,]+\.\d\d$/);
      await expect(payout!).toHaveAccessibleName(/^প্রদান\s*৳[\d,]+\.\d\d$/);
      for (const value of [game!, stake!, payout!, winLoss!]) await expectAcrossScreen(value);
    }

    // The time zone once, above the cards, not in every row.
    await expect(centre.getByText('সময় GMT+6 অনুযায়ী।')).toHaveCount(1);
    await expect(rows.filter({ hasText: 'GMT' })).toHaveCount(0);

    const totals = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'সময়কালের মোট' }) });
    await totals.scrollIntoViewIfNeeded();
    await expect(totals).toBeInViewport();
    const [stake, payout, winLoss] = await totals.getByRole('cell').all();
    await expect(stake!).toHaveText(AMOUNT);
    await expect(payout!).toHaveText(AMOUNT);
    await expect(winLoss!).toHaveText(SIGNED);
    for (const figure of [stake!, payout!, winLoss!]) await expectAcrossScreen(figure);

    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yIssues(page);
  },
);

for (const { mcPage, title, table: name, query } of [
  { mcPage: 'depositv2', title: 'ডিপোজিট', table: 'সাম্প্রতিক ডিপোজিট', query: '' },
  // A withdrawal paid out and awaiting the member's word, beside the seeded ones.
  { mcPage: 'withdraw', title: 'উত্তোলন', table: 'আমার উত্তোলন', query: '&scenario=money-in-flight' },
]) {
  test(
    `${mcPage}: each order's card shows its amount and status on screen, the time zone once`,
    { tag: '@phone' },
    async ({ page }) => {
      const centre = await openMemberPage(page, mcPage, title, query);
      const table = centre.getByRole('table', { name });
      const rows = bodyRows(table);
      await expect(rows.first()).toBeVisible();
      await waitForScreen(page);

      // Cells in the columns' order after the order number: time, channel, (receive to,) amount, status.
      for (const row of await rows.all()) {
        const cells = await row.getByRole('cell').all();
        const amount = cells.at(-2)!;
        const status = cells.at(-1)!;
        await row.scrollIntoViewIfNeeded();
        await expect(amount).toHaveText(/^৳[\d,]+\.\d\d$/);
        await expect(status).toHaveText(/\S/);
        await expectAcrossScreen(amount);
        await expectAcrossScreen(status);
        // The amount and its status open the card, side by side.
        const [a, s] = [await amount.boundingBox(), await status.boundingBox()];
        expect(Math.abs(a!.y - s!.y)).toBeLessThan(a!.height);
      }
      await expect(centre.getByText('সময় GMT+6 অনুযায়ী।')).toHaveCount(1);
      await expect(rows.filter({ hasText: 'GMT' })).toHaveCount(0);
      expect(await layoutProblems(page)).toEqual([]);
    },
  );
}

test(
  'team management: a downline’s actions are on screen, and tapping Freeze freezes it',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/agentHome?lang=BN&seed=1&loginAs=agent01&acPage=downlineManagmentView');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: /^আপনার টিম/ });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'fahim990', exact: true }) });
    await expect(row).toBeVisible();
    await waitForScreen(page);

    const actions = [
      row.getByRole('button', { name: 'fahim990-এর বিস্তারিত' }),
      row.getByRole('button', { name: 'fahim990-কে ট্রান্সফার' }),
      row.getByRole('button', { name: 'fahim990 স্থগিত করুন' }),
    ];
    for (const action of actions) await expectAcrossScreen(action);
    // The balance leads the card beside the account.
    await expectAcrossScreen(row.getByRole('cell').filter({ hasText: /^৳[\d,]+\.\d\d$/ }));
    expect(await layoutProblems(page)).toEqual([]);

    await actions[2]!.tap();
    const confirm = page.getByRole('dialog', { name: 'fahim990 স্থগিত করবেন?' });
    await confirm.getByRole('button', { name: 'স্থগিত করুন' }).tap();
    await expect(main.getByRole('status').filter({ hasText: 'fahim990 স্থগিত করা হয়েছে।' })).toBeVisible();
    const unfreeze = row.getByRole('button', { name: 'fahim990 চালু করুন' });
    await expect(unfreeze).toBeVisible();
    await expectAcrossScreen(unfreeze);
  },
);
