import type { Locator } from '@playwright/test';
import { openAgentCentreAs } from './agent-support';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// Agent reports (SPEC 2.6): team betting, user profit and loss, my income and account
// details, each with a date range, the team's level and member filters, paging and a totals row.

/** The "Page 2 of 4, 37 records" line, once a load has settled; answers the row count. */
async function settledCount(main: Locator): Promise<number> {
  const status = main.getByRole('status').filter({ hasText: /^Page \d+ of \d+, [\d,]+ records$/ });
  await expect(status).toBeVisible();
  return Number(/([\d,]+) records/.exec((await status.textContent()) ?? '')![1]!.replace(/,/g, ''));
}

/** The rows of a table's body (its second row group: head, body, foot). */
const bodyRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

/** Each body row's text in one column (a cell index counts `cell`s only, not row headers). */
const column = async (table: Locator, index: number) =>
  bodyRows(table).evaluateAll(
    (rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
    index,
  );

const totalsRow = (table: Locator) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: 'Total for the period' }) });

async function chooseLast30Days(main: Locator) {
  await main.getByRole('group', { name: 'Period' }).getByRole('radio', { name: 'Last 30 days' }).check();
}

async function filterMember(main: Locator, account: string, match: 'Exact' | 'Contains' = 'Exact') {
  await main.getByRole('textbox', { name: 'Member account' }).fill(account);
  await main.getByRole('combobox', { name: 'Match' }).selectOption({ label: match });
  await main.getByRole('button', { name: 'Apply' }).click();
}

test('team betting: the team’s rounds with totals; level and member filters narrow them; paging', async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'personalHistoryCopy' });
  // SPEC 2.6 personalHistoryCopy: the team betting page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Team betting' })).toBeVisible();
  await chooseLast30Days(main);
  const table = main.getByRole('table', { name: /^Team betting, / });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Level' })).toBeVisible();
  const totals = totalsRow(table);
  await expect(totals).toBeVisible();
  const all = await settledCount(main);
  expect(all).toBeGreaterThan(10);
  await expect(bodyRows(table)).toHaveCount(10);
  const allTotals = await totals.textContent();
  await expectNoSeriousA11yIssues(page);

  // Paging: page 2 shows other rows, the totals (the whole period's) stay.
  const pager = main.getByRole('navigation', { name: 'Pages' });
  const firstRow = await bodyRows(table).first().textContent();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('status').filter({ hasText: /^Page 2 of/ })).toBeVisible();
  await expect(bodyRows(table).first()).not.toHaveText(firstRow!);
  await expect(totals).toHaveText(allTotals!);

  // Level 3 (subagent02 and the other members under subagent01): level 3 rows only.
  await main.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'Level 3' });
  await expect.poll(async () => new Set(await column(table, 2))).toEqual(new Set(['3']));
  const levelCount = await settledCount(main);
  expect(levelCount).toBeLessThan(all);
  await expect(totals).not.toHaveText(allTotals!);

  // Back to every level, then one member: only that member's rounds, other totals.
  await main.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'All levels' });
  await expect.poll(() => settledCount(main)).toBe(all);
  await filterMember(main, 'subagent01');
  await expect.poll(async () => new Set(await column(table, 1))).toEqual(new Set(['subagent01']));
  expect(await settledCount(main)).toBeLessThan(all);
  await expect(totals).not.toHaveText(allTotals!);
  await expectNoSeriousA11yIssues(page);

  // Someone outside the team: nothing, not their rounds.
  await filterMember(main, 'demo01');
  await expect(main.getByText('Nothing in this period for these filters.')).toBeVisible();
});

