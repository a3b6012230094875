import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { ApiError } from '../../src/api/errors';
import type { MachineModel } from './model-paths';

const switches = { forceExpiredChange: true, agentPolicy: false };
const loginValue = {
  token: 'model',
  firstTimeLogin: false,
  passwordExpired: false,
  isDefaultPassword: false,
};

/** The login attempt's three outcomes, as the session reads them (machines/login.machine.ts). */
const loginAnswers = {
  accepted: { kind: 'loggedIn', value: loginValue },
  mustChange: { kind: 'loggedIn', value: { ...loginValue, isDefaultPassword: true } },
  refused: { kind: 'refused', error: new ApiError('rejected', 'login', { serverMessage: 'wrong' }) },
} as const;
const answer = (output: unknown) => ({ type: 'xstate.done.actor.login', output });

/** The demo account (docs/qa.md) whose login brings each outcome in the default world. */
function accountFor(next: EventObject | undefined) {
  const output = (next as { output?: { kind: string; value?: { isDefaultPassword: boolean } } } | undefined)
    ?.output;
  if (output?.kind === 'refused') return { username: 'demo01', password: 'wrong-password' };
  if (output?.value?.isDefaultPassword) return { username: 'newbie01', password: 'Welcome@123' };
  return { username: 'demo01', password: 'Demo@1234' };
}

const banner = (page: Page) => page.getByRole('banner');
const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Password expired' });
const noAction = async () => undefined;

/**
 * The login with its forced password change (SPEC 4.2, 4.3) and the member's logout, from the
 * session machine: a username login accepted, refused, or told to change a default password; the
 * change made or abandoned; the logout confirmed or cancelled.
 */
export const loginModel: MachineModel = {
  name: 'session: login and forced change',
  machine: sessionMachine,
  input: { storedToken: null, storedChangeDue: null },
  events: [
    {
      type: 'credentials.submit',
      site: 'member',
      method: 'username',
      username: 'player',
      password: 'secret',
      switches,
    },
    answer(loginAnswers.accepted),
    answer(loginAnswers.mustChange),
    answer(loginAnswers.refused),
    { type: 'xstate.done.actor.loadMember', output: { id: 1, account: 'demo01', nickname: 'Demo', type: 0 } },
    { type: 'password.changed' },
    { type: 'password.change.cancel' },
    { type: 'logout.request', site: 'member' },
    { type: 'logout.confirm' },
    { type: 'logout.cancel' },
    { type: 'xstate.done.actor.logoutUser', output: null },
  ],
  // A live session's steps are named by the step alone (`loggedIn`, not `live.loggedIn`).
  key: (state) => {
    const mode = typeof state.value === 'string' ? state.value : Object.values(state.value)[0];
    return `${String(mode)}${(state.context as { failure: unknown }).failure ? ' (refused)' : ''}`;
  },
  start: async (page) => {
    await page.goto('/?lang=EN');
  },
  // The calls in flight: the player waits for their answers.
  inFlight: ['loggingIn', 'loadingMember', 'loggingOut'],
  see: {
    loggedOut: async (page) => {
      await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'My account' })).toHaveCount(0);
    },
    'loggedOut (refused)': async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password');
      await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    },
    mustChangePassword: async (page) => {
      await expect(changeDialog(page).getByRole('textbox', { name: 'Username' })).toHaveValue('newbie01');
    },
    loggedIn: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(banner(page).getByRole('button', { name: 'My account' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
    },
    confirmingLogout: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Sign out' })).toContainText('Do you want to sign out?');
    },
  },
  act: {
    'credentials.submit': async (page, _event, next) => {
      const { username, password } = accountFor(next);
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      // After a refusal the popup is still open, with what was typed: the player types again there.
      if (!(await dialog.isVisible())) await banner(page).getByRole('button', { name: 'Log in' }).click();
      await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
    },
    'xstate.done.actor.login': noAction,
    'xstate.done.actor.loadMember': noAction,
    'xstate.done.actor.logoutUser': noAction,
    'password.changed': async (page) => {
      await changeDialog(page).getByLabel('New password', { exact: true }).fill('Fresh@2026');
      await changeDialog(page).getByLabel('Confirm new password').fill('Fresh@2026');
      await changeDialog(page).getByRole('button', { name: 'Change password' }).click();
    },
    'password.change.cancel': async (page) => {
      await changeDialog(page).getByRole('button', { name: 'Close' }).click();
    },
    'logout.request': async (page) => {
      await banner(page).getByRole('button', { name: 'My account' }).click();
      await banner(page).getByRole('button', { name: 'Sign out' }).click();
    },
    'logout.confirm': async (page) => {
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    },
    'logout.cancel': async (page) => {
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Cancel' }).click();
    },
  },
};
