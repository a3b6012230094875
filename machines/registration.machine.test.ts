import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyMachineSnapshot } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { errorCodes } from '../src/api/contracts/call';
import type { RegisterSettings } from '../src/api/contracts/register';
import { ApiError } from '../src/api/errors';
import {
  registrationMachine,
  type RegisterMemberInput,
  type RegisterSwitches,
  type RegisterValues,
  type RegistrationInput,
} from './registration.machine';
import { registerSettings as settings, rule, usernameOnly } from './registration-test-support';

/** A call whose answer the test releases, so the state in flight can be observed. */
type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

// SPEC 3.3, 4.5: the white-label switches decide the register type and the SMS code.
const mobileToo: RegisterSwitches = { ...usernameOnly, MOBILENUMREG3: true, REGMOBVERF3: true };

function start(input: Partial<RegistrationInput> = {}) {
  const clock = new SimulatedClock();
  const loads: Pending<void, RegisterSettings>[] = [];
  const checks: Pending<{ code: string }, null>[] = [];
  const registrations: Pending<RegisterMemberInput, { token: string }>[] = [];
  const registered: string[] = [];
  const pending =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input: sent }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input: sent, resolve, reject }));
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadSettings: fromPromise(pending(loads)),
        checkAffiliate: fromPromise(pending(checks)),
        registerMember: fromPromise(pending(registrations)),
      },
      actions: { registered: (_, { token }) => registered.push(token) },
    }),
    {
      input: { switches: usernameOnly, urlCode: null, referralCode: null, ...input },
      clock,
    },
  ).start();
  return { actor, clock, loads, checks, registrations, registered };
}

type Started = ReturnType<typeof start>;
type StateValue = Parameters<ReturnType<Started['actor']['getSnapshot']>['matches']>[0];
const settle = (actor: Started['actor'], state: StateValue) => waitFor(actor, (s) => s.matches(state));
const snapshot = (actor: Started['actor']) => actor.getSnapshot();

async function ready(input: Partial<RegistrationInput> = {}, rules = settings()) {
  const started = start(input);
  started.loads[0]!.resolve(rules);
  return started;
}

const validUsernameForm: RegisterValues = {
  username: '  rahim2026 ',
  password: ' Rahim@2026 ',
  confirmPassword: 'Rahim@2026',
  captcha: '1234',
  email: '',
  affiliateCode: '',
};

