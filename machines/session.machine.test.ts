import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { TRIAL_TYPE, type MemberInfo } from '../src/api/contracts/member';
import type { LoginRequest, LoginValue } from '../src/api/contracts/session';
import { ApiError } from '../src/api/errors';
import { OneClickError } from '../src/lib/one-click';
import { loginMachine } from './login.machine';
import { ipVerificationMachine } from './ip-verification.machine';
import { oneClickLoginMachine } from './one-click-login.machine';
import { freePlayLoginMachine } from './free-play-login.machine';
import { sessionMachine } from './session.machine';
import type { SessionInput } from './session.types';

const member = (type = 0): MemberInfo => ({ id: 1, account: 'demo01', nickname: 'Demo', type });
const ok = (over: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  isDefaultPassword: false,
  ...over,
});
const switches = { forceExpiredChange: true, agentPolicy: true };
const submit = (
  over: Partial<{ method: 'username' | 'sms'; username: string; password: string; captcha: string }> = {},
) =>
  ({
    type: 'credentials.submit',
    site: 'member',
    method: 'username',
    username: ' demo01 ',
    password: 'Demo@1234 ',
    switches,
    ...over,
  }) as const;

interface Script {
  login?: (request: LoginRequest) => LoginValue | Promise<LoginValue>;
  member?: MemberInfo | (() => MemberInfo);
  verify?: () => Promise<{ provider: string; token: string }>;
  input?: Partial<SessionInput>;
  /** The one-click provider's window: an identity token, or why not. */
  window?: () => Promise<{ idToken: string }>;
  /** The platform's exchange of that identity for a session. */
  oneClick?: () => Promise<{ token: string; firstTimeLogin: boolean }>;
  /** The logout call: resolves when the test lets it (a logout in flight). */
  logout?: () => Promise<void>;
  /** The favourites' load: its abort signal, for a test that ends the session while it runs. */
  favourites?: (signal: AbortSignal) => Promise<void>;
}

