import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup, stopChild } from 'xstate';
import { providedByApp } from './provided-by-app';
import { isAgentType, TRIAL_TYPE } from '../src/api/contracts/member';
import { loginMachine, type LoginOutcome } from './login.machine';
import type { LoginRequest, LoginValue } from '../src/api/contracts/session';
import { ApiError, toFailureInfo } from '../src/api/errors';
import { oneClickLoginMachine } from './one-click-login.machine';
import { freePlayLoginMachine } from './free-play-login.machine';
import { ipVerificationMachine, ipVerificationOf } from './ip-verification.machine';
import type { SignInOutcome } from './sign-in-outcome';
import type { MemberInfo } from '../src/api/contracts/member';
import type {
  LoginMethod,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionSite,
  TrialExit,
} from './session.types';

const trimmed = (value: string) => value.trim();

/** The platform's refusal, for an outcome the guards have already found to be one. */
const refusalOf = (outcome: LoginOutcome): unknown => (outcome.kind === 'refused' ? outcome.error : null);

/** The login call's request from what was typed (memory only). */
const typedRequest = (context: SessionContext): LoginRequest => ({
  username: context.pending?.username ?? '',
  password: context.pending?.password ?? '',
  type: context.method === 'sms' ? 'sms' : 'username',
  ...(context.pending?.captcha ? { captcha: context.pending.captcha } : {}),
});

/**
 * A login's token, with whether the password must change first. The login answer says whether the
 * password is the platform's default; the client never knows that password (it must not ship in
 * the bundle).
 */
const acceptedLogin = (context: SessionContext, value: LoginValue): SessionContext['accepted'] => ({
  token: value.token,
  firstTimeLogin: value.firstTimeLogin,
  changeDue:
    context.method === 'username' &&
    (value.isDefaultPassword || (value.passwordExpired && context.switches.forceExpiredChange)),
});

/** What storage keeps of a sign-in: its token, and the name that logged in while a change is due. */
const storedToken = ({ context }: { context: SessionContext }) => ({
  token: context.accepted?.token ?? '',
  changeDue: context.accepted?.changeDue ? (context.loginName ?? '') : null,
});

