import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMemberCentreAsDemo, setupAppWorld } from '../../test/app-world';
import type { QaParams } from '../../qa/qa-params';

const renderAppWorld = setupAppWorld();

/** demo01's withdraw page, where a paid withdrawal of 1,500 waits for its confirmation. */
async function openWithdraw(params: Partial<QaParams>) {
  const { centre } = await openMemberCentreAsDemo(renderAppWorld, 'withdraw', 'Withdraw', params);
  const confirm = await within(centre).findByRole('region', { name: 'Confirm receipt' }, { timeout: 10_000 });
  return { centre, card: within(confirm).getByRole('article') };
}

// SPEC 4.11 "full payment" (readings in src/api/contracts/payments.ts).
describe('withdrawal confirmation card: full payment', { timeout: 40_000 }, () => {
  it('by default offers Received in full and Received in part, which asks the amount that arrived', async () => {
    const { centre, card } = await openWithdraw({ scenario: 'money-in-flight' });
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Received in full', 'Received in part', 'Not received']);
    await userEvent.click(within(card).getByRole('button', { name: 'Received in part' }));
    const amount = within(card).getByRole('textbox', { name: 'Amount received (৳)' });
    await userEvent.type(amount, '1500');
    await userEvent.upload(
      within(card).getByLabelText('Proof images'),
      new File(['x'], 'statement.png', { type: 'image/png' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(within(card).getByRole('alert').textContent).toBe(
      'Enter the amount that arrived: more than 0 and less than ৳1,500.00.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    const withdrawals = within(centre).getByRole('table', { name: 'My withdrawals' });
    expect(await within(withdrawals).findByText('Received in part: ৳600.00 (under review)')).toBeVisible();
  });

  it('in full-payment-status marks the payout paid in full and offers Received or Not received', async () => {
    const { card } = await openWithdraw({ scenario: 'full-payment-status' });
    expect(
      within(card).getByText('Full payment: the payment team paid this payout in one full transfer.'),
    ).toBeVisible();
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Received', 'Not received']);
  });
});
