import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// Wallet journeys (SPEC 7.3 transferFund, transferUpline, messageV2), English, seed 1.

/** The header's balance (its text starts with a visually hidden "Balance"). */
const expectHeaderBalance = (page: Page, amount: string) =>
  expect(page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/)).toHaveText(
    new RegExp(`${amount.replace(/[.]/g, '\\.')}$`),
  );

test('demo01 moves 500 into a game wallet and back, both balances and the header following; a transfer over the balance is refused with a message and the amount kept', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'transferFund', 'My wallet');

  await test.step('demo01 moves 500 into a game wallet and back; both balances and the header follow', async () => {
    const main = centre.getByRole('region', { name: 'Main wallet' });
    const vendors = centre.getByRole('table', { name: "The balance in each game provider's wallet" });
    const pgRow = vendors.getByRole('row', { name: /PG Soft/ });
    // SPEC 2.5 transferFund: the wallet page shows the main wallet's balance.
    // SPEC 9 amount-display: the balance with thousands separators and 2 decimals.
    await expect(main.getByText('৳25,000.00')).toBeVisible();
    await expectHeaderBalance(page, '৳25,000.00');
    await expect(pgRow.getByRole('cell')).toHaveText('৳0.00');
    await expectNoSeriousA11yIssues(page);

    const form = centre.getByRole('region', { name: 'Transfer between wallets' });
    await expect(form.getByRole('radio', { name: 'Main wallet → game wallet' })).toBeChecked();
    await form.getByLabel('Game wallet', { exact: true }).selectOption('PG');
    await form.getByRole('textbox', { name: 'Amount' }).fill('500');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('৳500.00 moved from the main wallet to PG Soft.');
    await expect(main.getByText('৳24,500.00')).toBeVisible();
    await expect(pgRow.getByRole('cell')).toHaveText('৳500.00');
    await expectHeaderBalance(page, '৳24,500.00');
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('');

    // Back out: "Recall all" fills the game wallet's whole balance.
    await form.getByRole('radio', { name: 'Game wallet → main wallet' }).check();
    await form.getByRole('button', { name: 'Recall all' }).click();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('৳500.00 moved from PG Soft to the main wallet.');
    await expect(main.getByText('৳25,000.00')).toBeVisible();
    await expect(pgRow.getByRole('cell')).toHaveText('৳0.00');
    await expectHeaderBalance(page, '৳25,000.00');
  });

  await test.step('a transfer over the balance is refused with a message and the amount kept', async () => {
    const form = centre.getByRole('region', { name: 'Transfer between wallets' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    // Back to the first direction (the step before checked it is the one a page opens with).
    await form.getByRole('radio', { name: 'Main wallet → game wallet' }).check();
    await form.getByLabel('Game wallet', { exact: true }).selectOption('PG');
    await amount.fill('25000.01');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByText('The amount cannot be more than the available ৳25,000.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('25000.01');

    // Out of an empty game wallet, and a bad amount, are refused alike.
    await form.getByRole('radio', { name: 'Game wallet → main wallet' }).check();
    await amount.fill('1');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByText('The amount cannot be more than the available ৳0.00.')).toBeVisible();
    await amount.fill('0');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByText('The amount must be more than 0.')).toBeVisible();
    await expect(amount).toHaveValue('0');
    // Nothing moved.
    await expect(centre.getByRole('region', { name: 'Main wallet' }).getByText('৳25,000.00')).toBeVisible();
    await expectHeaderBalance(page, '৳25,000.00');
    await expectNoSeriousA11yIssues(page);
  });
});

test('a single-wallet site shows one balance and says why there is nothing to transfer', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'transferFund', 'My wallet', {
    query: '&scenario=single-wallet',
  });
  await expect(centre.getByRole('region', { name: 'Main wallet' }).getByText('৳25,000.00')).toBeVisible();
  await expect(centre.getByRole('region', { name: 'One wallet for every game' })).toContainText(
    'every game plays from your main balance',
  );
  await expect(centre.getByRole('table')).toHaveCount(0);
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('a member without an upline is told why there is no transfer to upline', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'transferUpline', 'Transfer to upline');
  await expect(centre.getByText(/Your account has no upline agent/)).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('subagent01 transfers to its upline agent01 with the payment password', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'transferUpline', 'Transfer to upline', {
    account: 'subagent01',
  });
  // SPEC 2.5 transferUpline: the transfer to upline page shows the upline.
  await expect(centre.getByRole('definition').filter({ hasText: 'agent01' })).toHaveText(
    'agent01 (Agent One)',
  );
  await expect(centre.getByRole('definition').filter({ hasText: '৳' })).toHaveText('৳40,000.00');
  await expectHeaderBalance(page, '৳40,000.00');
  await expectNoSeriousA11yIssues(page);

  const form = centre.getByRole('region', { name: 'Transfer to your upline' });
  const amount = form.getByRole('textbox', { name: 'Amount' });
  const password = form.getByLabel('Payment password');
  // Missing password, then a wrong one: refused, what was typed is kept, nothing moves.
  await amount.fill('1000');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByText('Please enter your payment password.')).toBeVisible();
  await password.fill('000000');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByRole('alert')).toHaveText('Payment password is incorrect');
  await expect(amount).toHaveValue('1000');
  await expect(password).toHaveValue('000000');
  await expectHeaderBalance(page, '৳40,000.00');

  await password.fill('112233');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByRole('status')).toHaveText('৳1,000.00 sent to agent01.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(centre.getByRole('definition').filter({ hasText: '৳' })).toHaveText('৳39,000.00');
  await expectHeaderBalance(page, '৳39,000.00');
});

test('demo01 reads a message in the inbox', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'messageV2', 'Platform messages');
  const inbox = centre.getByRole('region', { name: /Messages/ });
  const items = inbox.getByRole('listitem');
  // SPEC 2.5 messageV2: the platform messages page lists the inbox.
  await expect(items).toHaveCount(6);
  const first = items.first().getByRole('button');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toContainText('Read');
  await expect(first).toContainText('(GMT+6)');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    items.first().getByText(/^Your (deposit|withdrawal) of ৳[\d,]+\.\d\d .*BetBangla/),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(items.first().getByText(/^Your (deposit|withdrawal)/)).toBeHidden();
});
