import type { MemberInfo } from '../src/api/contracts/member';
import type { IpVerificationRequest, LoginRequest, OneClickProvider } from '../src/api/contracts/session';
import type { FailureInfo } from '../src/api/errors';
import type { OneClickFailure } from '../src/lib/one-click';

/** The session machine's context, events and input (machines/session.machine.ts). */

/** Which site the session lives on: the member site or the agent page (SPEC 2.1, 6). */
export type SessionSite = 'member' | 'agent';
export type LoginMethod = 'username' | 'sms' | 'oneClick' | 'freePlay' | 'token';
export type { OneClickProvider };

/** Client-side refusals (SPEC 6, 8): kept as codes, the view translates them. */
export type SessionRefusal = 'notMember' | 'notAgent' | 'verificationRequired' | OneClickFailure;

export interface SessionContext {
  site: SessionSite;
  token: string | null;
  /**
   * A forced password change is due: kept with the token, so a reload returns to the
   * change step instead of into the site.
   */
  changeDue: boolean;
  member: MemberInfo | null;
  method: LoginMethod | null;
  /** The name typed at this login: the change-password popup shows it read-only. */
  loginName: string | null;
  /** The password typed at this login, kept in memory only: the change-password popup then needs no old password. */
  heldPassword: string | null;
  /** SPEC 4.2: a login refused with value.captcha shows the captcha from then on. */
  captcha: 'hidden' | 'required';
  firstTimeLogin: boolean;
  failure: FailureInfo | null;
  /**
   * A kept session (a reload, a link's token) whose member could not load (network, server): the
   * session is kept, logged out meanwhile, and the player is told, with a retry. Not `failure`,
   * which is the login form's.
   */
  restoreFailure: FailureInfo | null;
  refusal: SessionRefusal | null;
  /**
   * SPEC 4.2: the extra verification the platform asked for at this login, handed to the
   * `ipVerification` child, which holds the step (the ask, a wrong answer's refusal) from then on.
   */
  ipVerification: IpVerificationRequest | null;
  /** What was typed, between the submit and the login call (memory only, cleared after). */
  pending: Pick<LoginRequest, 'username' | 'password' | 'captcha'> | null;
  /** A sign-in's token, between its answer and keeping it (memory only). */
  accepted: { token: string; firstTimeLogin: boolean; changeDue: boolean } | null;
  /** Whitelabel switches that change the flow (PWDEXPFORCECHANGE3, AGENTPOLICY3). */
  switches: { forceExpiredChange: boolean; agentPolicy: boolean };
  /** A trial account left for a real one: the popup the player asked for, once logged out. */
  leaveTo: TrialExit | null;
}

/** Where a trial account goes for a real one: the login or the registration. */
export type TrialExit = 'login' | 'register';

export type CredentialsSubmit = {
  type: 'credentials.submit';
  /** Where the login form is: the agent page only admits agents (SPEC 6). */
  site: SessionSite;
  method: 'username' | 'sms';
  username: string;
  password: string;
  captcha?: string;
  switches: SessionContext['switches'];
};

export type SessionEvent =
  // A member extra (a child of the session) that failed: XState sends its error to the session.
  | { type: 'xstate.error.actor.favouriteIds' | 'xstate.error.actor.consolidated'; error: unknown }
  | CredentialsSubmit
  | { type: 'oneClick.submit'; provider: OneClickProvider; switches: SessionContext['switches'] }
  | { type: 'freePlay.start'; switches: SessionContext['switches'] }
  /** A session made elsewhere (registration, password set by phone): adopt it and load the member. */
  | { type: 'token.adopt'; token: string; firstTimeLogin?: boolean; switches: SessionContext['switches'] }
  /** SPEC 4.2 extra verification: the answer (a code, the bank account's name), or giving up. */
  | { type: 'ipVerification.submit'; answer: string }
  | { type: 'ipVerification.cancel' }
  | { type: 'password.changed' }
  | { type: 'password.change.cancel' }
  | { type: 'logout.request'; site: SessionSite }
  /** SPEC 4.9: a trial account asked for a real one ends its session and opens the login or registration. */
  | { type: 'trial.leave'; then: TrialExit }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  | { type: 'member.refresh' }
  | { type: 'failure.dismiss' }
  /** Loads the member of a kept session again, after its load failed (`restoreFailure`). */
  | { type: 'member.retry' }
  /** A 401 from any call: the client already cleared storage. */
  | { type: 'session.expired' }
  /** The stored session had already ended when the app started (a 401 before this machine ran). */
  | { type: 'session.foundEnded' };

export interface SessionInput {
  /** A token kept from earlier in this tab (session storage), to restore. */
  storedToken: string | null;
  /**
   * The kept session still owes a forced password change (a reload during the change step): the
   * name it logged in with, shown again by the change step. Absent when nothing is due.
   */
  storedChangeDue?: string | null;
}
