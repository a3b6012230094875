import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupAppWorld } from '../../test/app-world';
import { describe, expect, it } from 'vitest';
import { findByAccount, findByMobile } from '../../../mocks/world/accounts';
import { passwordMatches } from '../../../mocks/world/passwords';

const renderAppWorld = setupAppWorld();

async function openForgotPassword() {
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 }));
  const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
  await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  // The popup and its catalogue load as chunks on first use: allow for a busy machine.
  return screen.findByRole('dialog', { name: 'Forgot password' }, { timeout: 5000 });
}

describe('Forgot-password popup (SPEC 2.4, 4.6)', { timeout: 20_000 }, () => {
  it('opens on the phone tab when CHNGPASSVERIF3 is on, with arrow keys between the tabs', async () => {
    renderAppWorld();
    const dialog = await openForgotPassword();
    const phone = within(dialog).getByRole('tab', { name: 'By phone' });
    const email = within(dialog).getByRole('tab', { name: 'By e-mail' });
    expect(phone.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel', { name: 'By phone' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    phone.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(email.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(within(dialog).getByRole('tabpanel', { name: 'By e-mail' })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(phone.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the e-mail tab when CHNGPASSVERIF3 is off', async () => {
    renderAppWorld(
      {},
      {
        prepare: ({ store }) =>
          store.update((world) => {
            world.whitelabel.CHNGPASSVERIF3 = false;
          }),
      },
    );
    const dialog = await openForgotPassword();
    expect(within(dialog).getByRole('tab', { name: 'By e-mail' }).getAttribute('aria-selected')).toBe('true');
  });

  it('by e-mail: checks the fields, shows the refusal keeping what was typed, then the in_been_out message', async () => {
    const { store } = renderAppWorld();
    const dialog = await openForgotPassword();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'By e-mail' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset e-mail' }));
    expect(within(panel).getAllByText('Input cannot be empty.')).toHaveLength(2);
    await userEvent.type(within(panel).getByLabelText('Username'), '1demo');
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset e-mail' }));
    expect(within(panel).getByText(/^Account format is incorrect/)).toBeVisible();
    expect(within(panel).getByText('Email format is incorrect.')).toBeVisible();

    await userEvent.clear(within(panel).getByLabelText('Username'));
    await userEvent.type(within(panel).getByLabelText('Username'), 'demo01');
    await userEvent.clear(within(panel).getByLabelText('E-mail'));
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'someone@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      'Username/Email does not exist.',
    );
    expect((within(panel).getByLabelText('E-mail') as HTMLInputElement).value).toBe('someone@example.com');

    const demoEmail = findByAccount(store.world, 'demo01')!.email;
    await userEvent.clear(within(panel).getByLabelText('E-mail'));
    await userEvent.type(within(panel).getByLabelText('E-mail'), ` ${demoEmail} `);
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(panel).findByRole('status')).toHaveProperty(
      'textContent',
      'A password reset e-mail is on its way. Please check your inbox and follow the link in it.',
    );
  });

  it('by phone: sets the password, logs the member in, closes the popup and goes to /', async () => {
    window.history.replaceState(null, '', '/promotions');
    const { store } = renderAppWorld();
    const dialog = await openForgotPassword();
    const panel = within(within(dialog).getByRole('tabpanel', { name: 'By phone' }));
    await userEvent.click(panel.getByRole('button', { name: 'Set new password' }));
    expect(panel.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(panel.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(panel.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(panel.getByLabelText('Mobile number'), '01712345678');
    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    await panel.findByText('A code was sent to 01712345678.');
    await userEvent.type(panel.getByLabelText('Verification code'), '000000');
    await userEvent.type(panel.getByLabelText('New password'), 'Fresh@2025');
    await userEvent.type(panel.getByLabelText('Confirm new password'), 'Fresh@2024');
    await userEvent.click(panel.getByRole('button', { name: 'Set new password' }));
    expect(panel.getByText('The two entries are inconsistent.')).toBeVisible();

    await userEvent.clear(panel.getByLabelText('Confirm new password'));
    await userEvent.type(panel.getByLabelText('Confirm new password'), 'Fresh@2025');
    await userEvent.click(panel.getByRole('button', { name: 'Set new password' }));
    expect(await panel.findByRole('alert')).toHaveProperty(
      'textContent',
      'The verification code is not valid, missing or expired. Please send a new code.',
    );
    expect((panel.getByLabelText('New password') as HTMLInputElement).value).toBe('Fresh@2025');

    await userEvent.clear(panel.getByLabelText('Verification code'));
    await userEvent.type(panel.getByLabelText('Verification code'), '123456');
    await userEvent.click(panel.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('button', { name: 'Refresh balance' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(window.location.pathname).toBe('/');
    const member = findByMobile(store.world, '01712345678')!;
    expect(passwordMatches(member.passwordHash, 'Fresh@2025')).toBe(true);
  });
});
