// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  freePlayCall,
  memberInfoCall,
  permissionCall,
  registerCall,
  registerMobileCall,
  registerSettingsCall,
} from '../../src/api/contracts';
import { trialLaunchCall } from '../../src/api/contracts/launch';
import { launchRequest, registerForm, testWorlds } from '../test-world';
import { launchRefusalText } from './launch';

const world = testWorlds();

/** A username form as the client sends it (no mobile number: REGMOBVERF3 is off here). */
const usernameForm = registerForm;

/** Both tabs offered, no SMS code: the username form carries no mobile number. */
const bothTabs = { MOBILENUMREG3: true, USERNAMEREG3: true, REGMOBVERF3: false } as const;

describe('SPEC 4.5 register type: the readings of the mock world', () => {
  it('answers the default reading, bySwitch, in the register settings and inside permission', async () => {
    const { api } = world();
    await expect(api.request(registerSettingsCall, undefined)).resolves.toMatchObject({
      registerCallReading: 'bySwitch',
    });
    const permission = await api.request(permissionCall, { language: 'EN' });
    expect(permission.register?.registerCallReading).toBe('bySwitch');
  });

  it('answers byForm in scenario mobile-register-by-form', async () => {
    const { api } = world({ scenario: 'mobile-register-by-form' });
    await expect(api.request(registerSettingsCall, undefined)).resolves.toMatchObject({
      registerCallReading: 'byForm',
    });
  });

  it('bySwitch: registerMobile takes the username form, which has no mobile number', async () => {
    const { api, store, useToken } = world();
    store.update((w) => Object.assign(w.whitelabel, bothTabs));
    const { token } = await api.request(registerMobileCall, usernameForm());
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({
      account: 'rahim2026',
      mobileNum: null,
    });
  });

  it('byForm: registerMobile is the mobile form only, so a username form without a number is refused', async () => {
    const { api, refused, store } = world();
    store.update((w) => {
      Object.assign(w.whitelabel, bothTabs);
      w.settings.registerCallReading = 'byForm';
    });
    await expect(refused(api.request(registerMobileCall, usernameForm()))).resolves.toMatchObject({
      message: 'Mobile number is required',
    });
    await expect(api.request(registerCall, usernameForm())).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('refuses registerMobile while MOBILENUMREG3 is off', async () => {
    const { api, refused } = world();
    await expect(refused(api.request(registerMobileCall, usernameForm()))).resolves.toMatchObject({
      code: errorCodes.functionDisabled,
    });
  });
});

const trialGame = launchRequest({ accountType: 0 });

describe("SPEC 4.9, 6 a trial account's launches: the readings of the mock world", () => {
  it('demoAllowed (the default): the permission data says so, and a trial account opens a free trial', async () => {
    const w = world({ scenario: 'trial-account' });
    const permission = await w.api.request(permissionCall, { language: 'EN' });
    expect(permission.trialLaunchReading).toBe('demoAllowed');
    const { token } = await w.api.request(freePlayCall, { os: 'web', platform: 'W' });
    w.useToken(token);
    await expect(w.api.request(trialLaunchCall, trialGame)).resolves.toContain('mode=trial');
  });

  it("noGames (trial-account-no-games): the permission data says so, and the trial launch refuses a trial account's session", async () => {
    const w = world({ scenario: 'trial-account-no-games' });
    const permission = await w.api.request(permissionCall, { language: 'EN' });
    expect(permission.trialLaunchReading).toBe('noGames');
    // A visitor still opens the free trial: the reading is about trial accounts.
    await expect(w.api.request(trialLaunchCall, trialGame)).resolves.toContain('mode=trial');
    const { token } = await w.api.request(freePlayCall, { os: 'web', platform: 'W' });
    w.useToken(token);
    await expect(w.refused(w.api.request(trialLaunchCall, trialGame))).resolves.toMatchObject({
      message: launchRefusalText.realAccountNeeded,
    });
  });
});