const refusal = (code?: string, serverMessage?: string) =>
  new ApiError('rejected', 'register', {
    ...(code ? { code } : {}),
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('registrationMachine: start', () => {
  it('loads the field rules first, then edits with the first offered tab and the affiliate field shown', async () => {
    const { actor, loads } = start();
    expect(snapshot(actor).value).toBe('loadingSettings');
    expect(snapshot(actor).can({ type: 'form.submit', values: {}, termsAccepted: true })).toBe(false);
    loads[0]!.resolve(settings());
    await settle(actor, 'editing');
    expect(snapshot(actor).context).toMatchObject({
      method: 'username',
      affiliateField: 'shown',
      errors: {},
      failure: null,
    });
    expect(snapshot(actor).context.settings?.fields.username?.minLength).toBe(4);
  });

  it('starts on the mobile tab when only mobile registration is offered', () => {
    const { actor } = start({ switches: { ...mobileToo, USERNAMEREG3: false } });
    expect(snapshot(actor).context.method).toBe('mobile');
  });

  it('keeps the failure of the rules call and loads again on retry', async () => {
    const { actor, loads } = start();
    loads[0]!.reject(new ApiError('timeout', 'registerSettings'));
    await settle(actor, 'settingsFailed');
    expect(snapshot(actor).context.failure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'settings.retry' });
    expect(snapshot(actor).value).toBe('loadingSettings');
    expect(snapshot(actor).context.failure).toBeNull();
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(settings());
    await settle(actor, 'editing');
  });

  it('verifies a URL code: valid hides the field and sends the code with the registration', async () => {
    const { actor, checks, registrations } = await ready({ urlCode: ' BETBD ', referralCode: 'REF9' });
    await settle(actor, 'checkingUrlCode');
    expect(checks.map((c) => c.input)).toEqual([{ code: 'BETBD' }]);
    checks[0]!.resolve(null);
    await settle(actor, 'editing');
    expect(snapshot(actor).context.affiliateField).toBe('hidden');
    expect(snapshot(actor).context.errors).toEqual({});

    // Whatever the hidden field held, the verified code travels; it is not checked a second time.
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: 'OTHER' },
      termsAccepted: true,
    });
    expect(snapshot(actor).matches({ submitting: 'registering' })).toBe(true);
    expect(checks).toHaveLength(1);
    expect(registrations[0]!.input).toMatchObject({
      call: 'register',
      referralCode: 'REF9',
      values: { affiliateCode: 'BETBD' },
    });
  });

  it('verifies a URL code: a refused code shows the field with invitation_code_error', async () => {
    const { actor, checks } = await ready({ urlCode: 'NOPE' });
    await settle(actor, 'checkingUrlCode');
    checks[0]!.reject(refusal(errorCodes.invalidInvitationCode, 'Invalid invitation code'));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.affiliateField).toBe('shown');
    expect(snapshot(actor).context.errors).toEqual({
      affiliateCode: { key: 'invitation_code_error', params: {} },
    });
  });

  it('shows the field without calling the code wrong when the check does not answer', async () => {
    const { actor, checks } = await ready({ urlCode: 'BETBD' });
    await settle(actor, 'checkingUrlCode');
    checks[0]!.reject(new ApiError('network', 'affiliate'));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.affiliateField).toBe('shown');
    expect(snapshot(actor).context.errors).toEqual({});
    // The player is told the check failed, and can ask again.
    expect(snapshot(actor).context.urlCodeFailure).toEqual({ kind: 'network' });
    actor.send({ type: 'urlCode.recheck' });
    expect(snapshot(actor).value).toBe('checkingUrlCode');
    expect(snapshot(actor).context.urlCodeFailure).toBeNull();
    expect(checks.map((c) => c.input)).toEqual([{ code: 'BETBD' }, { code: 'BETBD' }]);
    checks[1]!.resolve(null);
    await settle(actor, 'editing');
    expect(snapshot(actor).context.affiliateField).toBe('hidden');
  });

  it('checks an unverified URL code again only when its check failed', async () => {
    const { actor, checks } = await ready({ urlCode: 'BETBD' });
    await settle(actor, 'checkingUrlCode');
    checks[0]!.resolve(null);
    await settle(actor, 'editing');
    actor.send({ type: 'urlCode.recheck' });
    expect(snapshot(actor).value).toBe('editing');
    expect(checks).toHaveLength(1);
  });

  it('forgets the failed URL check once the form is sent, which checks the code itself', async () => {
    const { actor, checks } = await ready({ urlCode: 'BETBD' });
    await settle(actor, 'checkingUrlCode');
    checks[0]!.reject(new ApiError('server', 'affiliate', { status: 500 }));
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: 'BETBD' },
      termsAccepted: true,
    });
    expect(snapshot(actor).matches({ submitting: 'checkingAffiliate' })).toBe(true);
    expect(snapshot(actor).context.urlCodeFailure).toBeNull();
    expect(checks.map((c) => c.input)).toEqual([{ code: 'BETBD' }, { code: 'BETBD' }]);
  });

  it('checks nothing when the URL has no code (or a blank one)', async () => {
    for (const urlCode of [null, '', '   ']) {
      const { actor, checks } = await ready({ urlCode });
      await settle(actor, 'editing');
      expect(checks).toHaveLength(0);
      expect(snapshot(actor).context.affiliateField).toBe('shown');
    }
  });
});

