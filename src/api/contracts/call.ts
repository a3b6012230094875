import * as v from 'valibot';
import { wire } from './wire';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every response of the platform comes in this envelope (SPEC 7: "read as success, value and message"). */
export type Envelope<T> = {
  success: boolean;
  value: T;
  message?: string | null;
  /**
   * A machine-readable reason on a refusal. Not shown in the spec; observed as `errorCode` (see
   * wire.ts `refusal`). The client needs it to tell, for example, "too many requests" (a 5-minute
   * lock) from other SMS failures. See `errorCodes`.
   */
  errorCode?: string | null;
};

/**
 * Refusal codes the client acts on (SPEC 8). Any other refusal shows the server's message. The
 * platform's own (observed) codes come from wire.ts; the upper-case ones are our assumptions for
 * refusals SPEC 8 lists without showing how the platform says them.
 */
export const errorCodes = {
  notSession: wire.codes.notSession,
  functionNotAvailable: wire.codes.functionNotAvailable,
  requestBodyRequired: wire.codes.requestBodyRequired,
  systemBusy: wire.codes.systemBusy,
  previousGameOpen: wire.codes.previousGameOpen,
  tooManyRequests: 'TOO_MANY_REQUESTS',
  quotaExceeded: 'QUOTA_EXCEEDED',
  functionDisabled: 'FUNCTION_DISABLED',
  invalidPhone: 'INVALID_PHONE',
  invalidCode: 'INVALID_CODE',
  invalidCaptcha: 'INVALID_CAPTCHA',
  notMember: 'NOT_MEMBER',
  notAgent: 'NOT_AGENT',
  userNotFound: 'USER_NOT_FOUND',
  invalidInvitationCode: 'INVALID_INVITATION_CODE',
  /** SPEC 4.2: the login needs extra verification; the value is an IpVerificationRequest. */
  ipVerificationRequired: 'IP_VERIFICATION_REQUIRED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * One call of the platform API: the single source of truth for its method, path and shapes,
 * shared by the client (`src/api/client.ts`) and the mock world (`mocks/handlers`).
 * `Req` is what the caller passes (query for GET, body otherwise); `Res` is the envelope's value.
 */
export interface CallDef<Req, Res> {
  /** Contract name: used by `fault=<call>:<kind>` and in error reports. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to the API base, without a leading slash (ky's prefixUrl rule). */
  readonly path: string;
  /**
   * A member call: it needs a session, and a 401 ends it. Every call sends the token while there
   * is one (wire.ts `headers.token`); a public call refused 401 for a stale token is sent again
   * once as a visitor's (the lobby still loads).
   */
  readonly auth?: boolean;
  /** Carries the browser's device id in its body (wire.ts `body.deviceIdField`): login and registration. */
  readonly deviceId?: boolean;
  /** Headers this call alone sends, such as the free-play login's gateway version (SPEC 7.1). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Refusal codes this call may answer beyond the ones every call may (for docs/platform-wire.md). */
  readonly refusals?: readonly string[];
  /** SPEC 7.1 "encrypted": the body travels through the platform's payload encoding. */
  readonly encrypted?: boolean;
  /** Form-encoded body (SPEC 7.1 forgot password by e-mail). */
  readonly form?: boolean;
  /** The payload travels as the URL's query whatever the method (a POST the platform reads so). */
  readonly query?: boolean;
  /**
   * Moves money: the client must send an idempotency key with it (`IDEMPOTENCY_HEADER`), and the
   * platform answers a repeated key without moving money again, so nothing is spent twice.
   */
  readonly money?: boolean;
  /** Validates the envelope's value at the boundary; a wrong shape becomes a `malformed` error. */
  readonly value: v.GenericSchema<unknown, Res>;
  /**
   * What a well-formed request is (auth and money calls; the type `Req` is inferred from it), so
   * the client and the mock platform read one definition: the platform refuses a request that does
   * not match it (see `wire.codes.requestBodyRequired`). Checks shapes only; business rules
   * (amounts within limits, a password's format) stay the platform's refusals with their messages.
   */
  readonly requestSchema?: v.GenericSchema<Req>;
  /**
   * The platform makes this call on another call's method and path (one registry entry serves
   * both), and tells the two apart by what is sent: whether a payload (as it arrives: a GET's
   * query values are text) is this call's. The other call has none and takes every payload no
   * sibling claims. The mock world picks the contract by it (mocks/handlers/shared-paths.ts).
   */
  readonly claimsPayload?: (payload: Readonly<Record<string, unknown>>) => boolean;
  /**
   * The platform keeps one call per kind where this one serves every kind: the payload's `field`
   * names the kind, and `paths` each kind's own path; a payload naming a kind not listed goes to
   * `path`. See `callPathFor`.
   */
  readonly pathByKind?: { readonly field: string; readonly paths: Readonly<Record<string, string>> };
  /**
   * The platform has no call of its own for this job: it makes this other call (the same method,
   * path and payload) and reads what it needs from its answer, as this contract does. The mock
   * world answers it with the other call's handler, and a fault named by this call fails the other
   * call's requests too, since on the wire they are one.
   */
  readonly sameCallAs?: CallDef<unknown, unknown>;
  /** Phantom: carries the request type; never set at run time. */
  readonly request?: Req;
}

/** The header that carries a money call's idempotency key. */
export const IDEMPOTENCY_HEADER = wire.headers.idempotencyKey;

export function defineCall<Req, Res>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

/** Whether the call's payload travels as the URL query: a GET's, an unencrypted DELETE's, or a `query` call's. */
export const sendsQuery = (call: CallDef<unknown, unknown>): boolean =>
  call.method === 'GET' || !!call.query || (call.method === 'DELETE' && !call.encrypted);

/** The path a payload of this call goes to: its kind's path (`pathByKind`), else the call's path. */
export function callPathFor(call: CallDef<unknown, unknown>, payload: unknown): string {
  const byKind = call.pathByKind;
  if (!byKind || !payload || typeof payload !== 'object') return call.path;
  const kind = (payload as Record<string, unknown>)[byKind.field];
  return (typeof kind === 'string' && Object.hasOwn(byKind.paths, kind) && byKind.paths[kind]) || call.path;
}

/** Every path the call may go to: its path, and each kind's. */
export const callPaths = (call: CallDef<unknown, unknown>): readonly string[] => [
  ...new Set([call.path, ...Object.values(call.pathByKind?.paths ?? {})]),
];

/**
 * Whether a request's method and path (a URL's pathname, under any API base) are one of this
 * call's; calls sharing a path all match (their payload tells them apart).
 */
export const isCallAt = (call: CallDef<unknown, unknown>, method: string, pathname: string): boolean =>
  call.method === method.toUpperCase() &&
  callPaths(call).some((path) => pathname.toLowerCase().endsWith(`/${path.toLowerCase()}`));

export type RequestOf<C> = C extends CallDef<infer Req, unknown> ? Req : never;
export type ValueOf<C> = C extends CallDef<unknown, infer Res> ? Res : never;

/** For calls whose value carries nothing the client uses: whatever arrives reads as null. */
export const ignoredValue: v.GenericSchema<unknown, null> = v.pipe(
  v.unknown(),
  v.transform(() => null),
);

/**
 * An id the platform may send as a number or as text, read as text. The platform's own client
 * turns a game's `nodeId` into a string before comparing it (docs/platform-evidence/answers.md),
 * so a list may carry numbers: read strictly, one such id would fail the whole answer.
 */
export const idText: v.GenericSchema<string | number, string> = v.union([
  v.string(),
  v.pipe(v.number(), v.integer(), v.transform(String)),
]);