test('user profit and loss: a row per active member with totals; member and level filters', async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'palStatementsAgentCopy' });
  // SPEC 2.6 palStatementsAgentCopy: the user profit and loss page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'User profit and loss' })).toBeVisible();
  await chooseLast30Days(main);
  const table = main.getByRole('table', { name: /^User profit and loss, / });
  await expect(table).toBeVisible();
  const totals = totalsRow(table);
  await expect(totals).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Settlements' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'subagent01' })).toBeVisible();
  const all = await settledCount(main);
  expect(all).toBeGreaterThan(2);
  const allTotals = await totals.textContent();
  await expectNoSeriousA11yIssues(page);

  await filterMember(main, 'subagent', 'Contains');
  await expect
    .poll(() => bodyRows(table).getByRole('rowheader').allTextContents())
    .toEqual(['subagent01', 'subagent02']);
  await expect(totals).not.toHaveText(allTotals!);

  // Direct downlines among them: subagent01 only.
  await main
    .getByRole('combobox', { name: 'Level', exact: true })
    .selectOption({ label: 'Direct downlines' });
  await expect.poll(() => bodyRows(table).getByRole('rowheader').allTextContents()).toEqual(['subagent01']);
  await main.getByRole('button', { name: 'Clear member' }).click();
  await expect.poll(async () => new Set(await column(table, 0))).toEqual(new Set(['1']));
  expect(await settledCount(main)).toBeLessThan(all);
  await expectNoSeriousA11yIssues(page);
});

test('account details: the team’s ledger with money in and out; type and member filters; paging', async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'agentDownlineTransactionDetailsCopy' });
  // SPEC 2.6 agentDownlineTransactionDetailsCopy: the account details page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  const table = main.getByRole('table', { name: /^Account details, / });
  await expect(table).toBeVisible();
  const totals = totalsRow(table);
  await expect(totals).toContainText('In: ');
  const all = await settledCount(main);
  expect(all).toBeGreaterThan(10);
  const allTotals = await totals.textContent();
  await expectNoSeriousA11yIssues(page);

  await main.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'Payout' });
  await expect.poll(async () => new Set(await column(table, 3))).toEqual(new Set(['Payout']));
  await expect(totals).not.toHaveText(allTotals!);
  const payouts = await settledCount(main);
  expect(payouts).toBeLessThan(all);

  await filterMember(main, 'subagent02');
  await expect.poll(async () => new Set(await column(table, 1))).toEqual(new Set(['subagent02']));
  expect(await settledCount(main)).toBeLessThan(payouts);

  // Every type again, the member kept: page forward through that member's entries.
  await main.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'All' });
  const pager = main.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled();
  const subTotals = await totals.textContent();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(totals).toHaveText(subTotals!);
  await expect.poll(async () => new Set(await column(table, 1))).toEqual(new Set(['subagent02']));
  await expectNoSeriousA11yIssues(page);
});

test('my income: a sub-agent’s contract settlements with totals per kind; paging; kind filter', async ({
  page,
}) => {
  // subagent02 holds a daily salary from subagent01 (seeded by the contracts area): a month of pay.
  const main = await openAgentCentreAs(page, 'subagent02', { acPage: 'agentRevenueReport' });
  // SPEC 2.6 agentRevenueReport: the my income page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();
  await chooseLast30Days(main);
  const table = main.getByRole('table', { name: /^My income, / });
  await expect(table).toBeVisible();
  await expect(totalsRow(table)).toBeVisible();
  for (const kind of ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'])
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${kind} \\(\\d+\\)$`) })).toBeVisible();
  // Its upline is subagent01; the level filter is not offered (every row is the agent's own).
  expect(new Set(await column(table, 2))).toEqual(new Set(['subagent01']));
  await expect(main.getByRole('combobox', { name: 'Level', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // Paging: other settlements on page 2, the same totals.
  expect(await settledCount(main)).toBeGreaterThan(10);
  const totals = await totalsRow(table).textContent();
  const firstRow = await bodyRows(table).first().textContent();
  const pager = main.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(table).first()).not.toHaveText(firstRow!);
  await expect(totalsRow(table)).toHaveText(totals!);

  // One kind (the newest row's): only that kind's rows, the other kinds' totals 0.
  const kind = (await column(table, 1))[0]!;
  const other = kind === 'Dividend' ? 'Daily salary' : 'Dividend';
  await main.getByRole('combobox', { name: 'Contract' }).selectOption({ label: kind });
  await expect.poll(async () => new Set(await column(table, 1))).toEqual(new Set([kind]));
  await expect(table.getByRole('rowheader', { name: `${other} (0)` })).toBeVisible();
});

test('my income of the top agent (no upline) is empty, and says so', async ({ page }) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'agentRevenueReport' });
  await expect(main.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();
  await expect(main.getByText('Nothing in this period for these filters.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