describe('registrationMachine: submitting', () => {
  it('refuses without the terms ticked: the terms error, nothing sent', async () => {
    const { actor, checks, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: 'BETBD' },
      termsAccepted: false,
    });
    expect(snapshot(actor).value).toBe('editing');
    expect(snapshot(actor).context.errors).toEqual({ terms: { key: 'terms_required', params: {} } });
    expect(checks).toHaveLength(0);
    expect(registrations).toHaveLength(0);
  });

  it('shows the rule messages of the failing fields (min and max substituted) and sends nothing', async () => {
    const { actor, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { username: '1ab', password: 'Rahim@2026', confirmPassword: 'Rahim@2027', captcha: '' },
      termsAccepted: true,
    });
    expect(snapshot(actor).value).toBe('editing');
    expect(snapshot(actor).context.errors).toEqual({
      username: { key: 'reg_pattern_2', params: { min: 4, max: 16 } },
      confirmPassword: { key: 'mismatch', params: {} },
      captcha: { key: 'reg_pattern_9', params: { min: 4, max: 4 } },
    });
    expect(registrations).toHaveLength(0);
  });

  it('tells every problem on the first submit: the empty fields and the terms together', async () => {
    const { actor, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: {}, termsAccepted: false });
    expect(Object.keys(snapshot(actor).context.errors).toSorted()).toEqual([
      'captcha',
      'confirmPassword',
      'password',
      'terms',
      'username',
    ]);
    expect(registrations).toHaveLength(0);
  });

  it('clears an earlier terms error once the form is fixed and ticked', async () => {
    const { actor } = await ready();
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: false });
    actor.send({ type: 'form.submit', values: { ...validUsernameForm, username: '' }, termsAccepted: true });
    expect(Object.keys(snapshot(actor).context.errors)).toEqual(['username']);
  });

  it('registers the trimmed, shown fields and logs in with the token', async () => {
    const { actor, registrations, registered } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, mobileNum: '01712345678', verificationCode: '999999' },
      termsAccepted: true,
    });
    expect(snapshot(actor).hasTag('busy')).toBe(true);
    expect(snapshot(actor).can({ type: 'form.submit', values: {}, termsAccepted: true })).toBe(false);
    expect(registrations[0]!.input).toEqual({
      call: 'register',
      referralCode: null,
      countryDialingCode: '880',
      // The SMS code is not a field of this form (REGMOBVERF3 off): it is not sent.
      values: {
        username: 'rahim2026',
        mobileNum: '01712345678',
        password: 'Rahim@2026',
        confirmPassword: 'Rahim@2026',
        email: '',
        affiliateCode: '',
        captcha: '1234',
      },
    });
    registrations[0]!.resolve({ token: 'tok-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot(actor).value).toBe('registered');
    expect(registered).toEqual(['tok-1']);
  });

  it('checks a typed affiliate code before registering; a refused one stops with invitation_code_error', async () => {
    const { actor, checks, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: ' NOPE ' },
      termsAccepted: true,
    });
    expect(snapshot(actor).matches({ submitting: 'checkingAffiliate' })).toBe(true);
    expect(checks[0]!.input).toEqual({ code: 'NOPE' });
    checks[0]!.reject(refusal(errorCodes.invalidInvitationCode));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.errors).toEqual({
      affiliateCode: { key: 'invitation_code_error', params: {} },
    });
    expect(registrations).toHaveLength(0);
  });

  it('registers once a typed affiliate code is accepted', async () => {
    const { actor, checks, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: 'BETBD' },
      termsAccepted: true,
    });
    checks[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches({ submitting: 'registering' }));
    expect(registrations[0]!.input.values.affiliateCode).toBe('BETBD');
  });

  it('keeps a network failure of the code check as a failure, not as a wrong code', async () => {
    const { actor, checks } = await ready();
    await settle(actor, 'editing');
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, affiliateCode: 'BETBD' },
      termsAccepted: true,
    });
    checks[0]!.reject(new ApiError('network', 'affiliate'));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.failure).toEqual({ kind: 'network' });
    expect(snapshot(actor).context.errors).toEqual({});
  });

  it('keeps the server message of a refused registration (what was sent stays) until dismissed', async () => {
    const { actor, registrations, registered } = await ready();
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    registrations[0]!.reject(refusal(undefined, 'Username already exists'));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.failure).toEqual({
      kind: 'rejected',
      serverMessage: 'Username already exists',
    });
    expect(snapshot(actor).context.values.username).toBe('rahim2026');
    expect(registered).toEqual([]);
    actor.send({ type: 'failure.dismiss' });
    expect(snapshot(actor).context.failure).toBeNull();
  });

  it('shows the field with invitation_code_error when the server refuses the code at registration', async () => {
    const { actor, checks, registrations } = await ready({ urlCode: 'BETBD' });
    await settle(actor, 'checkingUrlCode');
    checks[0]!.resolve(null);
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    registrations[0]!.reject(refusal(errorCodes.invalidInvitationCode, 'Invalid invitation code'));
    await settle(actor, 'editing');
    expect(snapshot(actor).context.affiliateField).toBe('shown');
    expect(snapshot(actor).context.errors.affiliateCode?.key).toBe('invitation_code_error');
    expect(snapshot(actor).context.failure?.serverMessage).toBe('Invalid invitation code');
  });

  it('a new submit clears the last failure', async () => {
    const { actor, registrations } = await ready();
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    registrations[0]!.reject(new ApiError('timeout', 'register'));
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    expect(snapshot(actor).context.failure).toBeNull();
    expect(registrations).toHaveLength(2);
  });
});

