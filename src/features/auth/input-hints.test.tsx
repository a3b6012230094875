import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** What a phone's keyboard and the password manager read from a field. */
function hints(field: HTMLElement) {
  const names = ['type', 'inputmode', 'autocomplete', 'autocapitalize', 'spellcheck'] as const;
  return Object.fromEntries(names.map((name) => [name, field.getAttribute(name)]));
}

async function logInAsDemo() {
  const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'demo01');
  await userEvent.type(within(login).getByLabelText('Password', { exact: true }), 'Demo@1234');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
}

describe('keyboard and autofill hints', { timeout: 40_000 }, () => {
  it('login: the password manager fills username and password; the deposit amount gets a decimal keypad', async () => {
    renderAppWorld({}, { path: '/?mcPage=depositv2' });
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
    expect(hints(within(login).getByRole('textbox', { name: 'Username' }))).toEqual({
      type: null,
      inputmode: null,
      autocomplete: 'username',
      autocapitalize: 'none',
      spellcheck: 'false',
    });
    expect(hints(within(login).getByLabelText('Password', { exact: true }))).toMatchObject({
      type: 'password',
      autocomplete: 'current-password',
    });

    await logInAsDemo();
    const centre = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 10_000 });
    const amount = await within(centre).findByRole('textbox', { name: 'Amount (৳)' }, { timeout: 10_000 });
    expect(hints(amount)).toMatchObject({ inputmode: 'decimal', autocomplete: 'off' });
  });

  it('withdrawal: the payment password gets a digit keypad and is not a login password to fill', async () => {
    renderAppWorld({}, { path: '/?mcPage=withdraw' });
    await logInAsDemo();
    const centre = await screen.findByRole('dialog', { name: 'Withdraw' }, { timeout: 10_000 });
    const pin = await within(centre).findByLabelText('Withdrawal password', {}, { timeout: 10_000 });
    expect(hints(pin)).toMatchObject({
      type: 'password',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
    });
  });

  it('mobile registration: a phone keypad for the number, the SMS code offered, new passwords', async () => {
    renderAppWorld({ scenario: 'mobile-register' }, { path: '/register' });
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 10_000 });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Mobile number' });

    expect(hints(within(panel).getByRole('textbox', { name: 'Mobile number' }))).toMatchObject({
      type: 'tel',
      inputmode: 'tel',
      autocomplete: 'tel-national',
    });
    expect(hints(within(panel).getByLabelText('Verification code'))).toMatchObject({
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
    });
    for (const label of ['Password', 'Confirm password']) {
      expect(hints(within(panel).getByLabelText(label, { exact: true }))).toMatchObject({
        type: 'password',
        autocomplete: 'new-password',
      });
    }
  });
});
