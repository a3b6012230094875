import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findByAccount } from '../../../mocks/world/accounts';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

const registerCalls = (calls: string[]) => calls.filter((c) => /member\/register/.test(c));

/** Registers `username` from the username tab (REGMOBVERF3 is on in both scenarios: number and code too). */
async function registerByUsername(username: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 5000 });
  const panel = await within(dialog).findByRole('tabpanel', { name: 'Username' }, { timeout: 5000 });
  const field = (label: string) => within(panel).getByLabelText(label, { exact: true });
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(field('Mobile number'), '01812345678');
  await userEvent.type(field('Verification code'), '123456');
  await userEvent.type(field('Password'), 'Rahim@2026');
  await userEvent.type(field('Confirm password'), 'Rahim@2026');
  await userEvent.type(field('Captcha'), '1234');
  await userEvent.click(within(panel).getByRole('checkbox'));
  await userEvent.click(within(panel).getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
}

// SPEC 4.5: the request the username form sends, under each reading of the register type.
describe('the register type the username form sends (SPEC 4.5)', { timeout: 20_000 }, () => {
  it('bySwitch, the default reading (mobile-register): registerMobile while MOBILENUMREG3 is on', async () => {
    const { calls, store } = renderAppWorld({ scenario: 'mobile-register' }, { path: '/register' });
    await registerByUsername('rahim2026');
    expect(registerCalls(calls)).toEqual(['PUT /wps/member/register/mobile']);
    expect(findByAccount(store.world, 'rahim2026')?.mobile).toBe('01812345678');
  });

  it('byForm (mobile-register-by-form): register, the username form’s own call', async () => {
    const { calls, store } = renderAppWorld({ scenario: 'mobile-register-by-form' }, { path: '/register' });
    await registerByUsername('karim2026');
    expect(registerCalls(calls)).toEqual(['PUT /wps/member/register']);
    expect(findByAccount(store.world, 'karim2026')?.mobile).toBe('01812345678');
  });
});
