import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import * as v from 'valibot';
import { toSearchParams } from './search-params';
import { callPathFor, IDEMPOTENCY_HEADER, sendsQuery, type CallDef } from './contracts/call';
import { refusalCode, wire } from './contracts/wire';
import { takeEarly } from './early-calls';
import { ApiError } from './errors';
import { platformHeaders } from './platform-headers';

export interface ApiClientOptions {
  /** Absolute base URL ending in '/'. */
  prefixUrl: string;
  /** How long to wait for an answer; a function is read at each send (QA's `timeoutMs`). */
  timeoutMs: number | (() => number);
  getToken: () => string | null;
  /** The player's language as the platform names it (SPEC 3.3: BN or EN), sent on every call. */
  getLanguage?: () => string;
  /** The merchant code, sent on every call (wire.ts `headers.merchant`). */
  merchantCode?: string;
  /** The browser's device id, added to the bodies of calls that carry it (login, registration). */
  getDeviceId?: () => string | Promise<string>;
  /**
   * A 401: the call's name and the token it was sent with (null when none), so a stale answer can
   * be told apart. DESIGN: a 401 ends the session; a public call is then sent again as a visitor's.
   */
  onUnauthorized?: (call: string, sentToken: string | null) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Required for money calls (`CallDef.money`): the same key for every send of one operation. */
  idempotencyKey?: string;
  /**
   * Sends with this session rather than the tab's (naming the account of a link's token, ending a
   * session already cleared here). A 401 then ends nothing and is not sent again.
   */
  token?: string | null;
}

export interface ApiClient {
  request<Req, Res>(call: CallDef<Req, Res>, payload: Req, options?: RequestOptions): Promise<Res>;
}

const envelopeShape = v.looseObject({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
  errorCode: v.optional(v.nullable(v.string())),
});

async function readEnvelope(response: Response, call: string) {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('malformed', call, { status: response.status });
  }
  const parsed = v.safeParse(envelopeShape, body);
  if (!parsed.success) throw new ApiError('malformed', call, { status: response.status });
  return parsed.output;
}

/** A refusal's JSON body (HTTP 4xx/5xx): its fields, or nothing when it is not a JSON object. */
async function refusalBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The refusal's details as an `ApiError` keeps them: status, code, the platform's words, its value. */
function refusalDetails(body: Record<string, unknown>, status?: number) {
  const code = refusalCode(body);
  const message = body[wire.refusal.messageField];
  return {
    ...(status === undefined ? {} : { status }),
    ...(code ? { code } : {}),
    ...(typeof message === 'string' && message ? { serverMessage: message } : {}),
    value: body.value ?? null,
  };
}

/**
 * An HTTP refusal (observed: 400, 401 and 500 with a JSON body naming `errorCode` and `message`):
 * 401 ends the session, 5xx is the platform's trouble (the call may be tried again), 4xx refuses.
 */
async function httpRefusal(call: string, response: Response): Promise<ApiError> {
  const details = refusalDetails(await refusalBody(response), response.status);
  if (response.status === 401) return new ApiError('unauthorized', call, details);
  // A bare status (no code, no words) says nothing to show: it reads like a broken link.
  const refused = response.status < 500 && (details.code ?? details.serverMessage);
  return new ApiError(refused ? 'rejected' : 'server', call, details);
}

