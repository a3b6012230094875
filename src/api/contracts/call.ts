import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every response of the platform comes in this envelope (SPEC 7: "read as success, value and message"). */
export type Envelope<T> = { success: boolean; value: T; message?: string | null };

/**
 * One call of the platform API: the single source of truth for its method, path and shapes,
 * shared by the client (`src/api/request.ts`) and the mock world (`mocks/handlers`).
 * `Req` is what the caller passes (query for GET, body otherwise); `Res` is the envelope's value.
 */
export interface CallDef<Req, Res> {
  /** Contract name: used by `fault=<call>:<kind>` and in error reports. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to the API base, without a leading slash (ky's prefixUrl rule). */
  readonly path: string;
  /** Sends the session token header. */
  readonly auth?: boolean;
  /** SPEC 7.1 "encrypted": the body travels through the platform's payload encoding. */
  readonly encrypted?: boolean;
  /** Form-encoded body (SPEC 7.1 forgot password by e-mail). */
  readonly form?: boolean;
  /** Validates the envelope's value at the boundary; a wrong shape becomes a `malformed` error. */
  readonly value: v.GenericSchema<unknown, Res>;
  /** Phantom: carries the request type; never set at run time. */
  readonly request?: Req;
}

export function defineCall<Req, Res>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

export type RequestOf<C> = C extends CallDef<infer Req, unknown> ? Req : never;
export type ValueOf<C> = C extends CallDef<unknown, infer Res> ? Res : never;
