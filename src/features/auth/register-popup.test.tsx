import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupAppWorld } from '../../test/app-world';
import { describe, expect, it } from 'vitest';
import { findByAccount } from '../../../mocks/world/accounts';
import type { QaParams } from '../../qa/qa-params';

const renderAppWorld = setupAppWorld();
const renderAt = (path: string, params: Partial<QaParams> = {}) => renderAppWorld(params, { path });

const registerCalls = (calls: string[]) => calls.filter((c) => /member\/register/.test(c));

async function openRegister() {
  // The popup is its own chunk and waits for the site's switches and the field rules.
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 5000 });
  await within(dialog).findByRole('textbox', { name: 'Username' }, { timeout: 5000 });
  return dialog;
}

async function fillUsernameForm(dialog: HTMLElement, username = 'rahim2026') {
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), `  ${username} `);
  await userEvent.type(field('Password'), 'Rahim@2026');
  await userEvent.type(field('Confirm password'), 'Rahim@2026');
  await userEvent.type(field('Captcha'), '1234');
}

describe('Register popup', () => {
  it('opens from the login popup; default world: one way to register, so no tabs', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(login).getByRole('button', { name: 'Register' }));
    const dialog = await openRegister();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    for (const label of ['Username', 'Password', 'Confirm password', 'Invitation code', 'Captcha']) {
      expect(within(dialog).getByLabelText(label, { exact: true })).toBeVisible();
    }
    // REGMOBVERF3 is off: no SMS code; the payment password is disabled by the server.
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
    expect(within(dialog).queryByLabelText('Payment password')).toBeNull();
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).required).toBe(true);
    // SPEC 9 age-confirmation: the default age 18.
    expect(within(dialog).getByRole('checkbox', { name: /at least 18 years old/ })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('refuses unticked terms without sending, then registers, logs in as the new account and goes to /', async () => {
    const { calls, store } = renderAt('/register?lang=EN');
    const dialog = await openRegister();
    await fillUsernameForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const terms = within(dialog).getByRole('checkbox', { name: /terms and conditions/ });
    // SPEC 8 please-agree-to-the-terms: unticked terms stop the registration with this text.
    expect(within(dialog).getByText('Please agree to the terms before registering.')).toBeVisible();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(registerCalls(calls)).toEqual([]);

    await userEvent.click(terms);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(registerCalls(calls)).toEqual(['PUT /wps/member/register']);
    // The value was trimmed; the session is the new member's.
    expect(findByAccount(store.world, 'rahim2026')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Refresh balance' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('rahim2026')).toBeVisible();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the rule messages with their lengths and the confirmation mismatch, linked to the fields', async () => {
    const { calls } = renderAt('/register');
    const dialog = await openRegister();
    const username = within(dialog).getByLabelText('Username');
    await userEvent.type(username, 'ab');
    await userEvent.type(within(dialog).getByLabelText('Password', { exact: true }), 'Rahim@2026');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Rahim@2027');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const describedBy = username.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toMatch(/4–16 characters/);
    expect(within(dialog).getByText('The two entries are inconsistent.')).toBeVisible();
    expect(registerCalls(calls)).toEqual([]);
  });

  it('shows each rule before anything is typed, and every problem at the first submit, focusing the first', async () => {
    const { calls } = renderAt('/register?lang=EN');
    const dialog = await openRegister();
    const username = within(dialog).getByLabelText('Username');
    const hint = () => document.getElementById(username.getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toMatch(/4–16 characters/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    for (const label of ['Username', 'Password', 'Confirm password', 'Captcha'])
      expect(within(dialog).getByLabelText(label, { exact: true }).getAttribute('aria-invalid'), label).toBe(
        'true',
      );
    expect(within(dialog).getByText('Please agree to the terms before registering.')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(registerCalls(calls)).toEqual([]);
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    renderAt('/register');
    const dialog = await openRegister();
    await fillUsernameForm(dialog, 'demo01');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Username already exists');
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('  demo01 ');
    expect((within(dialog).getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe(
      'Rahim@2026',
    );
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('a bad code from the URL shows invitation_code_error and the field holding it', async () => {
    renderAt('/register?affiliateCode=NOPE');
    const dialog = await openRegister();
    const code = within(dialog).getByLabelText('Invitation code') as HTMLInputElement;
    expect(code.value).toBe('NOPE');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Invalid invitation code.')).toBeVisible();
  });

  it('a valid code from the URL hides the field and is sent with the registration', async () => {
    const { calls } = renderAt('/register?affiliateCode=BETBD&referralCode=FRIEND1');
    const dialog = await openRegister();
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    expect(calls.filter((c) => c.includes('affiliate'))).toHaveLength(1);
    await fillUsernameForm(dialog, 'karim2026');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    // Verified once at start, not again on submit.
    expect(calls.filter((c) => c.includes('affiliate'))).toHaveLength(1);
  });

  it('a URL code whose check fails stays in its field, says so, and is checked again on request', async () => {
    const { calls, server, mock } = renderAt('/register?affiliateCode=BETBD', {
      faults: [{ call: 'affiliate', kind: '500' }],
    });
    const dialog = await openRegister();
    const code = within(dialog).getByLabelText('Invitation code') as HTMLInputElement;
    expect(code.value).toBe('BETBD');
    // Not called wrong: the check did not answer.
    expect(code.getAttribute('aria-invalid')).toBeNull();
    const note = within(dialog).getByRole('alert');
    expect(note.textContent).toContain('Your invitation code could not be checked just now');
    expect(note.textContent).toContain('Network link abnormal');
    // What was typed meanwhile stays when the code is checked again.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'karim2026');
    // The fault lifted, as the Scenarios panel lifts it.
    server.resetHandlers();
    server.use(...mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(within(note).getByRole('button', { name: 'Check the code again' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Invitation code')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'karim2026');
    expect(calls.filter((c) => c.includes('affiliate'))).toHaveLength(2);
  });

  it('affiliate-invalid: a typed code is checked and refused before anything is registered', async () => {
    const { calls } = renderAt('/register', { scenario: 'affiliate-invalid' });
    const dialog = await openRegister();
    await fillUsernameForm(dialog);
    await userEvent.type(within(dialog).getByLabelText('Invitation code'), 'BETBD');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Invalid invitation code.')).toBeVisible();
    expect(registerCalls(calls)).toEqual([]);
  });

  it('mobile-register: tabs; the mobile tab registers with the SMS code through registerMobile', async () => {
    const { calls, store } = renderAt('/register', { scenario: 'mobile-register' });
    const dialog = await openRegister();
    const usernameTab = within(dialog).getByRole('tab', { name: 'Username' });
    const mobileTab = within(dialog).getByRole('tab', { name: 'Mobile number' });
    expect(usernameTab.getAttribute('aria-selected')).toBe('true');
    usernameTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mobileTab);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Mobile number' });
    expect(within(panel).queryByLabelText('Username')).toBeNull();

    await userEvent.type(within(panel).getByLabelText('Mobile number'), '01812345678');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByText('A code was sent to 01812345678.')).toBeVisible();
    await userEvent.type(within(panel).getByLabelText('Verification code'), '123456');
    await userEvent.type(within(panel).getByLabelText('Password', { exact: true }), 'Rahim@2026');
    await userEvent.type(within(panel).getByLabelText('Confirm password'), 'Rahim@2026');
    await userEvent.type(within(panel).getByLabelText('Captcha'), '1234');
    await userEvent.click(within(panel).getByRole('checkbox'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(registerCalls(calls)).toEqual(['PUT /wps/member/register/mobile']);
    expect(findByAccount(store.world, '01812345678')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Refresh balance' })).toBeVisible();
  });
});