/**
 * The session (SPEC 4.2, 4.3, 6): logged out → signing in (a login, with its extra verification
 * when asked; a one-click sign-in; free play; an adopted token) → forced password change when
 * required → loading the member → logged in; member logout asks for confirmation, agent logout
 * does not. While the session is `live`, a 401 from any call ends it. Storage and navigation are
 * actions the app provides; every call is an actor the app provides (inside the child machines).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as {
      login: 'login';
      ipVerification: 'ipVerification';
      oneClickLogin: 'oneClickLogin';
      freePlayLogin: 'freePlayLogin';
      loadMember: 'loadMember';
      logoutUser: 'logoutUser';
      favouriteIds: 'loadFavouriteIds';
      consolidated: 'loadConsolidated';
    },
  },
  actors: {
    /** One login attempt (human verification, login call). */
    login: loginMachine,
    /** The extra verification a login was asked for, and the login sent again with its answer. */
    ipVerification: ipVerificationMachine,
    /** The provider's sign-in window, then the platform's exchange. */
    oneClickLogin: oneClickLoginMachine,
    freePlayLogin: freePlayLoginMachine,
    loadMember: providedByApp<MemberInfo, { token: string }>('loadMember'),
    logoutUser: fromPromise<null, { token: string | null }>(async () => null),
    /** SPEC 4.2: the member's favourite ids, loaded and kept once logged in. */
    loadFavouriteIds: providedByApp<void, void>('loadFavouriteIds'),
    /** SPEC 4.2: the consolidated (agent policy) data, loaded and kept once logged in. */
    loadConsolidated: providedByApp<void, void>('loadConsolidated'),
  },
  actions: {
    /**
     * Writes the token to session storage (SPEC 4.2) and, while a forced password change is due,
     * the name that logged in (`changeDue`; null when nothing is due).
     */
    storeToken: (_, _params: { token: string; changeDue: string | null }) => {},
    /** The forced change is done (or abandoned): a reload no longer returns to it. */
    clearChangeDue: () => {},
    /** Writes the member's session keys (SPEC 3.3) and runs what follows a login (post-login flag, agent page redirect). */
    memberReady: (
      _,
      _params: { member: MemberInfo; site: SessionSite; firstTimeLogin: boolean; method: LoginMethod | null },
    ) => {},
    /** SPEC 4.2 logout: clears session storage and the merchant keys. */
    clearSession: () => {},
    /** Member logout replaces the route with home; agent logout goes to /agent. */
    afterLogout: (_, _params: { site: SessionSite; wasAgent: boolean; then: TrialExit | null }) => {},
    /**
     * DESIGN: a 401 ends the session and asks for a login. Only a session that was live expires: a
     * 401 answering a call still in flight during a logout changes nothing.
     */
    afterExpiry: () => {},
    /** Keeps a sign-in's token in memory; the password typed is held only for a forced change. */
    keepToken: assign(({ context }) => ({
      token: context.accepted?.token ?? null,
      changeDue: context.accepted?.changeDue ?? false,
      firstTimeLogin: context.accepted?.firstTimeLogin ?? false,
      heldPassword: context.accepted?.changeDue ? context.heldPassword : null,
      captcha: 'hidden' as const,
      pending: null,
      ipVerification: null,
      accepted: null,
    })),
    /** The platform ended the session: nothing of it stays in memory. */
    forgetSession: assign({ token: null, member: null, heldPassword: null, failure: null }),
    /** How a one-click or free-play sign-in ended: its token to keep, or why not (`accepted` stays null). */
    takeSignIn: assign((_, outcome: SignInOutcome) =>
      outcome.kind === 'signedIn'
        ? { accepted: { token: outcome.token, firstTimeLogin: outcome.firstTimeLogin, changeDue: false } }
        : { refusal: outcome.refusal, failure: outcome.failure },
    ),
  },
  guards: {
    asksIpVerification: (_, params: { error: unknown }) => ipVerificationOf(params.error) !== null,
    isAllowedHere: ({ context }, params: { member: MemberInfo }) =>
      context.site === 'agent'
        ? isAgentType(params.member.type)
        : params.member.type === 0 || params.member.type === TRIAL_TYPE || isAgentType(params.member.type),
    hasStoredToken: ({ context }) => context.token !== null,
    hasChangeDue: ({ context }) => context.token !== null && context.changeDue,
    /** SPEC 4.2: member logout asks for confirmation; agent logout (from the agent centre) does not. */
    isMemberSiteLogout: ({ event }) => event.type === 'logout.request' && event.site === 'member',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    site: 'member',
    token: input.storedToken,
    changeDue: !!input.storedToken && !!input.storedChangeDue,
    member: null,
    method: input.storedToken ? 'token' : null,
    loginName: input.storedToken ? (input.storedChangeDue ?? null) : null,
    heldPassword: null,
    captcha: 'hidden',
    firstTimeLogin: false,
    failure: null,
    restoreFailure: null,
    refusal: null,
    ipVerification: null,
    pending: null,
    accepted: null,
    switches: { forceExpiredChange: false, agentPolicy: false },
    leaveTo: null,
  }),
  initial: 'starting',
  on: {
    // A member extra that failed changes nothing else: its part shows without it (hearts empty,
    // no contract pages). Without a transition for it, the session would fail with it.
    'xstate.error.actor.favouriteIds': {},
    'xstate.error.actor.consolidated': {},
  },
  states: {
    starting: {
      always: [
        { guard: 'hasChangeDue', target: 'live.mustChangePassword' },
        { guard: 'hasStoredToken', target: 'loadingMember' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      tags: ['visitor'],
      // Whatever leaves (a login, a retry), a kept session's failed load is no longer the news.
      exit: assign({ restoreFailure: null }),
      on: {
        'member.retry': {
          // Only a kept session's failed load sets restoreFailure, so a token is there to load.
          guard: ({ context }) => context.restoreFailure !== null,
          target: 'loadingMember',
        },
        'credentials.submit': {
          target: 'loggingIn',
          actions: assign(({ event }) => ({
            site: event.site,
            method: event.method,
            loginName: trimmed(event.username),
            heldPassword: event.method === 'username' ? trimmed(event.password) : null,
            pending: {
              username: trimmed(event.username),
              password: trimmed(event.password),
              ...(event.captcha?.trim() ? { captcha: trimmed(event.captcha) } : {}),
            },
            switches: event.switches,
            failure: null,
            refusal: null,
          })),
        },
        'oneClick.submit': {
          target: 'oneClick',
          actions: assign(({ event }) => ({
            method: 'oneClick' as const,
            switches: event.switches,
            failure: null,
            refusal: null,
          })),
        },
        'freePlay.start': {
          target: 'freePlaying',
          actions: assign(({ event }) => ({
            method: 'freePlay' as const,
            switches: event.switches,
            failure: null,
            refusal: null,
          })),
        },
        'token.adopt': {
          target: 'accepting',
          actions: assign(({ event }) => ({
            accepted: { token: event.token, firstTimeLogin: event.firstTimeLogin ?? false, changeDue: false },
            method: 'token' as const,
            switches: event.switches,
            failure: null,
            refusal: null,
          })),
        },
        'failure.dismiss': { actions: assign({ failure: null, refusal: null }) },
        // A stored session the platform had already ended, found by the first calls before this
        // machine started (the lobby loaded as a visitor's): the player is asked to log in again.
        'session.foundEnded': { actions: 'afterExpiry' },
      },
    },
    loggingIn: {
      tags: ['visitor', 'busy'],
      // One attempt (machines/login.machine.ts): the human verification when due, the login call.
      invoke: {
        id: 'login',
        src: 'login',
        // SMS skips the human verification.
        input: ({ context }) => ({ request: typedRequest(context), verifyHuman: context.method !== 'sms' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'unverified',
            target: 'loggedOut',
            actions: assign({ refusal: 'verificationRequired', heldPassword: null, pending: null }),
          },
          {
            guard: ({ event }) => event.output.kind === 'loggedIn',
            target: 'accepting',
            actions: assign(({ context, event }) => ({
              accepted: event.output.kind === 'loggedIn' ? acceptedLogin(context, event.output.value) : null,
            })),
          },
          {
            // SPEC 4.2: the platform wants extra verification; what was typed is kept for the retry.
            guard: {
              type: 'asksIpVerification',
              params: ({ event }) => ({ error: refusalOf(event.output) }),
            },
            target: 'verifyingIp',
            actions: assign(({ event }) => ({
              ipVerification: ipVerificationOf(refusalOf(event.output)),
              failure: null,
            })),
          },
          {
            target: 'loggedOut',
            actions: assign(({ context, event }) => {
              const error = refusalOf(event.output);
              return {
                failure: toFailureInfo(error),
                heldPassword: null,
                pending: null,
                captcha:
                  error instanceof ApiError && (error.value as { captcha?: boolean } | null)?.captcha
                    ? ('required' as const)
                    : context.captcha,
              };
            }),
          },
        ],
      },
    },
    /** SPEC 4.2: the login waits for the extra verification (machines/ip-verification.machine.ts). */
    verifyingIp: {
      tags: ['visitor'],
      invoke: {
        id: 'ipVerification',
        src: 'ipVerification',
        input: ({ context }) => ({ request: typedRequest(context), ask: context.ipVerification! }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'loggedIn',
            target: 'accepting',
            actions: assign(({ context, event }) => ({
              accepted: event.output.kind === 'loggedIn' ? acceptedLogin(context, event.output.value) : null,
            })),
          },
          {
            target: 'loggedOut',
            actions: assign({ ipVerification: null, pending: null, heldPassword: null, failure: null }),
          },
        ],
      },
      on: {
        'ipVerification.submit': { actions: sendTo('ipVerification', ({ event }) => event) },
        'ipVerification.cancel': { actions: sendTo('ipVerification', ({ event }) => event) },
        'failure.dismiss': { actions: sendTo('ipVerification', ({ event }) => event) },
      },
    },
    oneClick: {
      tags: ['visitor', 'busy'],
      invoke: {
        id: 'oneClickLogin',
        src: 'oneClickLogin',
        input: ({ event }) => {
          assertEvent(event, 'oneClick.submit');
          return { provider: event.provider };
        },
        onDone: { target: 'accepting', actions: { type: 'takeSignIn', params: ({ event }) => event.output } },
      },
    },
    freePlaying: {
      tags: ['visitor', 'busy'],
      invoke: {
        id: 'freePlayLogin',
        src: 'freePlayLogin',
        onDone: { target: 'accepting', actions: { type: 'takeSignIn', params: ({ event }) => event.output } },
      },
    },
    /** A sign-in ended: its token kept, then the forced change first when due, else the member. */
    accepting: {
      always: [
        { guard: ({ context }) => context.accepted === null, target: 'loggedOut' },
        {
          guard: ({ context }) => context.accepted?.changeDue === true,
          target: 'live.mustChangePassword',
          actions: [{ type: 'storeToken', params: storedToken }, 'keepToken'],
        },
        { target: 'loadingMember', actions: [{ type: 'storeToken', params: storedToken }, 'keepToken'] },
      ],
    },
    loadingMember: {
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isAllowedHere', params: ({ event }) => ({ member: event.output }) },
            target: 'live.loggedIn',
            actions: [
              assign(({ event }) => ({ member: event.output, failure: null, refusal: null })),
              {
                type: 'memberReady',
                params: ({ context, event }) => ({
                  member: event.output,
                  site: context.site,
                  firstTimeLogin: context.firstTimeLogin,
                  method: context.method,
                }),
              },
              // SPEC 4.2: what a logged-in member needs next, as children of the session: the
              // favourites, and the consolidated data unless trial and when AGENTPOLICY3 is on.
              // Each keeps its own answer; a failure leaves it out (hearts empty, no contract pages).
              enqueueActions(({ enqueue, context, event }) => {
                enqueue.stopChild('favouriteIds');
                enqueue.stopChild('consolidated');
                enqueue.spawnChild('loadFavouriteIds', { id: 'favouriteIds' });
                if (event.output.type !== TRIAL_TYPE && context.switches.agentPolicy)
                  enqueue.spawnChild('loadConsolidated', { id: 'consolidated' });
              }),
            ],
          },
          {
            // SPEC 6: non-members cannot use the member site, non-agents the agent page.
            target: 'loggingOut',
            actions: assign(({ context }) => ({
              refusal: context.site === 'agent' ? ('notAgent' as const) : ('notMember' as const),
            })),
          },
        ],
        onError: [
          {
            // A stored token the platform no longer knows: the session expired while the tab was
            // away. Not the player's failure: logged out quietly, asked for a login.
            guard: ({ context, event }) =>
              context.method === 'token' && toFailureInfo(event.error).kind === 'unauthorized',
            target: 'loggedOut',
            actions: [
              stopChild('favouriteIds'),
              stopChild('consolidated'),
              'clearSession',
              'afterExpiry',
              'forgetSession',
            ],
          },
          {
            // A kept session that could not load (network, server): kept, for a retry or the next
            // start; logged out meanwhile, and told so (not as a login failure).
            guard: ({ context }) => context.method === 'token',
            target: 'loggedOut',
            actions: [
              stopChild('favouriteIds'),
              stopChild('consolidated'),
              assign(({ event }) => ({
                member: null,
                heldPassword: null,
                failure: null,
                restoreFailure: toFailureInfo(event.error),
              })),
            ],
          },
          {
            target: 'loggedOut',
            actions: [
              stopChild('favouriteIds'),
              stopChild('consolidated'),
              'clearSession',
              assign(({ event }) => ({
                token: null,
                member: null,
                heldPassword: null,
                failure: toFailureInfo(event.error),
              })),
            ],
          },
        ],
      },
    },
    /** A session the platform knows: a 401 from any call ends it, wherever the player is in it. */
    live: {
      initial: 'loggedIn',
      on: {
        'session.expired': {
          target: 'loggedOut',
          actions: [
            stopChild('favouriteIds'),
            stopChild('consolidated'),
            'clearSession',
            'afterExpiry',
            'forgetSession',
          ],
        },
      },
      states: {
        mustChangePassword: {
          tags: ['visitor'],
          on: {
            'password.changed': {
              target: '#session.loadingMember',
              actions: ['clearChangeDue', assign({ heldPassword: null, changeDue: false })],
            },
            'password.change.cancel': { target: '#session.loggingOut' },
          },
        },
        loggedIn: {
          tags: ['member'],
          on: {
            'logout.request': [
              {
                guard: 'isMemberSiteLogout',
                target: 'confirmingLogout',
                actions: assign({ site: 'member' as const }),
              },
              { target: '#session.loggingOut', actions: assign({ site: 'agent' as const }) },
            ],
            'member.refresh': 'refreshingMember',
            'trial.leave': {
              guard: ({ context }) => context.member?.type === TRIAL_TYPE,
              target: '#session.loggingOut',
              actions: assign(({ event }) => ({ site: 'member' as const, leaveTo: event.then })),
            },
          },
        },
        refreshingMember: {
          tags: ['member'],
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'loggedIn', actions: assign(({ event }) => ({ member: event.output })) },
            onError: { target: 'loggedIn' },
          },
        },
        confirmingLogout: {
          tags: ['member'],
          on: {
            'logout.confirm': '#session.loggingOut',
            'logout.cancel': 'loggedIn',
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logoutUser',
        src: 'logoutUser',
        input: ({ context }) => ({ token: context.token }),
        // Logging out always succeeds for the player: a failed server call still ends the session
        // here (the provided call asks the platform again in the background).
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      exit: [
        stopChild('favouriteIds'),
        stopChild('consolidated'),
        'clearSession',
        {
          type: 'afterLogout',
          params: ({ context }) => ({
            site: context.site,
            wasAgent: context.member ? isAgentType(context.member.type) : false,
            then: context.leaveTo,
          }),
        },
        assign({
          token: null,
          member: null,
          heldPassword: null,
          method: null,
          changeDue: false,
          leaveTo: null,
        }),
      ],
    },
  },
});