/**
 * The one HTTP client, speaking the platform's wire protocol (./contracts/wire.ts): the merchant,
 * language, device and token headers on every call, encrypted bodies by the platform's handshake,
 * the `{ success, value, message }` envelope and refusals with their codes, each turned into an
 * `ApiError`; the value is validated against the contract. GET retries once on a 502–504;
 * nothing else is ever retried, so no money-moving call can be sent twice. The one other second
 * send: a public call refused 401 for a stale token goes again as a visitor's.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = () => (typeof options.timeoutMs === 'function' ? options.timeoutMs() : options.timeoutMs);
  const http = ky.create({
    prefixUrl: options.prefixUrl,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    throwHttpErrors: true,
    // A start-up call the early start already sent is answered from there (once).
    hooks: { beforeRequest: [(request) => takeEarly(request)] },
  });
  function commonHeaders(call: CallDef<unknown, unknown>, token: string | null): Record<string, string> {
    const language = options.getLanguage?.();
    return { ...platformHeaders({ merchantCode: options.merchantCode, language, token }), ...call.headers };
  }

  /** The platform's current public key (wire.ts `encryption`): plain text, asked afresh for each call. */
  async function publicKey(): Promise<string> {
    const response = await http(wire.encryption.keyPath, {
      searchParams: { t: Date.now() },
      headers: { 'Cache-Control': 'no-cache' },
      timeout: timeoutMs(),
    });
    return response.text();
  }

  async function encrypted(call: string, payload: unknown) {
    // Loaded on first use: no encrypted call is made on the first page.
    const { encryptForPlatform } = await import('./platform-encryption');
    try {
      return await encryptForPlatform(payload, publicKey);
    } catch (error) {
      if (error instanceof HTTPError) throw await httpRefusal(call, error.response);
      throw new ApiError(error instanceof TimeoutError ? 'timeout' : 'network', call);
    }
  }

  async function send<Req, Res>(
    call: CallDef<Req, Res>,
    payload: Req,
    requestOptions: RequestOptions,
    token: string | null,
  ) {
    const { signal, idempotencyKey } = requestOptions;
    const headers = commonHeaders(call as CallDef<unknown, unknown>, token);
    const init: Options = { method: call.method.toLowerCase(), headers, timeout: timeoutMs() };
    if (signal) init.signal = signal;
    if (call.money) {
      // A programming error, not a failure to show: a money call without a key could be sent twice.
      if (!idempotencyKey) throw new Error(`${call.name}: a money call needs an idempotency key`);
      headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    }
    const body: unknown =
      call.deviceId && options.getDeviceId
        ? { ...(payload as object), [wire.body.deviceIdField]: await options.getDeviceId() }
        : payload;
    if (sendsQuery(call as CallDef<unknown, unknown>)) {
      const searchParams = toSearchParams(body);
      if (searchParams) init.searchParams = searchParams;
    } else if (call.encrypted) {
      const sealed = await encrypted(call.name, body);
      Object.assign(headers, sealed.headers);
      init.json = sealed.body;
    } else if (call.form) {
      init.body = new URLSearchParams(toSearchParams(body) as Record<string, string>);
    } else if (body !== undefined) {
      init.json = body;
    }

    try {
      return await http(callPathFor(call as CallDef<unknown, unknown>, payload), init);
    } catch (error) {
      if (error instanceof HTTPError) throw await httpRefusal(call.name, error.response);
      if (error instanceof TimeoutError) throw new ApiError('timeout', call.name);
      if (signal?.aborted) throw error; // the caller cancelled: not a failure to report
      throw new ApiError('network', call.name);
    }
  }

  /** Sends the call; a 401 ends the session it was sent with, and a public call goes once more as a visitor's. */
  async function sendAs<Req, Res>(call: CallDef<Req, Res>, payload: Req, requestOptions: RequestOptions) {
    const own = requestOptions.token !== undefined;
    const token = own ? (requestOptions.token ?? null) : options.getToken();
    try {
      return await send(call, payload, requestOptions, token);
    } catch (error) {
      if (own || !(error instanceof ApiError) || error.kind !== 'unauthorized') throw error;
      options.onUnauthorized?.(call.name, token);
      if (call.auth || !token) throw error;
      return send(call, payload, requestOptions, null);
    }
  }

  return {
    async request(call, payload, requestOptions = {}) {
      const response = await sendAs(call, payload, requestOptions);
      const envelope = await readEnvelope(response, call.name);
      // The refusal's code and value travel with it: SPEC 8 acts on value.captcha and on codes.
      if (!envelope.success) throw new ApiError('rejected', call.name, refusalDetails(envelope));
      const value = v.safeParse(call.value, envelope.value ?? null);
      if (!value.success) throw new ApiError('malformed', call.name);
      return value.output;
    },
  };
}
