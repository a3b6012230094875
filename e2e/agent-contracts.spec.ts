import type { Locator, Page } from '@playwright/test';
import { openAgentCentreAs, signOutOfAgentCentre } from './agent-support';
import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

// Agent contract journeys (SPEC 4.11, 2.6), English, seed 1: agent01 → subagent01 → subagent02.

/** A contract page, ready: its list and its settlements have loaded. */
async function openContracts(page: Page, account: string, acPage: string) {
  const main = await openAgentCentreAs(page, account, { acPage });
  await expect(main.getByRole('region', { name: 'My contracts' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Settlements', exact: true }).getByRole('search'),
  ).toBeVisible();
  return main;
}

/** A row of one of the contract tables, by the account its first cell starts with. */
const rowOf = (table: Locator, account: string) =>
  table.getByRole('row', { name: new RegExp(`^${account}\\b`) });

test(
  'agent01 offers subagent01 a daily salary, subagent01 accepts it, and agent01 sees it accepted',
  { tag: '@phone' },
  async ({ page }) => {
    let main = await openContracts(page, 'agent01', 'agentDailyWages2');
    // SPEC 2.6 agentDailyWages2: the daily salary page shows.
    await expect(main.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Waiting for your answer', exact: true })).toContainText(
      'Nothing waits for your answer.',
    );
    await expectNoSeriousA11yIssues(page);

    const offer = main.getByRole('region', { name: 'Offer a contract' });
    await offer.getByLabel('Downline agent').selectOption('subagent01');
    // 2 % is above subagent02's 1.5 %, so the lower-rate rule does not come in.
    await offer.getByRole('textbox', { name: 'Rate (%)' }).fill('2');
    await offer.getByLabel('Settlement period').selectOption('W');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(main.getByText('Offer sent to subagent01; it waits for their answer.')).toBeVisible();
    const sent = rowOf(main.getByRole('table', { name: 'With my downline agents' }), 'subagent01');
    await expect(sent).toContainText('2.00 %');
    await expect(sent).toContainText('Weekly');
    await expect(sent).toContainText('Processing');
    await signOutOfAgentCentre(page);

    main = await openContracts(page, 'subagent01', 'agentDailyWages2');
    const pending = main.getByRole('region', { name: 'Waiting for your answer', exact: true });
    const offered = rowOf(pending.getByRole('table'), 'agent01');
    await expect(offered).toContainText('2.00 %');
    await offered.getByRole('button', { name: 'Accept the contract from agent01' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this contract?' });
    await expect(confirm).toContainText('Accept the daily salary contract from agent01 at 2.00 %, Weekly?');
    await expectNoSeriousA11yIssues(page);
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(main.getByText('You accepted the contract from agent01; it is now in force.')).toBeVisible();
    await expect(pending).toContainText('Nothing waits for your answer.');
    await expect(rowOf(main.getByRole('table', { name: 'With my upline' }), 'agent01')).toContainText(
      'Accepted',
    );
    await signOutOfAgentCentre(page);

    main = await openContracts(page, 'agent01', 'agentDailyWages2');
    await expect(
      rowOf(main.getByRole('table', { name: 'With my downline agents' }), 'subagent01'),
    ).toContainText('Accepted');
  },
);

test("a lower-rate offer lists subagent02's contract and, confirmed, ends it", async ({ page }) => {
  let main = await openContracts(page, 'agent01', 'agentDailyWages2');
  const offer = main.getByRole('region', { name: 'Offer a contract' });
  await offer.getByLabel('Downline agent').selectOption('subagent01');
  await offer.getByRole('textbox', { name: 'Rate (%)' }).fill('1');
  await offer.getByRole('button', { name: 'Send offer' }).click();

  const confirm = page.getByRole('dialog', { name: 'This ends other contracts' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText(['subagent02 (Sub Agent Two): 1.50 %, Daily']);
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole('button', { name: 'Send the offer and end them' }).click();
  await expect(main.getByText('Offer sent to subagent01; it waits for their answer.')).toBeVisible();
  await signOutOfAgentCentre(page);

  // subagent01's own contract with subagent02 (the upline side) has ended.
  main = await openContracts(page, 'subagent01', 'agentDailyWages2');
  const withDownlines = main.getByRole('table', { name: 'With my downline agents' });
  const ended = withDownlines.getByRole('row', { name: /^subagent02\b.*1\.50 %/ });
  await expect(ended).toContainText('Terminated (ended by a lower-rate contract)');
  await expect(ended.getByRole('button')).toHaveCount(0);
  // The offer itself waits for subagent01.
  await expect(
    rowOf(main.getByRole('region', { name: 'Waiting for your answer', exact: true }), 'agent01'),
  ).toContainText('1.00 %');
});

test('either side terminates a contract in force: subagent01 its dividend, agent01 the real-time salary', async ({
  page,
}) => {
  // The downline side: subagent01 ends the dividend agent01 pays it.
  let main = await openContracts(page, 'subagent01', 'agentDividendRecordCopy2');
  await expectNoSeriousA11yIssues(page);
  const withUpline = main.getByRole('table', { name: 'With my upline' });
  // SPEC 2.6 agentDividendRecordCopy2: the dividend page shows the contract with the upline.
  await expect(rowOf(withUpline, 'agent01')).toContainText('10.00 %');
  await rowOf(withUpline, 'agent01')
    .getByRole('button', { name: 'Terminate the contract with agent01' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Terminate this contract?' });
  await confirm.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(main.getByText('The contract with agent01 is now Terminated.')).toBeVisible();
  await expect(rowOf(withUpline, 'agent01')).toContainText('Terminated (ended by the downline)');
  await signOutOfAgentCentre(page);

  // The upline side: agent01 ends subagent01's real-time salary (settled every 5 minutes).
  main = await openContracts(page, 'agent01', 'agentRealtimeSalary');
  // SPEC 2.6 agentRealtimeSalary: the real-time salary page shows its settlements.
  await expect(main.getByRole('table', { name: /^Settlements of real-time salary contracts/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const withDownlines = main.getByRole('table', { name: 'With my downline agents' });
  await rowOf(withDownlines, 'subagent01')
    .getByRole('button', { name: 'Terminate the contract with subagent01' })
    .click();
  await page
    .getByRole('dialog', { name: 'Terminate this contract?' })
    .getByRole('button', { name: 'Terminate', exact: true })
    .click();
  await expect(main.getByText('The contract with subagent01 is now Terminated.')).toBeVisible();
  await expect(rowOf(withDownlines, 'subagent01')).toContainText('Terminated (ended by the upline)');
});

test('agent01 opens the hourly salary page: the contract with subagent01 in force and its hourly settlements', async ({
  page,
}) => {
  const main = await openContracts(page, 'agent01', 'agentHourSalary');
  // SPEC 2.6 agentHourSalary: the hourly salary page shows the contract in force.
  await expect(
    rowOf(main.getByRole('table', { name: 'With my downline agents' }), 'subagent01'),
  ).toContainText('0.30 %');
  // Settled every hour: the seed's last six hours are there.
  const settlements = main.getByRole('region', { name: 'Settlements', exact: true }).getByRole('table');
  await expect(settlements.getByRole('row', { name: /subagent01/ }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('scenario agent-contract-offer starts logged in as subagent01, who answers the waiting offer', async ({
  page,
}) => {
  // The scenario logs subagent01 in at start (`loginAs`): a shared link lands in the centre with no login.
  await page.goto('/agentHome?scenario=agent-contract-offer&lang=EN&seed=1&acPage=agentDailyWages2');
  const main = page.getByRole('main');
  await expect(main.getByText('Welcome, Sub Agent')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'My contracts' })).toBeVisible();
  // The nav's red badge counts what waits for subagent01's answer.
  const dailyLink = main
    .getByRole('navigation', { name: 'Agent centre' })
    .getByRole('link', { name: /Daily salary/ });
  await expect(dailyLink).toContainText('1 waiting for your answer');
  const pending = main.getByRole('region', { name: 'Waiting for your answer', exact: true });
  const offered = rowOf(pending.getByRole('table'), 'agent01');
  await expect(offered).toContainText('2.00 %');
  await offered.getByRole('button', { name: 'Reject the contract with agent01' }).click();
  await page
    .getByRole('dialog', { name: 'Reject this contract?' })
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  await expect(main.getByText('You rejected the contract with agent01.')).toBeVisible();
  await expect(pending).toContainText('Nothing waits for your answer.');
  await expect(dailyLink).not.toContainText('waiting for your answer');
  await expect(rowOf(main.getByRole('table', { name: 'With my upline' }), 'agent01')).toContainText(
    'Rejected',
  );
  await expectNoSeriousA11yIssues(page);
});
