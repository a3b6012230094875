import type { Page, Request } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { calls, isCallAt, type CallDef } from '../src/api/contracts';
import { expectNoSeriousA11yIssues } from './support';

// Money calls whose answer is lost. `scenario=answer-lost`: the first send of
// each money call reaches the mock platform, which acts on it, and then its answer is lost (a
// network error). English, seed 1, demo01 (৳25,000.00 in the main wallet).

/** The header's balance (its text starts with a visually hidden "Balance"). */
const expectHeaderBalance = (page: Page, amount: string) =>
  expect(page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/)).toHaveText(
    new RegExp(`${amount.replace(/[.]/g, '\\.')}$`),
  );

/** The idempotency keys of the sends of one call, in order, as the page sent them. */
function keysOf(page: Page, call: CallDef<unknown, unknown>) {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (isCallAt(call, request.method(), new URL(request.url()).pathname))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test('a transfer whose answer is lost: the outcome is not known, the balance shows it moved once, and Send again moves nothing twice', async ({
  page,
}) => {
  const keys = keysOf(page, calls.walletTransfer as CallDef<unknown, unknown>);
  const centre = await openMemberCentreAs(page, 'transferFund', 'My wallet', {
    query: '&scenario=answer-lost',
  });
  const main = centre.getByRole('region', { name: 'Main wallet' });
  const pgRow = centre
    .getByRole('table', { name: "The balance in each game provider's wallet" })
    .getByRole('row', { name: /PG Soft/ });
  await expect(main.getByText('৳25,000.00')).toBeVisible();
  await expect(pgRow.getByRole('cell')).toHaveText('৳0.00');

  const form = centre.getByRole('region', { name: 'Transfer between wallets' });
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await form.getByLabel('Game wallet', { exact: true }).selectOption('PG');
  await amount.fill('500');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();

  // Not a blind "try again": the outcome is not known, and the balances are looked up again.
  const unknown = form.getByRole('alert');
  await expect(unknown).toContainText('The outcome is not known yet; check your recent orders.');
  await expect(unknown).toContainText('“Send again” repeats this same request: it cannot go through twice.');
  await expect(amount).toHaveValue('500');
  await expect(main.getByText('৳24,500.00')).toBeVisible();
  await expect(pgRow.getByRole('cell')).toHaveText('৳500.00');
  await expectHeaderBalance(page, '৳24,500.00');
  await expectNoSeriousA11yIssues(page);

  await unknown.getByRole('button', { name: 'Check again' }).click();
  await expect(main.getByText('৳24,500.00')).toBeVisible();

  // Sent again with the same key: the platform answers with the first answer and moves nothing.
  await unknown.getByRole('button', { name: 'Send again' }).click();
  await expect(form.getByRole('status')).toHaveText('৳500.00 moved from the main wallet to PG Soft.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(main.getByText('৳24,500.00')).toBeVisible();
  await expect(pgRow.getByRole('cell')).toHaveText('৳500.00');
  await expectHeaderBalance(page, '৳24,500.00');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);

  // Settled: the next transfer of the same amount is a new one, and moves money.
  await amount.fill('500');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(pgRow.getByRole('cell')).toHaveText('৳1,000.00');
  await expect(main.getByText('৳24,000.00')).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a deposit whose answer is lost, then a reload: the same deposit typed again is the same order', async ({
  page,
}) => {
  const keys = keysOf(page, calls.deposit as CallDef<unknown, unknown>);
  const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit', { query: '&scenario=answer-lost' });
  const recent = centre.getByRole('table', { name: 'Recent deposits' });
  const deposit = async () => {
    await centre.getByRole('textbox', { name: 'Amount (৳)' }).fill('1234');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  };
  await expect(recent.getByRole('row', { name: /1,044\.00/ })).toBeVisible();
  await deposit();
  await expect(centre.getByRole('alert')).toContainText(
    'The outcome is not known yet; check your recent orders.',
  );
  // The recent deposits were looked up again: the platform made the order, once.
  const made = recent.getByRole('row', { name: /1,234\.00/ });
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('Awaiting payment');
  const orderId = (await made.getByText(/^D\d{7}$/).textContent())!;

  // The member reloads and types the same deposit: it is still the same intent, with the same key.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  await deposit();
  await expect(centre.getByText('Your deposit request has been submitted.', { exact: false })).toBeVisible();
  await expect(centre.getByRole('region', { name: 'Order details' }).getByText(orderId)).toBeVisible();
  await expect(recent.getByRole('row', { name: /1,234\.00/ })).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // Answered: nothing is pending any more.
  expect(await page.evaluate(() => sessionStorage.getItem('pendingOperations'))).toBeNull();
});
