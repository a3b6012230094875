import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { addDays, localDate } from '../src/lib/date-range';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// Records (SPEC 2.5): betting record, account record, profit and loss, bonus details, each
// with a date range in the member's GMT offset (demo01: GMT+6), a filter, paging and a totals row.

/**
 * demo01's member centre at a records page, over the favourites page (lighter than home for axe: no
 * carousels or tickers behind the modal).
 */
const openRecords = (page: Page, pageId: string, title: string) =>
  openMemberCentreAs(page, pageId, title, { path: '/favorite' });

/** The "Page 2 of 4, 37 records" line, once a load has settled. */
async function settledSummary(dialog: ReturnType<Page['getByRole']>) {
  const status = dialog.getByRole('status').filter({ hasText: /^Page \d+ of \d+, [\d,]+ records$/ });
  await expect(status).toBeVisible();
  return status;
}

const recordCount = async (dialog: ReturnType<Page['getByRole']>) =>
  Number(
    /([\d,]+) records/
      .exec((await (await settledSummary(dialog)).textContent()) ?? '')![1]!
      .replace(/,/g, ''),
  );

test(
  'betting record: the date range changes the rows and the total; paging shows other rows',
  { tag: '@phone' },
  async ({ page }) => {
    const dialog = await openRecords(page, 'personalHistoryCopy', 'Betting record');
    const period = dialog.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    const table = dialog.getByRole('table', { name: /^Betting record, / });
    // SPEC 2.5 personalHistoryCopy: the betting record page shows its table.
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Win/loss' })).toBeVisible();
    const totals = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total for the period' }) });
    await expect(totals).toBeVisible();
    const weekCount = await recordCount(dialog);
    const weekTotal = await totals.textContent();
    const weekCaption = await table.locator('caption').textContent();

    // Last 30 days: more rounds, another total, another period in the caption.
    await period.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(dialog.getByRole('status').filter({ hasText: `, ${weekCount} records` })).toHaveCount(0);
    const monthCount = await recordCount(dialog);
    expect(monthCount).toBeGreaterThan(weekCount);
    expect(monthCount).toBeGreaterThan(10);
    await expect(totals).not.toHaveText(weekTotal!);
    await expect(table.locator('caption')).not.toHaveText(weekCaption!);
    await expect(table.getByRole('row')).toHaveCount(1 + 10 + 1); // header, a page of 10, totals

    // Page 2: other rows, page 2 current, the totals row unchanged (it is the whole period's).
    const pager = dialog.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstRow = await table.getByRole('row').nth(1).textContent();
    const monthTotal = await totals.textContent();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('status').filter({ hasText: /^Page 2 of/ })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow!);
    await expect(totals).toHaveText(monthTotal!);

    // A game type filter goes back to page 1 and keeps only that type.
    await dialog.getByLabel('Game type').selectOption({ label: 'Slots' });
    await expect(
      dialog.getByRole('status').filter({ hasText: /^Page 1 of \d+, [\d,]+ records$/ }),
    ).toBeVisible();
    expect(await recordCount(dialog)).toBeLessThan(monthCount);
    const types = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Slots']));
    // Amounts with the taka sign, thousands separators and 2 decimals.
    await expect(table.locator('tbody tr').first().locator('td').nth(4)).toHaveText(
      /^৳\d{1,3}(,\d{3})*\.\d{2}$/,
    );
    await expectNoSeriousA11yIssues(page);
  },
);

test('a custom range with the start after the end is refused with a message and keeps the dates', async ({
  page,
}) => {
  const dialog = await openRecords(page, 'personalHistoryCopy', 'Betting record');
  await settledSummary(dialog);
  await dialog.getByRole('radio', { name: 'Custom' }).check();
  // Today in the member's offset (demo01 is GMT+6).
  const today = localDate(Date.now(), 360);
  const from = dialog.getByLabel('From', { exact: true });
  const to = dialog.getByLabel('To', { exact: true });
  await from.fill(addDays(today, -2));
  await to.fill(addDays(today, -10));
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(from).toHaveValue(addDays(today, -2));
  await expect(to).toHaveValue(addDays(today, -10));
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yIssues(page);

  // Beyond the last 90 days is refused too; a valid range searches.
  await from.fill(addDays(today, -120));
  await to.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Records can be searched for the last 90 days only.');
  await from.fill(addDays(today, -40));
  await to.fill(today);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await recordCount(dialog)).toBeGreaterThan(10);
});

test('account record: filter by transaction type, totals row, statuses', async ({ page }) => {
  const dialog = await openRecords(page, 'transactionHistory', 'Account record');
  await dialog.getByRole('radio', { name: 'Last 30 days' }).check();
  const table = dialog.getByRole('table', { name: /^Account record, / });
  await expect(table).toBeVisible();
  await settledSummary(dialog);
  const totals = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total for the period' }) });
  await expect(totals).toBeVisible();
  await expect(totals).toContainText('In:');

  await dialog.getByLabel('Transaction type').selectOption({ label: 'Deposit' });
  await expect(
    dialog.getByRole('status').filter({ hasText: /^Page 1 of \d+, [\d,]+ records$/ }),
  ).toBeVisible();
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText('Deposit');
  const types = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(types)).toEqual(new Set(['Deposit']));
  // Deposits carry their status; the seeded month has an approved one and a rejected one.
  const statuses = await table.locator('tbody tr td:nth-child(6)').allTextContents();
  expect(statuses).toContain('Approved');
  expect(statuses).toContain('Rejected');
  await expect(table.getByRole('row', { name: /not credited/ }).first()).toBeVisible();

  await dialog.getByLabel('Transaction type').selectOption({ label: 'Bet' });
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText('Bet');
  await settledSummary(dialog);
  expect(new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(
    new Set(['Bet']),
  );
  await expect(totals).toContainText('In: ৳0.00');
  await expectNoSeriousA11yIssues(page);
});

test('profit and loss: per game type with totals, and the period money', async ({ page }) => {
  const dialog = await openRecords(page, 'personalProfit', 'Profit and loss');
  await dialog.getByRole('radio', { name: 'Last 30 days' }).check();
  const table = dialog.getByRole('table', { name: /^Profit and loss, / });
  // SPEC 2.5 personalProfit: the profit and loss page shows its table.
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total for the period' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Slots' })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { level: 3, name: 'Deposits, withdrawals and bonuses' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('bonus details: an empty week, then the month with its bonus and totals', async ({ page }) => {
  const dialog = await openRecords(page, 'bonusDetails', 'Bonus details');
  // The seeded bonus is about two weeks old: the default week is empty.
  await expect(dialog.getByText('No records in this period.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('radio', { name: 'Last 30 days' }).check();
  const table = dialog.getByRole('table', { name: /^Bonus details, / });
  // SPEC 2.5 bonusDetails: the bonus details page shows its table.
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Turnover requirement' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total for the period' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
