import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupAppWorld } from '../../test/app-world';
import { describe, expect, it } from 'vitest';

const renderAppWorld = setupAppWorld();

async function openSmsTab() {
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile (SMS)' }));
  // The tab's texts load with their catalogue on first use.
  await within(dialog).findByLabelText('Mobile number', {}, { timeout: 5000 });
  return dialog;
}

describe('SMS login tab', { timeout: 20_000 }, () => {
  it('checks the number and the code before sending anything', async () => {
    renderAppWorld({ scenario: 'sms-login' });
    const dialog = await openSmsTab();
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const mobile = within(dialog).getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Please enter a valid mobile number: 11 digits starting with 01.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Input cannot be empty.')).toBeVisible();
  });

  it('logs in with the mobile number and the mock code', async () => {
    renderAppWorld({ scenario: 'sms-login' });
    const dialog = await openSmsTab();
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText('A code was sent to 01712345678.');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), ' 123456 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Refresh balance' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });

  it('shows the refusal of a wrong code and keeps what was typed', async () => {
    renderAppWorld({ scenario: 'sms-login' });
    const dialog = await openSmsTab();
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '01712345678');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The verification code is not valid, missing or expired. Please send a new code.',
    );
    expect((within(dialog).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('01712345678');
    expect((within(dialog).getByLabelText('Verification code') as HTMLInputElement).value).toBe('999999');
  });
});
