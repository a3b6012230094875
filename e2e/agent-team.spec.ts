import type { Locator, Page } from '@playwright/test';
import { openAgentCentreAs } from './agent-support';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// Agent team journeys (SPEC 2.6 agentTeamOverview, registerCenter, downlineManagmentView; SPEC 6
// transfer to a downline), English, seed 1.

/** "৳1,234.50" (or "1,234.50") as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const money = (value: number) =>
  `৳${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The agent bar's balance (its text starts with a visually hidden "Balance"). */
const agentBalance = (page: Page) => page.getByText(/^Balance ৳\s*[\d,]+\.\d\d$/);

/** A figure of the overview: its value under its name. */
const figure = (main: Locator, name: string) =>
  main.getByRole('term').filter({ hasText: name }).locator('xpath=..').getByRole('definition');

const teamTable = (main: Locator) => main.getByRole('table', { name: /^Your team/ });
const rowOf = (main: Locator, account: string) =>
  teamTable(main)
    .getByRole('row')
    .filter({ has: main.page().getByRole('rowheader', { name: account, exact: true }) });
/** Balance is the fifth column (account is the row header). */
const balanceCell = (row: Locator) => row.getByRole('cell').nth(3);

test(
  'agent01 lands on the team overview; its figures follow the period',
  { tag: '@phone' },
  async ({ page }) => {
    const main = await openAgentCentreAs(page, 'agent01');
    await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    const period = main.getByRole('search', { name: 'Period of the team figures' });
    await expect(period.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    // The seeded team: subagent01 and three members directly below, three on level 2, two on level 3.
    await expect(figure(main, 'Team size (all levels)').locator('span').first()).toHaveText('9');
    await expect(figure(main, 'Team size (all levels)')).toContainText('Direct downlines: 4');
    await expect(figure(main, 'Your balance')).toHaveText(/৳[\d,]+\.\d\d/);
    const heading = main.getByRole('heading', { level: 2, name: /^Team figures/ });
    const week = await heading.textContent();
    const weekBets = amountOf(await figure(main, 'Bets (stakes)').locator('span').first().textContent());
    await expectNoSeriousA11yIssues(page);

    await period.getByRole('radio', { name: 'Last 30 days' }).check();
    await expect(heading).not.toHaveText(week!);
    await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    // A month holds the week: at least as many stakes, and the seeded month has bets.
    const monthBets = amountOf(await figure(main, 'Bets (stakes)').locator('span').first().textContent());
    expect(monthBets).toBeGreaterThan(0);
    expect(monthBets).toBeGreaterThanOrEqual(weekBets);
    await expect(figure(main, 'Active members (placed a bet)')).not.toHaveText('0');

    await period.getByRole('radio', { name: 'Yesterday' }).check();
    await expect(heading).toHaveText(/^Team figures, (.+) to \1$/);
  },
);

test('agent01 transfers 500 to subagent01: its balance drops by 500 and the downline’s rises by 500', async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'downlineManagmentView' });
  // SPEC 2.6 downlineManagmentView: the team management page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
  const row = rowOf(main, 'subagent01');
  await expect(row).toBeVisible();
  await expect(agentBalance(page)).toBeVisible();
  const agentBefore = amountOf(await agentBalance(page).textContent());
  const downlineBefore = amountOf(await balanceCell(row).textContent());
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('button', { name: 'Transfer to subagent01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to subagent01' });
  await expect(dialog).toBeVisible();
  // A wrong payment password is refused and what was typed stays.
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('500');
  await dialog.getByLabel('Payment password', { exact: true }).fill('000000');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Payment password is incorrect');
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await expectNoSeriousA11yIssues(page);

  await dialog.getByLabel('Payment password', { exact: true }).fill('112233');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: 'was sent to' })).toHaveText(
    '৳500.00 was sent to subagent01.',
  );
  await expect(balanceCell(row)).toHaveText(money(downlineBefore + 500));
  await expect(agentBalance(page)).toHaveText(`Balance ${money(agentBefore - 500)}`);

  // The overview's own balance agrees with the bar.
  await main
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('link', { name: 'Team overview' })
    .click();
  await expect(figure(main, 'Your balance')).toHaveText(money(agentBefore - 500));
});

