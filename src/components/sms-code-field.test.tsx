import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import type { QaParams } from '../qa/qa-params';
import { initI18n } from '../i18n/index';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';

beforeAll(async () => {
  await initI18n('EN');
});

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

function Harness(props: Pick<SmsCodeFieldProps, 'purpose' | 'registerType' | 'mobile'>) {
  const [code, setCode] = useState('');
  return <SmsCodeField {...props} value={code} onChange={setCode} />;
}

function renderField(
  params: Partial<QaParams>,
  props: Pick<SmsCodeFieldProps, 'purpose' | 'registerType' | 'mobile'>,
) {
  const mock = createMockServer(params);
  mock.server.listen({ onUnhandledRequest: 'error' });
  close = () => mock.server.close();
  render(
    <Suspense fallback={null}>
      <Harness {...props} />
    </Suspense>,
  );
  return mock;
}

describe('SmsCodeField against the mock world', { timeout: 20_000 }, () => {
  it('checks the number before sending and sends nothing for a wrong one', async () => {
    const { store } = renderField({ scenario: 'sms-login' }, { purpose: 'noLogin', mobile: '0171' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please enter a valid phone number.',
    );
    expect(store.world.sms.lastMobile ?? null).toBeNull();
  });

  it('sends the code, announces it and counts down before a resend', async () => {
    const { store } = renderField({ scenario: 'sms-login' }, { purpose: 'noLogin', mobile: ' 01712345678 ' });
    const input = await screen.findByLabelText('Verification code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('A code was sent to 01712345678.').getAttribute('aria-live')).toBe('polite');
    expect(store.world.sms.lastMobile).toBe('01712345678');
    // A click while counting sends nothing more.
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(input, '123456');
    expect((input as HTMLInputElement).value).toBe('123456');
  });

  it('shows too-many-requests in a warning dialog and locks the button for 5 minutes', async () => {
    renderField({ scenario: 'sms-rate-limited' }, { purpose: 'noLogin', mobile: '01712345678' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Too many requests. Please try again after 5 minutes.')).toBeVisible();
    const locked = screen.getByRole('button', {
      name: /^Too many requests\. Try again in [45] min \d+ s\.$/,
      hidden: true,
    });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    // Still locked once the warning is gone.
    expect(screen.getByRole('button', { name: /^Too many requests\. Try again in/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the quota refusal and lets the player try again', async () => {
    renderField({ scenario: 'sms-quota-exceeded' }, { purpose: 'noLogin', mobile: '01712345678' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(
      within(warning).getByText('The SMS quota is not sufficient. Please contact customer service.'),
    ).toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    // SPEC 9: the next request is allowed once the 1-second throttle is over.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('asks for a registration code with mobileNo: a number already registered is refused with the server text', async () => {
    const { store } = renderField({}, { purpose: 'register', registerType: 'mobile', mobile: '01712345678' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText('Mobile number already exists')).toBeVisible();
    // Refused, so nothing was sent and no countdown runs: the player may ask again at once.
    expect(store.world.sms.lastMobile).not.toBe('01712345678');
    expect(screen.queryByText('A code was sent to 01712345678.')).toBeNull();
  });

  it('sends a registration code to a new number', async () => {
    const { store } = renderField({}, { purpose: 'register', registerType: 'mobile', mobile: '01898765432' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to 01898765432.')).toBeVisible();
    expect(store.world.sms.lastMobile).toBe('01898765432');
  });
});