describe('registrationMachine: tabs (SPEC 2.4, 4.5)', () => {
  it('switches tab only to an offered one, clearing errors', async () => {
    const { actor } = await ready({ switches: usernameOnly });
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: {}, termsAccepted: false });
    actor.send({ type: 'method.select', method: 'mobile' });
    expect(snapshot(actor).context.method).toBe('username');
    expect(snapshot(actor).context.errors.terms).toBeDefined();

    const other = await ready({ switches: mobileToo });
    await settle(other.actor, 'editing');
    other.actor.send({ type: 'form.submit', values: {}, termsAccepted: false });
    other.actor.send({ type: 'method.select', method: 'mobile' });
    expect(snapshot(other.actor).context.method).toBe('mobile');
    expect(snapshot(other.actor).context.errors).toEqual({});
  });

  it('mobile tab with REGMOBVERF3: mobile number and SMS code required, no username; sent with registerMobile', async () => {
    const { actor, registrations } = await ready({ switches: mobileToo });
    await settle(actor, 'editing');
    actor.send({ type: 'method.select', method: 'mobile' });
    actor.send({
      type: 'form.submit',
      values: { password: 'Rahim@2026', confirmPassword: 'Rahim@2026', captcha: '1234' },
      termsAccepted: true,
    });
    expect(snapshot(actor).context.errors).toEqual({
      mobileNum: { key: 'reg_pattern_5', params: { min: 11, max: 11 } },
      verificationCode: { key: 'reg_pattern_9', params: { min: 6, max: 6 } },
    });
    actor.send({
      type: 'form.submit',
      values: {
        username: 'ignored',
        mobileNum: ' 01812345678 ',
        verificationCode: '123456',
        password: 'Rahim@2026',
        confirmPassword: 'Rahim@2026',
        captcha: '1234',
      },
      termsAccepted: true,
    });
    expect(registrations[0]!.input.call).toBe('registerMobile');
    expect(registrations[0]!.input.values).not.toHaveProperty('username');
    expect(registrations[0]!.input.values).toMatchObject({
      mobileNum: '01812345678',
      verificationCode: '123456',
    });
  });

  it('mobile tab without MOBILENUMPASSREG3 asks for no password', async () => {
    const { actor, registrations } = await ready({ switches: { ...mobileToo, MOBILENUMPASSREG3: false } });
    await settle(actor, 'editing');
    actor.send({ type: 'method.select', method: 'mobile' });
    actor.send({
      type: 'form.submit',
      values: { mobileNum: '01812345678', verificationCode: '123456', captcha: '1234', password: 'x' },
      termsAccepted: true,
    });
    expect(snapshot(actor).context.errors).toEqual({});
    expect(registrations[0]!.input.values).not.toHaveProperty('password');
  });

  it('username tab with REGMOBVERF3 needs the number and the code too; with MOBILENUMREG3 on it is sent as registerMobile (the default reading)', async () => {
    const { actor, registrations } = await ready({ switches: mobileToo });
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    expect(Object.keys(snapshot(actor).context.errors).sort()).toEqual(['mobileNum', 'verificationCode']);
    actor.send({
      type: 'form.submit',
      values: { ...validUsernameForm, mobileNum: '01812345678', verificationCode: '123456' },
      termsAccepted: true,
    });
    expect(registrations[0]!.input.call).toBe('registerMobile');
  });

  it('requires the payment password when the server shows it', async () => {
    const { actor } = await ready({}, settings({ paymentPassword: rule({ minLength: 6, maxLength: 20 }) }));
    await settle(actor, 'editing');
    actor.send({ type: 'form.submit', values: validUsernameForm, termsAccepted: true });
    expect(snapshot(actor).context.errors).toEqual({
      paymentPassword: { key: 'reg_pattern_9', params: { min: 6, max: 20 } },
    });
  });
});

