import * as v from 'valibot';
import { defineCall, ignoredValue } from './call';
import { wire } from './wire';

/** Result of the pluggable human-verification provider (SPEC 4.2), sent with the login. */
const humanVerificationResult = v.object({ provider: v.string(), token: v.string() });
export type HumanVerificationResult = v.InferOutput<typeof humanVerificationResult>;

/**
 * SPEC 4.2: a login from an unregistered IP (the other reading: a registered one) needs extra
 * verification: a code sent to the mobile, a code sent to the e-mail, the bank account's name, or a
 * Google Authenticator code. The platform refuses the login with IP_VERIFICATION_REQUIRED and a
 * value naming the method (and where a code went); the client logs in again with the answer.
 * The exchange's shape is not shown in the spec: this is the chosen one.
 */
export const ipVerificationMethods = ['mobileCode', 'emailCode', 'bankAccountName', 'google'] as const;
export type IpVerificationMethod = (typeof ipVerificationMethods)[number];
export const ipVerificationRequest = v.object({
  method: v.picklist(ipVerificationMethods),
  /** Where the code went, masked (017****5678, d***@site); null for the bank name and Google. */
  target: v.optional(v.nullable(v.string()), null),
});
export type IpVerificationRequest = v.InferOutput<typeof ipVerificationRequest>;

const loginRequest = v.object({
  /** Username, or the mobile number for an SMS login. */
  username: v.string(),
  /** Password, or the SMS code for an SMS login. */
  password: v.string(),
  captcha: v.optional(v.string()),
  type: v.picklist(['username', 'sms']),
  verification: v.optional(humanVerificationResult),
  /** The answer to an extra verification the platform asked for (SPEC 4.2). */
  ipVerification: v.optional(v.object({ method: v.picklist(ipVerificationMethods), answer: v.string() })),
});
export type LoginRequest = v.InferOutput<typeof loginRequest>;
/**
 * The login's answer. The platform's clients read only `token` (and `id`, `userName`,
 * `customerType`); its desktop client runs a first-login step when `firstTimeLogin` is true. So
 * every flag is optional and absent reads as false: a missing flag never makes a login malformed.
 */
const loginValue = v.object({
  token: v.string(),
  firstTimeLogin: v.optional(v.boolean(), false),
  /** Not always sent (the public client never reads it): absent reads as not expired. */
  passwordExpired: v.optional(v.boolean(), false),
  /**
   * The password is still the platform's default, so it must be changed (SPEC 4.2). Assumption:
   * not shown in the spec nor observed; the client must not know the default password itself, so
   * the platform says it. Absent reads as false.
   */
  isDefaultPassword: v.optional(v.boolean(), false),
  captcha: v.optional(v.boolean()),
});
export type LoginValue = v.InferOutput<typeof loginValue>;

/**
 * POST /wps/session/login (SPEC 7.1), encrypted. A refusal may carry `value: { captcha: true }`:
 * the captcha must then be shown and sent (SPEC 4.2, 8).
 */
export const loginCall = defineCall<LoginRequest, LoginValue>({
  name: 'login',
  method: 'POST',
  path: 'wps/session/login',
  encrypted: true,
  deviceId: true,
  requestSchema: loginRequest,
  value: loginValue,
});

/** SPEC 1, 2.4: the one-click sign-in providers. */
export const oneClickProviders = ['google', 'facebook', 'telegram'] as const;
export type OneClickProvider = (typeof oneClickProviders)[number];

/**
 * One-click sign-in (SPEC 1, 2.4): the provider's identity token exchanged for a platform session.
 * The path and fields are not shown in the spec; chosen as POST wps/session/login/oneClick with
 * `{ provider, idToken }`, encrypted like the login. SPEC 4.2: no forced password change follows.
 */
const oneClickLoginRequest = v.object({ provider: v.picklist(oneClickProviders), idToken: v.string() });
export type OneClickLoginRequest = v.InferOutput<typeof oneClickLoginRequest>;

export const oneClickLoginCall = defineCall<OneClickLoginRequest, { token: string; firstTimeLogin: boolean }>(
  {
    name: 'oneClickLogin',
    method: 'POST',
    path: 'wps/session/login/oneClick',
    encrypted: true,
    deviceId: true,
    requestSchema: oneClickLoginRequest,
    value: v.object({ token: v.string(), firstTimeLogin: v.optional(v.boolean(), false) }),
  },
);

const freePlayRequest = v.object({ os: v.string(), platform: v.literal('W') });

/** POST /wps/session/login/freeplay (SPEC 7.1): a trial account (type 4), with the gateway version header. */
export const freePlayCall = defineCall<v.InferOutput<typeof freePlayRequest>, { token: string }>({
  name: 'freePlay',
  method: 'POST',
  path: 'wps/session/login/freeplay',
  encrypted: true,
  requestSchema: freePlayRequest,
  headers: { [wire.headers.gatewayVersion]: wire.values.gatewayVersion },
  value: v.object({ token: v.string() }),
});

/** DELETE /wps/session/logout (SPEC 7.1). */
export const logoutCall = defineCall<void, null>({
  name: 'logout',
  method: 'DELETE',
  path: 'wps/session/logout',
  auth: true,
  value: ignoredValue,
});

/** Signing in and out: this area's calls by contract name, spread into `calls` (index.ts). */
export const sessionCalls = {
  login: loginCall,
  freePlay: freePlayCall,
  oneClickLogin: oneClickLoginCall,
  logout: logoutCall,
} as const;