test('agent01 registers a member; it shows in team management, the search finds it, and it is frozen', async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'registerCenter' });
  // SPEC 2.6 registerCenter: the register centre page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Register centre' })).toBeVisible();
  const username = main.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The registration rules apply in the form…
  await username.fill('9kid');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  // …and a taken name is refused beside its field, keeping what was typed.
  await username.fill('subagent01');
  await main.getByLabel('Password', { exact: true }).fill('Team@1234');
  await main.getByLabel('Confirm password', { exact: true }).fill('Team@1234');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Username already exists')).toBeVisible();
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue('Team@1234');

  await username.fill('teamkid01');
  await main.getByRole('radio', { name: 'Member' }).check();
  await main.getByRole('button', { name: 'Create account' }).click();
  const done = main.getByRole('status').filter({ hasText: 'Account teamkid01 was created' });
  await expect(done).toHaveText(/Account teamkid01 was created as a member of your team\./);
  await expect(username).toHaveValue('');
  await expectNoSeriousA11yIssues(page);

  await done.getByRole('link', { name: 'Open it in downline management' }).click();
  await expect(page).toHaveURL(/acPage=downlineManagmentView/);
  await expect(main.getByRole('heading', { level: 1, name: 'Team management' })).toBeVisible();
  await expect(rowOf(main, 'teamkid01')).toBeVisible();

  // The search: contains, any case.
  const search = main.getByRole('search', { name: 'Search the team' });
  await search.getByRole('searchbox', { name: 'Account' }).fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(main, 'subagent01')).toBeVisible();
  await search.getByRole('searchbox', { name: 'Account' }).fill('TEAMKID');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(main, 'subagent01')).toHaveCount(0);
  const row = rowOf(main, 'teamkid01');
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Member');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Active');

  await row.getByRole('button', { name: 'Details of teamkid01' }).click();
  const detail = page.getByRole('dialog', { name: 'Details of teamkid01' });
  await expect(detail.getByText('agent01', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await detail.getByRole('button', { name: 'Close' }).last().click();

  await row.getByRole('button', { name: 'Freeze teamkid01' }).click();
  const confirm = page.getByRole('dialog', { name: 'Freeze teamkid01?' });
  await confirm.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: 'teamkid01 is frozen.' })).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Frozen');
  await expect(row.getByRole('button', { name: 'Unfreeze teamkid01' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Transfer to teamkid01' })).toHaveCount(0);
});

test('"Set a contract" on subagent01 opens the daily salary page with the offer for it', async ({ page }) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'downlineManagmentView' });
  const level = main.getByRole('combobox', { name: 'Level' });
  await expect(rowOf(main, 'subagent01')).toBeVisible();
  // Deeper levels are read-only: no actions, no contracts.
  await level.selectOption({ label: 'Level 2' });
  const deeper = rowOf(main, 'subagent02');
  await expect(deeper).toBeVisible();
  await expect(deeper.getByRole('button', { name: /Freeze|Transfer/ })).toHaveCount(0);
  await expect(deeper.getByRole('link')).toHaveCount(0);

  await level.selectOption({ label: 'Direct downlines' });
  const row = rowOf(main, 'subagent01');
  await expect(row).toBeVisible();
  // agent01 and subagent01 both have every kind on: a link for each.
  await expect(row.getByRole('link', { name: /^Set a contract: / })).toHaveCount(4);
  await row.getByRole('link', { name: 'Set a contract: Daily salary for subagent01' }).click();
  await expect(page).toHaveURL(/acPage=agentDailyWages2/);
  await expect(page).toHaveURL(/offerTo=subagent01/);
  await expect(main.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeVisible();
});