describe('registrationMachine: graph', () => {
  it('reaches every state and takes every transition through the graph of its events', () => {
    const valid: RegisterValues = {
      username: 'rahim2026',
      mobileNum: '01812345678',
      verificationCode: '123456',
      password: 'Rahim@2026',
      confirmPassword: 'Rahim@2026',
      captcha: '1234',
    };
    const events = [
      { type: 'xstate.done.actor.loadSettings', output: settings() },
      { type: 'xstate.error.actor.loadSettings', error: new ApiError('network', 'registerSettings') },
      { type: 'settings.retry' },
      { type: 'xstate.done.actor.checkUrlCode', output: null },
      { type: 'xstate.error.actor.checkUrlCode', error: refusal(errorCodes.invalidInvitationCode) },
      { type: 'xstate.error.actor.checkUrlCode', error: new ApiError('network', 'affiliate') },
      { type: 'urlCode.recheck' },
      { type: 'method.select', method: 'mobile' },
      { type: 'failure.dismiss' },
      { type: 'form.submit', values: valid, termsAccepted: false },
      { type: 'form.submit', values: {}, termsAccepted: true },
      { type: 'form.submit', values: valid, termsAccepted: true },
      { type: 'form.submit', values: { ...valid, affiliateCode: 'BETBD' }, termsAccepted: true },
      { type: 'xstate.done.actor.checkAffiliate', output: null },
      { type: 'xstate.error.actor.checkAffiliate', error: refusal(errorCodes.invalidInvitationCode) },
      { type: 'xstate.error.actor.checkAffiliate', error: new ApiError('timeout', 'affiliate') },
      { type: 'xstate.done.actor.registerMember', output: { token: 'tok' } },
      { type: 'xstate.error.actor.registerMember', error: refusal(errorCodes.invalidInvitationCode) },
      { type: 'xstate.error.actor.registerMember', error: refusal(undefined, 'taken') },
    ];
    const reached = new Set<string>();
    const transitions = new Set<string>();
    for (const urlCode of [null, 'BETBD']) {
      const options = {
        input: { switches: mobileToo, urlCode, referralCode: null },
        events: events as never,
        // The modes the user sees; the values typed would only multiply the nodes.
        serializeState: (s: AnyMachineSnapshot) =>
          JSON.stringify([
            s.value,
            s.context.method,
            s.context.affiliateField,
            Object.keys(s.context.errors).sort(),
            s.context.failure?.kind ?? null,
            s.context.urlCodeFailure?.kind ?? null,
          ]),
      };
      for (const path of getShortestPaths(registrationMachine, options)) {
        reached.add(JSON.stringify(path.state.value));
      }
      for (const edge of adjacencyMapToArray(getAdjacencyMap(registrationMachine, options))) {
        transitions.add(`${JSON.stringify(edge.state.value)} -> ${JSON.stringify(edge.nextState.value)}`);
      }
    }
    expect([...reached].sort()).toEqual(
      [
        '"loadingSettings"',
        '"settingsFailed"',
        '"checkingUrlCode"',
        '"editing"',
        '{"submitting":"checkingAffiliate"}',
        '{"submitting":"registering"}',
        '"registered"',
      ].sort(),
    );
    // Every edge of the chart.
    for (const edge of [
      '"loadingSettings" -> "settingsFailed"',
      '"settingsFailed" -> "loadingSettings"',
      '"loadingSettings" -> "editing"',
      '"loadingSettings" -> "checkingUrlCode"',
      '"checkingUrlCode" -> "editing"',
      '"editing" -> "checkingUrlCode"',
      '"editing" -> "editing"',
      '"editing" -> {"submitting":"checkingAffiliate"}',
      '"editing" -> {"submitting":"registering"}',
      '{"submitting":"checkingAffiliate"} -> {"submitting":"registering"}',
      '{"submitting":"checkingAffiliate"} -> "editing"',
      '{"submitting":"registering"} -> "editing"',
      '{"submitting":"registering"} -> "registered"',
    ]) {
      expect(transitions, edge).toContain(edge);
    }
  });
});