function start(script: Script = {}) {
  const calls = {
    login: [] as LoginRequest[],
    verify: 0,
    stored: [] as string[],
    changeDue: [] as Array<string | null>,
    changeDone: 0,
    cleared: 0,
    ready: [] as Array<{ firstTimeLogin: boolean; method: string | null }>,
    extras: [] as string[],
    afterLogout: [] as string[],
    expired: 0,
    logout: 0,
  };
  const loginUser = fromPromise<LoginValue, LoginRequest>(async ({ input }) => {
    calls.login.push(input);
    return script.login ? script.login(input) : ok();
  });
  const machine = sessionMachine.provide({
    actors: {
      login: loginMachine.provide({
        actors: {
          verifyHuman: fromPromise(async () => {
            calls.verify += 1;
            return script.verify ? script.verify() : { provider: 'mock', token: 'human' };
          }),
          loginUser,
        },
      }),
      ipVerification: ipVerificationMachine.provide({ actors: { loginUser } }),
      loadMember: fromPromise<MemberInfo, { token: string }>(async () => {
        const m = script.member ?? member();
        return typeof m === 'function' ? m() : m;
      }),
      freePlayLogin: freePlayLoginMachine.provide({
        actors: { startTrial: fromPromise(async () => ({ token: 'trial-tok' })) },
      }),
      oneClickLogin: oneClickLoginMachine.provide({
        actors: {
          openWindow: fromPromise(async () => (script.window ? script.window() : { idToken: 'id' })),
          exchangeToken: fromPromise(async () =>
            script.oneClick ? script.oneClick() : { token: 'google-tok', firstTimeLogin: false },
          ),
        },
      }),
      loadFavouriteIds: fromPromise<void, void>(async ({ signal }) => {
        calls.extras.push('favouriteIds');
        await script.favourites?.(signal);
      }),
      loadConsolidated: fromPromise<void, void>(async () => {
        calls.extras.push('consolidated');
      }),
      logoutUser: fromPromise(async () => {
        calls.logout += 1;
        await script.logout?.();
        return null;
      }),
    },
    actions: {
      storeToken: (_, params) => {
        calls.stored.push(params.token);
        calls.changeDue.push(params.changeDue);
      },
      clearChangeDue: () => (calls.changeDone += 1),
      clearSession: () => (calls.cleared += 1),
      memberReady: (_, params) =>
        calls.ready.push({ firstTimeLogin: params.firstTimeLogin, method: params.method }),
      afterLogout: (_, params) =>
        calls.afterLogout.push(params.then ? `${params.site} → ${params.then}` : params.site),
      afterExpiry: () => (calls.expired += 1),
    },
  });
  const actor = createActor(machine, {
    input: { storedToken: null, ...script.input },
  }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('sessionMachine', () => {
  it('logs in: human verification, trimmed credentials, token stored, member loaded, extras loaded', async () => {
    const { actor, calls } = start();
    actor.send(submit());
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(calls.verify).toBe(1);
    expect(calls.login).toEqual([{ username: 'demo01', password: 'Demo@1234', type: 'username' }]);
    expect(calls.stored).toEqual(['tok']);
    expect(calls.ready).toEqual([{ firstTimeLogin: false, method: 'username' }]);
    expect(calls.extras).toEqual(['favouriteIds', 'consolidated']);
    expect(actor.getSnapshot().context.heldPassword).toBeNull(); // not kept once logged in
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('loads no consolidated data for a trial account, nor with AGENTPOLICY3 off (SPEC 4.2)', async () => {
    const trial = start({ member: member(TRIAL_TYPE) });
    trial.actor.send(submit());
    await settled(trial.actor);
    expect(trial.calls.extras).toEqual(['favouriteIds']);
    const off = start();
    off.actor.send({ ...submit(), switches: { forceExpiredChange: true, agentPolicy: false } });
    await settled(off.actor);
    expect(off.calls.extras).toEqual(['favouriteIds']);
  });

  it('stops the member extras when the session ends: a late answer is not kept for the next one', async () => {
    let favouritesSignal: AbortSignal | null = null;
    const { actor } = start({
      favourites: (signal) => {
        favouritesSignal = signal;
        return new Promise(() => {});
      },
    });
    actor.send(submit());
    await settled(actor);
    expect(actor.getSnapshot().children).toHaveProperty('favouriteIds');
    expect(favouritesSignal!.aborted).toBe(false);
    actor.send({ type: 'logout.request', site: 'agent' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(favouritesSignal!.aborted).toBe(true);
    expect(actor.getSnapshot().children).not.toHaveProperty('favouriteIds');
  });

  it('a failed extra changes nothing for the member', async () => {
    const { actor } = start({ favourites: () => Promise.reject(new Error('offline')) });
    actor.send(submit());
    await settled(actor);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('skips human verification for an SMS login and never forces a password change there', async () => {
    const { actor, calls } = start({ login: () => ok({ passwordExpired: true }) });
    actor.send(submit({ method: 'sms', username: '01712345678', password: '123456' }));
    await settled(actor);
    expect(calls.verify).toBe(0);
    expect(calls.login[0]).toMatchObject({ type: 'sms', username: '01712345678', password: '123456' });
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
  });

  it('reports the first-time login to what follows the login', async () => {
    const { actor, calls } = start({ login: () => ok({ firstTimeLogin: true }) });
    actor.send(submit());
    await settled(actor);
    expect(calls.ready[0]!.firstTimeLogin).toBe(true);
  });

  it('forces the password change when the platform says the password is its default, holding it in memory', async () => {
    const { actor, calls } = start({ login: () => ok({ isDefaultPassword: true }) });
    actor.send(submit({ password: 'Welcome@123' }));
    await waitFor(actor, (s) => s.matches({ live: 'mustChangePassword' }));
    // SPEC 9 default-password-that-forces-change: logging in with it leads to the change step.
    expect(actor.getSnapshot().context.heldPassword).toBe('Welcome@123');
    // Kept with the token: a reload returns to the change step.
    expect(calls.stored).toEqual(['tok']);
    expect(calls.changeDue).toEqual(['demo01']);
    expect(calls.ready).toEqual([]);
    actor.send({ type: 'password.changed' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(actor.getSnapshot().context.heldPassword).toBeNull();
    expect(calls.changeDone).toBe(1);
  });

  it('never decides a default password by itself: the same password without the flag logs in', async () => {
    const { actor } = start();
    actor.send(submit({ password: 'Welcome@123' }));
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
  });

  it('returns a reloaded session that still owes the forced change to the change step, not into the site', async () => {
    const { actor, calls } = start({ input: { storedToken: 'kept', storedChangeDue: 'demo01' } });
    expect(actor.getSnapshot().value).toEqual({ live: 'mustChangePassword' });
    expect(actor.getSnapshot().context.loginName).toBe('demo01');
    // The password typed at the login is gone with the reload: the popup asks for it.
    expect(actor.getSnapshot().context.heldPassword).toBeNull();
    expect(calls.ready).toEqual([]);
    actor.send({ type: 'password.change.cancel' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.cleared).toBe(1);
  });

  it('forces the change for an expired password only when PWDEXPFORCECHANGE3 is on', async () => {
    const on = start({ login: () => ok({ passwordExpired: true }) });
    on.actor.send(submit());
    await waitFor(on.actor, (s) => s.matches({ live: 'mustChangePassword' }));
    const off = start({ login: () => ok({ passwordExpired: true }) });
    off.actor.send({ ...submit(), switches: { forceExpiredChange: false, agentPolicy: true } });
    await settled(off.actor);
    expect(off.actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
  });

  it('cancelling the forced change logs out', async () => {
    const { actor, calls } = start({ login: () => ok({ isDefaultPassword: true }) });
    actor.send(submit({ password: 'Welcome@123' }));
    await waitFor(actor, (s) => s.matches({ live: 'mustChangePassword' }));
    actor.send({ type: 'password.change.cancel' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logout).toBe(1);
    expect(calls.cleared).toBe(1);
  });

  it('shows the captcha after a refusal that asks for it, and keeps it shown', async () => {
    let attempt = 0;
    const { actor, calls } = start({
      login: (request) => {
        attempt += 1;
        if (attempt === 1)
          throw new ApiError('rejected', 'login', {
            serverMessage: 'Please enter the captcha',
            value: { captcha: true },
          });
        if (request.captcha !== '1234')
          throw new ApiError('rejected', 'login', { serverMessage: 'Invalid captcha' });
        return ok();
      },
    });
    actor.send(submit());
    await settled(actor);
    // SPEC 8 login-failure-with-value-captcha: a refusal with value.captcha shows the captcha.
    expect(actor.getSnapshot().context).toMatchObject({
      captcha: 'required',
      failure: { kind: 'rejected', serverMessage: 'Please enter the captcha' },
    });
    actor.send(submit({ captcha: '9999' }));
    await settled(actor);
    expect(actor.getSnapshot().context.captcha).toBe('required');
    actor.send(submit({ captcha: ' 1234 ' }));
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(calls.login[2]!.captcha).toBe('1234');
  });

  it('refuses a failed human verification without calling login', async () => {
    const { actor, calls } = start({ verify: () => Promise.reject(new Error('closed')) });
    actor.send(submit());
    await settled(actor);
    // SPEC 8 please-complete-verification-first
    expect(actor.getSnapshot().context.refusal).toBe('verificationRequired');
    expect(calls.login).toEqual([]);
  });

  it('keeps non-members off the member site and non-agents off the agent page', async () => {
    const affiliate = start({ member: member(3) });
    affiliate.actor.send(submit());
    await waitFor(affiliate.actor, (s) => s.matches('loggedOut'));
    expect(affiliate.actor.getSnapshot().context.refusal).toBe('notMember');
    expect(affiliate.calls.logout).toBe(1);

    const memberOnAgentPage = start();
    memberOnAgentPage.actor.send({ ...submit(), site: 'agent' });
    await waitFor(memberOnAgentPage.actor, (s) => s.matches('loggedOut') && s.context.refusal !== null);
    expect(memberOnAgentPage.actor.getSnapshot().context.refusal).toBe('notAgent');

    const agent = start({ member: member(41) });
    agent.actor.send({ ...submit(), site: 'agent' });
    await settled(agent.actor);
    expect(agent.actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
  });

  it('asks a member to confirm the logout; cancel keeps the session', async () => {
    const { actor, calls } = start();
    actor.send(submit());
    await settled(actor);
    actor.send({ type: 'logout.request', site: 'member' });
    expect(actor.getSnapshot().value).toEqual({ live: 'confirmingLogout' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    actor.send({ type: 'logout.request', site: 'member' });
    actor.send({ type: 'logout.confirm' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logout).toBe(1);
    expect(calls.cleared).toBe(1);
    expect(calls.afterLogout).toEqual(['member']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, member: null });
  });

  it('ends a trial session without a confirmation when the player leaves it for a real account', async () => {
    const { actor, calls } = start({ member: member(TRIAL_TYPE) });
    actor.send(submit());
    await settled(actor);
    actor.send({ type: 'trial.leave', then: 'register' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.logout).toBe(1);
    expect(calls.afterLogout).toEqual(['member → register']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, member: null, leaveTo: null });
    // A real account is not sent away by it.
    const real = start();
    real.actor.send(submit());
    await settled(real.actor);
    real.actor.send({ type: 'trial.leave', then: 'login' });
    expect(real.actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(real.calls.logout).toBe(0);
  });

  it('logs an agent out of the agent page without a confirmation', async () => {
    const { actor, calls } = start({ member: member(1) });
    actor.send({ ...submit(), site: 'agent' });
    await settled(actor);
    actor.send({ type: 'logout.request', site: 'agent' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls.afterLogout).toEqual(['agent']);
  });

  it('restores a stored session, and starts quietly logged out when it is no longer valid', async () => {
    const good = start({ input: { storedToken: 'kept' } });
    await settled(good.actor);
    expect(good.actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(good.calls.stored).toEqual([]);

    const bad = start({
      input: { storedToken: 'stale' },
      member: () => {
        throw new ApiError('unauthorized', 'memberInfo', { status: 401 });
      },
    });
    await settled(bad.actor);
    expect(bad.actor.getSnapshot().value).toBe('loggedOut');
    expect(bad.actor.getSnapshot().context.failure).toBeNull();
    expect(bad.calls.cleared).toBe(1);
    // The platform no longer knows it: asked for a login.
    expect(bad.calls.expired).toBe(1);
  });

  it('keeps a stored session whose member cannot load, says so, and loads it again on retry', async () => {
    let answers = 0;
    const offline = start({
      input: { storedToken: 'kept' },
      member: () => {
        answers += 1;
        if (answers === 1) throw new ApiError('network', 'memberInfo');
        return member();
      },
    });
    await settled(offline.actor);
    const failed = offline.actor.getSnapshot();
    expect(failed.value).toBe('loggedOut');
    // Told, not as a login failure (the login form's), and the session is not ended.
    expect(failed.context.restoreFailure).toEqual({ kind: 'network' });
    expect(failed.context.failure).toBeNull();
    expect(failed.context.token).toBe('kept');
    expect(offline.calls.cleared).toBe(0);
    // Unreachable is not expired: nobody is sent to a login page for it.
    expect(offline.calls.expired).toBe(0);

    offline.actor.send({ type: 'member.retry' });
    expect(offline.actor.getSnapshot().context.restoreFailure).toBeNull();
    await waitFor(offline.actor, (s) => s.matches({ live: 'loggedIn' }));
    expect(answers).toBe(2);
    expect(offline.calls.ready).toEqual([{ firstTimeLogin: false, method: 'token' }]);
  });

  it('retries a member load only after a kept session failed to load', async () => {
    const { actor } = start();
    actor.send({ type: 'member.retry' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('forgets a failed restore once the player logs in anew', async () => {
    let answers = 0;
    const { actor } = start({
      input: { storedToken: 'kept' },
      member: () => {
        answers += 1;
        if (answers === 1) throw new ApiError('server', 'memberInfo', { status: 500 });
        return member();
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.restoreFailure).toEqual({ kind: 'server' });
    actor.send(submit());
    expect(actor.getSnapshot().context.restoreFailure).toBeNull();
    await waitFor(actor, (s) => s.matches({ live: 'loggedIn' }));
  });

  it('ends the session on a 401 and asks for a login', async () => {
    const { actor, calls } = start({ input: { storedToken: 'kept' } });
    await settled(actor);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.cleared).toBe(1);
    expect(calls.expired).toBe(1);
  });

  it('asks a visitor to log in again when the stored session was found ended before the machine started', async () => {
    const { actor, calls } = start({ input: { storedToken: null } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.foundEnded' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.expired).toBe(1);
  });

  it('a 401 answering a call still in flight during a logout changes nothing: the logout ends where it should', async () => {
    let finish = () => {};
    const { actor, calls } = start({
      member: member(1),
      logout: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    actor.send({ ...submit(), site: 'agent' });
    await settled(actor);
    actor.send({ type: 'logout.request', site: 'agent' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    finish();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'session.expired' });
    expect(calls.expired).toBe(0);
    expect(calls.afterLogout).toEqual(['agent']);
  });

  it('logs in a trial account through free play, and a one-click sign-in', async () => {
    const trial = start({ member: member(4) });
    trial.actor.send({ type: 'freePlay.start', switches });
    await settled(trial.actor);
    expect(trial.actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(trial.calls.stored).toEqual(['trial-tok']);

    const google = start();
    google.actor.send({ type: 'oneClick.submit', provider: 'google', switches });
    await settled(google.actor);
    expect(google.calls.stored).toEqual(['google-tok']);
    expect(google.calls.verify).toBe(0);
  });

  it.each(['popupBlocked', 'popupClosed'] as const)(
    'a one-click sign-in whose window failed (%s) stays logged out with that reason, nothing stored',
    async (reason) => {
      const { actor, calls } = start({ window: () => Promise.reject(new OneClickError(reason)) });
      actor.send({ type: 'oneClick.submit', provider: 'facebook', switches });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ refusal: reason, failure: null });
      expect(calls.stored).toEqual([]);
    },
  );

  it('a one-click exchange the platform refuses keeps its message; a first one-click login is reported', async () => {
    const refused = start({
      oneClick: () =>
        Promise.reject(new ApiError('rejected', 'oneClickLogin', { serverMessage: 'No account' })),
    });
    refused.actor.send({ type: 'oneClick.submit', provider: 'google', switches });
    await settled(refused.actor);
    expect(refused.actor.getSnapshot().context.failure?.serverMessage).toBe('No account');

    const first = start({ oneClick: async () => ({ token: 'tg-tok', firstTimeLogin: true }) });
    first.actor.send({ type: 'oneClick.submit', provider: 'telegram', switches });
    await settled(first.actor);
    expect(first.calls.ready[0]).toEqual({ firstTimeLogin: true, method: 'oneClick' });
  });

  it('adopts a session made by registration', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'token.adopt', token: 'reg-tok', firstTimeLogin: true, switches });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ live: 'loggedIn' });
    expect(calls.stored).toEqual(['reg-tok']);
    expect(calls.ready[0]).toEqual({ firstTimeLogin: true, method: 'token' });
  });

  it('keeps the failure of a refused login until dismissed', async () => {
    const { actor } = start({
      login: () => {
        throw new ApiError('rejected', 'login', { serverMessage: 'Incorrect username or password' });
      },
    });
    actor.send(submit());
    await settled(actor);
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe('Incorrect username or password');
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reloads the member on request and keeps the session if that fails', async () => {
    let calls = 0;
    const { actor } = start({
      member: () => {
        calls += 1;
        if (calls === 2) return { ...member(), nickname: 'New' };
        if (calls === 3) throw new ApiError('network', 'memberInfo');
        return member();
      },
    });
    actor.send(submit());
    await settled(actor);
    actor.send({ type: 'member.refresh' });
    await waitFor(actor, (s) => s.matches({ live: 'loggedIn' }) && s.context.member?.nickname === 'New');
    actor.send({ type: 'member.refresh' });
    await waitFor(actor, (s) => s.matches({ live: 'loggedIn' }));
    expect(actor.getSnapshot().context.member?.nickname).toBe('New');
    expect(calls).toBe(3);
  });
});

describe('sessionMachine: extra verification of a login (SPEC 4.2)', () => {
  const asks = (
    method = 'mobileCode',
    target: string | null = '017****5678',
    code = 'IP_VERIFICATION_REQUIRED',
  ) =>
    new ApiError('rejected', 'login', {
      serverMessage: 'Verification required',
      code,
      value: { method, target },
    });

  it("takes the platform's own login_verify_required as the same ask when it names a method, else as a refusal", async () => {
    const named = start({
      login: () => Promise.reject(asks('emailCode', 'd***@site', 'login_verify_required')),
    });
    named.actor.send(submit());
    await waitFor(named.actor, (s) => s.matches('verifyingIp'));
    expect(named.actor.getSnapshot().context.ipVerification).toEqual({
      method: 'emailCode',
      target: 'd***@site',
    });

    const bare = new ApiError('rejected', 'login', {
      serverMessage: 'verify',
      code: 'login_verify_required',
    });
    const unnamed = start({ login: () => Promise.reject(bare) });
    unnamed.actor.send(submit());
    await settled(unnamed.actor);
    expect(unnamed.actor.getSnapshot().value).toBe('loggedOut');
    expect(unnamed.actor.getSnapshot().context.failure).toMatchObject({ code: 'login_verify_required' });
  });

  it('asks for the answer, then logs in with it, the credentials kept in memory between', async () => {
    const { actor, calls } = start({
      login: (request) => {
        if (!request.ipVerification) throw asks();
        return ok();
      },
    });
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('verifyingIp'));
    expect(actor.getSnapshot().context.ipVerification).toEqual({
      method: 'mobileCode',
      target: '017****5678',
    });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'ipVerification.submit', answer: ' 123456 ' });
    await waitFor(actor, (s) => s.matches({ live: 'loggedIn' }));
    expect(calls.login[1]).toMatchObject({
      username: 'demo01',
      password: 'Demo@1234',
      ipVerification: { method: 'mobileCode', answer: '123456' },
    });
    expect(actor.getSnapshot().context.ipVerification).toBeNull();
  });

  it('keeps the step after a wrong answer, with the refusal, and lets the player give up', async () => {
    const { actor, calls } = start({
      login: (request) => {
        if (!request.ipVerification) throw asks('bankAccountName', null);
        throw new ApiError('rejected', 'login', { serverMessage: 'Wrong name', code: 'INVALID_CODE' });
      },
    });
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('verifyingIp'));
    // The step (a child of the session) holds the refusal of a wrong answer.
    const step = actor.getSnapshot().children.ipVerification!;
    actor.send({ type: 'ipVerification.submit', answer: 'Someone Else' });
    await waitFor(step, (s) => s.matches('asking') && s.context.failure !== null);
    expect(actor.getSnapshot().value).toBe('verifyingIp');
    expect(step.getSnapshot().context.failure).toMatchObject({ code: 'INVALID_CODE' });
    expect(calls.login).toHaveLength(2);
    actor.send({ type: 'ipVerification.cancel' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      ipVerification: null,
      pending: null,
      heldPassword: null,
    });
  });

  it('a refusal with that code but no readable method is an ordinary refusal', async () => {
    const { actor } = start({
      login: () => {
        throw new ApiError('rejected', 'login', {
          code: 'IP_VERIFICATION_REQUIRED',
          value: { method: 'carrier pigeon' },
        });
      },
    });
    actor.send(submit());
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

describe('sessionMachine: graph', () => {
  it('reaches every state and takes every transition through the graph of its events', () => {
    const captchaRefusal = new ApiError('rejected', 'login', {
      serverMessage: 'Please enter the captcha',
      value: { captcha: true },
    });
    const events = [
      submit(),
      submit({ method: 'sms', username: '01712345678', password: '123456' }),
      { type: 'oneClick.submit', provider: 'google', switches },
      { type: 'freePlay.start', switches },
      { type: 'token.adopt', token: 'reg-tok', firstTimeLogin: true, switches },
      // How a login attempt (the login machine, a child) ended.
      { type: 'xstate.done.actor.login', output: { kind: 'unverified' } },
      { type: 'xstate.done.actor.login', output: { kind: 'loggedIn', value: ok() } },
      { type: 'xstate.done.actor.login', output: { kind: 'loggedIn', value: ok({ passwordExpired: true }) } },
      {
        type: 'xstate.done.actor.login',
        output: { kind: 'loggedIn', value: ok({ isDefaultPassword: true }) },
      },
      { type: 'xstate.done.actor.login', output: { kind: 'refused', error: captchaRefusal } },
      {
        type: 'xstate.done.actor.login',
        output: {
          kind: 'refused',
          error: new ApiError('rejected', 'login', {
            code: 'IP_VERIFICATION_REQUIRED',
            value: { method: 'emailCode', target: 'd***@site' },
          }),
        },
      },
      // How the extra verification (a child) ended: logged in with the answer, or given up.
      { type: 'xstate.done.actor.ipVerification', output: { kind: 'loggedIn', value: ok() } },
      { type: 'xstate.done.actor.ipVerification', output: { kind: 'cancelled' } },
      // How a one-click or free-play sign-in (children) ended.
      {
        type: 'xstate.done.actor.oneClickLogin',
        output: { kind: 'signedIn', token: 'g', firstTimeLogin: false },
      },
      {
        type: 'xstate.done.actor.oneClickLogin',
        output: { kind: 'failed', refusal: 'popupBlocked', failure: null },
      },
      {
        type: 'xstate.done.actor.freePlayLogin',
        output: { kind: 'signedIn', token: 't', firstTimeLogin: false },
      },
      {
        type: 'xstate.done.actor.freePlayLogin',
        output: { kind: 'failed', refusal: null, failure: { kind: 'network' } },
      },
      { type: 'xstate.done.actor.loadMember', output: member() },
      { type: 'xstate.done.actor.loadMember', output: member(3) },
      { type: 'xstate.error.actor.loadMember', error: new ApiError('unauthorized', 'memberInfo') },
      { type: 'xstate.error.actor.loadMember', error: new ApiError('network', 'memberInfo') },
      { type: 'member.retry' },
      { type: 'xstate.done.actor.logoutUser', output: null },
      { type: 'xstate.error.actor.logoutUser', error: new ApiError('network', 'logout') },
      { type: 'password.changed' },
      { type: 'password.change.cancel' },
      { type: 'logout.request', site: 'member' },
      { type: 'logout.request', site: 'agent' },
      { type: 'logout.confirm' },
      { type: 'logout.cancel' },
      { type: 'member.refresh' },
      { type: 'failure.dismiss' },
      { type: 'session.expired' },
    ];
    const reached = new Set<string>();
    const transitions = new Set<string>();
    const inputs: SessionInput[] = [
      { storedToken: null },
      { storedToken: 'kept-tok' },
      { storedToken: 'kept-tok', storedChangeDue: 'demo01' },
    ];
    for (const input of inputs) {
      const options = {
        input,
        events: events as never,
        // The modes that change what the player sees; typed values would only multiply the nodes.
        serializeState: (s: AnyMachineSnapshot) =>
          JSON.stringify([s.value, s.context.method, s.context.site, s.context.captcha, s.context.refusal]),
      };
      for (const path of getShortestPaths(sessionMachine, options))
        reached.add(JSON.stringify(path.state.value));
      for (const edge of adjacencyMapToArray(getAdjacencyMap(sessionMachine, options))) {
        transitions.add(`${JSON.stringify(edge.state.value)} -> ${JSON.stringify(edge.nextState.value)}`);
      }
    }
    expect([...reached].sort()).toEqual(
      [
        '"loggedOut"',
        '"verifyingIp"',
        '"loggingIn"',
        '"oneClick"',
        '"freePlaying"',
        '{"live":"mustChangePassword"}',
        '"loadingMember"',
        '{"live":"loggedIn"}',
        '{"live":"refreshingMember"}',
        '{"live":"confirmingLogout"}',
        '"loggingOut"',
      ].sort(),
    );
    for (const edge of [
      '"loggedOut" -> "loggingIn"',
      '"loggedOut" -> "oneClick"',
      '"loggedOut" -> "freePlaying"',
      '"loggedOut" -> "loadingMember"', // a session adopted from registration or recovery
      '"loggingIn" -> "loadingMember"',
      '"loggingIn" -> {"live":"mustChangePassword"}',
      '"loggingIn" -> "loggedOut"',
      '"loggingIn" -> "verifyingIp"',
      '"verifyingIp" -> "loadingMember"',
      '"verifyingIp" -> "loggedOut"',
      '"oneClick" -> "loadingMember"',
      '"oneClick" -> "loggedOut"',
      '"freePlaying" -> "loadingMember"',
      '"freePlaying" -> "loggedOut"',
      '{"live":"mustChangePassword"} -> "loadingMember"',
      '{"live":"mustChangePassword"} -> "loggingOut"',
      '{"live":"mustChangePassword"} -> "loggedOut"',
      '"loadingMember" -> {"live":"loggedIn"}',
      '"loadingMember" -> "loggingOut"', // not allowed on this site
      '"loadingMember" -> "loggedOut"',
      '{"live":"loggedIn"} -> {"live":"confirmingLogout"}',
      '{"live":"loggedIn"} -> "loggingOut"', // agent logout asks nothing
      '{"live":"loggedIn"} -> {"live":"refreshingMember"}',
      '{"live":"loggedIn"} -> "loggedOut"',
      '{"live":"refreshingMember"} -> {"live":"loggedIn"}',
      '{"live":"refreshingMember"} -> "loggedOut"',
      '{"live":"confirmingLogout"} -> "loggingOut"',
      '{"live":"confirmingLogout"} -> {"live":"loggedIn"}',
      // A 401 ends a live session from any of its steps, the logout's confirmation too.
      '{"live":"confirmingLogout"} -> "loggedOut"',
      '"loggingOut" -> "loggedOut"',
    ]) {
      expect(transitions, edge).toContain(edge);
    }
  });
});
