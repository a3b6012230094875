import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { registrationMachine } from '../../machines/registration.machine';
import { registerSettings, usernameOnly } from '../../machines/registration-test-support';
import { ApiError } from '../../src/api/errors';
import { liftFaults, type MachineModel } from './model-paths';

/** The mock platform's default rules (SPEC 3.1): username, password, confirmation and captcha required. */
const settings = registerSettings();

const filled = {
  username: 'rahim2026',
  password: 'Rahim@2026',
  confirmPassword: 'Rahim@2026',
  captcha: '1234',
};
const submit = (values: Record<string, string>, termsAccepted: boolean) => ({
  type: 'form.submit',
  values,
  termsAccepted,
});
const settingsAnswer = 'xstate.done.actor.loadSettings';
const registerAnswer = 'xstate.done.actor.registerMember';
const registerRefusal = 'xstate.error.actor.registerMember';
const settingsRefusal = 'xstate.error.actor.loadSettings';

interface RegistrationView {
  errors: Record<string, unknown>;
  failure: unknown;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });
/** A name of its own for each journey: the world keeps the accounts a page registers. */
const newUsername = () => `model${Date.now() % 1_000_000}`;

/**
 * Registration by username (SPEC 2.4, 4.5), from the registration machine: the field rules loaded
 * (or failing, with a retry), the terms refused, empty fields refused before anything is sent, the
 * platform refusing (a wrong captcha) with what was typed kept, each corrected by the next send,
 * and the new account logged in.
 * The field rules failing to load are retried once the fault is lifted from the Scenarios panel,
 * opened over the popup with its shortcut.
 */
export const registrationModel: MachineModel = {
  name: 'registration',
  machine: registrationMachine,
  input: {
    switches: usernameOnly,
    urlCode: null,
    referralCode: null,
  },
  describe: (event) => {
    if (event.type !== 'form.submit') return undefined;
    const { values, termsAccepted } = event as ReturnType<typeof submit>;
    if (Object.keys(values).length === 0) return 'submit empty';
    return termsAccepted ? 'submit' : 'submit, terms unticked';
  },
  events: [
    { type: settingsAnswer, output: settings },
    { type: settingsRefusal, error: new ApiError('server', 'registerSettings', { status: 500 }) },
    { type: 'settings.retry' },
    submit(filled, true),
    submit(filled, false),
    submit({}, true),
    { type: registerAnswer, output: { token: 'model' } },
    {
      type: registerRefusal,
      error: new ApiError('rejected', 'register', { serverMessage: 'Invalid captcha' }),
    },
  ],
  // A player told what is wrong corrects it: after an error the next send is the filled form.
  allows: (state, event) => {
    if (event.type !== 'form.submit' || !state.matches('editing')) return true;
    const { errors, failure } = state.context as RegistrationView;
    const told = Object.keys(errors).length > 0 || failure !== null;
    return !told || (event.termsAccepted === true && Object.keys(event.values as object).length > 0);
  },
  key: (state) => {
    const { errors, failure } = state.context as RegistrationView;
    const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!;
    const told = errors.terms ? ' · terms' : Object.keys(errors).length > 0 ? ' · field errors' : '';
    // A refusal shows until the next send; a new field or terms error is what the form shows then.
    return `${top}${told || (failure && top === 'editing' ? ' · refused' : '')}`;
  },
  start: async (page, path) => {
    const refused = path.steps.some((step) => step.event.type === settingsRefusal);
    await page.goto(`/register?scenario=default${refused ? '&fault=registerSettings:500' : ''}&lang=EN`);
    await expect(dialog(page)).toBeVisible();
  },
  // The calls in flight: the player waits for their answers.
  inFlight: ['loadingSettings', 'submitting'],
  see: {
    settingsFailed: async (page) => {
      await expect(dialog(page).getByRole('alert')).toContainText('Network link abnormal');
    },
    editing: async (page) => {
      await expect(dialog(page).getByRole('textbox', { name: 'Username' })).toBeEditable();
    },
    'editing · terms': async (page) => {
      await expect(dialog(page).getByText('Please agree to the terms before registering.')).toBeVisible();
      await expect(dialog(page).getByRole('textbox', { name: 'Username' })).not.toHaveValue('');
    },
    'editing · field errors': async (page) => {
      // Refused before anything is sent: each required field says what is wrong with it.
      await expect(dialog(page).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog(page).getByLabel('Captcha', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
    'editing · refused': async (page) => {
      await expect(dialog(page).getByRole('alert')).toContainText('Invalid captcha');
      await expect(dialog(page).getByRole('textbox', { name: 'Username' })).not.toHaveValue('');
    },
    registered: async (page) => {
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
    },
  },
  act: {
    [settingsAnswer]: async () => undefined,
    [settingsRefusal]: async () => undefined,
    'settings.retry': async (page) => {
      await liftFaults(page);
      await dialog(page).getByRole('button', { name: 'Try again' }).click();
    },
    'form.submit': async (page, event, next) => {
      const { values, termsAccepted } = event as ReturnType<typeof submit>;
      const form = dialog(page);
      const typed = Object.keys(values).length > 0;
      await form.getByRole('textbox', { name: 'Username' }).fill(typed ? newUsername() : '');
      await form.getByLabel('Password', { exact: true }).fill(values.password ?? '');
      await form.getByLabel('Confirm password').fill(values.confirmPassword ?? '');
      // The platform refuses a wrong captcha: that is how the path's refusal comes about.
      const refused = (next as EventObject | undefined)?.type === registerRefusal;
      await form.getByLabel('Captcha', { exact: true }).fill(typed ? (refused ? '9999' : '1234') : '');
      await form.getByRole('checkbox', { name: /agree to the terms/ }).setChecked(termsAccepted);
      await form.getByRole('button', { name: 'Register' }).click();
    },
    [registerAnswer]: async () => undefined,
    [registerRefusal]: async () => undefined,
  },
};
