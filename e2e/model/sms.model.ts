import { expect, type Page } from '@playwright/test';
import { or, stateIn } from 'xstate';
import { errorCodes } from '../../src/api/contracts/call';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine';
import { ApiError } from '../../src/api/errors';
import type { MachineModel, ModelPath } from './model-paths';

const MOBILE = '01712345678';
const failedWith = (error: ApiError) => ({ type: 'xstate.error.actor.requestCode', error });
const tooMany = failedWith(new ApiError('rejected', 'smsCodeNoLogin', { code: errorCodes.tooManyRequests }));
const serverError = failedWith(new ApiError('server', 'smsCodeNoLogin', { status: 500 }));

const login = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const warning = (page: Page) => page.getByRole('dialog', { name: 'Warning' });
const sendButton = (page: Page) =>
  login(page).getByRole('button', { name: /^(Send code|Resend|Resend in|Too many)/ });

/** The world that answers a path's requests as the path says: the first refusal it holds. */
function worldFor(path: ModelPath) {
  const errors = path.steps.map((step) => (step.event as { error?: ApiError }).error).filter(Boolean);
  if (errors[0]?.code === errorCodes.tooManyRequests) return 'scenario=sms-rate-limited';
  if (errors[0]) return 'scenario=sms-login&fault=smsCodeNoLogin:500';
  return 'scenario=sms-login';
}

/**
 * The SMS login's "Send code" button (SPEC 4.4, 8, 9), from the SMS countdown machine: a code sent
 * and counted down, a refusal shown in a warning and asked again, and the 5-minute lock of
 * too-many-requests. The 1-second throttle is waited out by the player (the button says when it
 * can be pressed), so the graph takes the button's rule without it; the lock's end is not walked
 * (5 minutes; sms-and-recovery.spec.ts checks the lock's clock).
 */
export const smsModel: MachineModel = {
  name: 'SMS countdown',
  machine: smsCountdownMachine.provide({
    guards: { isRequestAllowed: or([stateIn({ sms: 'idle' }), stateIn({ sms: 'failed' })]) },
  }),
  // The warning covers the button: the player closes it before asking again.
  allows: (state, event) => event.type !== 'code.request' || !(state.context as { failure: unknown }).failure,
  input: { provider: 'platform' },
  events: [
    { type: 'code.request', mobileNum: MOBILE },
    { type: 'xstate.done.actor.requestCode', output: { expiredMinutes: 1 } },
    tooMany,
    serverError,
    { type: 'warning.dismiss' },
  ],
  key: (state) => {
    const sms = (state.value as { sms: string | object }).sms;
    const name = typeof sms === 'string' ? sms : Object.keys(sms)[0]!;
    return `${name}${(state.context as { failure: unknown }).failure ? ' (warning)' : ''}`;
  },
  start: async (page, path) => {
    await page.goto(`/?${worldFor(path)}&lang=EN`);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await login(page).getByRole('tab', { name: 'Mobile (SMS)' }).click();
    await login(page).getByLabel('Mobile number').fill(MOBILE);
  },
  // The calls in flight: the player waits for their answers.
  inFlight: ['requesting'],
  see: {
    idle: async (page) => {
      await expect(warning(page)).toHaveCount(0);
      await expect(sendButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    },
    counting: async (page) => {
      await expect(login(page).getByText(`A code was sent to ${MOBILE}.`)).toBeVisible();
      await expect(login(page).getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    'failed (warning)': async (page) => {
      await expect(warning(page).getByRole('alert')).toContainText('Network link abnormal');
    },
    'locked (warning)': async (page) => {
      await expect(warning(page)).toContainText('Too many requests. Please try again after 5 minutes.');
    },
    locked: async (page) => {
      await expect(warning(page)).toHaveCount(0);
      await expect(
        login(page).getByRole('button', { name: /^Too many requests\. Try again in/ }),
      ).toHaveAttribute('aria-disabled', 'true');
      // What was typed stays.
      await expect(login(page).getByLabel('Mobile number')).toHaveValue(MOBILE);
    },
  },
  act: {
    'code.request': async (page) => {
      await expect(sendButton(page)).not.toHaveAttribute('aria-disabled', 'true');
      await sendButton(page).click();
    },
    'xstate.done.actor.requestCode': async () => undefined,
    'xstate.error.actor.requestCode': async () => undefined,
    'warning.dismiss': async (page) => {
      await warning(page).getByRole('button', { name: 'OK' }).click();
    },
  },
};
