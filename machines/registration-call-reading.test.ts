import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegisterCallReading } from '../src/api/contracts/register';
import { registrationMachine, type RegisterMemberInput, type RegisterSwitches } from './registration.machine';
import { registerSettings, usernameOnly } from './registration-test-support';

// Both tabs offered, no SMS code: the username form needs only its own fields.
const bothTabs: RegisterSwitches = { ...usernameOnly, MOBILENUMREG3: true };

/** Registers from the username tab with the field rules' answer carrying `reading`; answers the call sent. */
async function callSentFromUsernameTab(reading: RegisterCallReading | undefined) {
  const sent: RegisterMemberInput[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => ({
          ...registerSettings(),
          ...(reading ? { registerCallReading: reading } : {}),
        })),
        registerMember: fromPromise(async ({ input }: { input: RegisterMemberInput }) => {
          sent.push(input);
          return { token: 'new-member' };
        }),
      },
    }),
    { input: { switches: bothTabs, urlCode: null, referralCode: null } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  expect(actor.getSnapshot().context.method).toBe('username');
  actor.send({
    type: 'form.submit',
    values: {
      username: 'rahim2026',
      password: 'Rahim@2026',
      confirmPassword: 'Rahim@2026',
      captcha: '1234',
    },
    termsAccepted: true,
  });
  await waitFor(actor, (s) => s.matches('registered'));
  return sent.map((input) => input.call);
}

// SPEC 4.5: the register type follows the reading the platform's field rules name.
describe('registrationMachine: the register type under each reading (SPEC 4.5)', () => {
  it('sends registerMobile from the username tab under bySwitch, and when the answer names none (the default)', async () => {
    expect(await callSentFromUsernameTab('bySwitch')).toEqual(['registerMobile']);
    expect(await callSentFromUsernameTab(undefined)).toEqual(['registerMobile']);
  });

  it('sends register from the username tab under byForm', async () => {
    expect(await callSentFromUsernameTab('byForm')).toEqual(['register']);
  });
});
