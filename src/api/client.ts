import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, type CallDef } from './contracts/call';
import { ApiError } from './errors';

export interface ApiClientOptions {
  /** Absolute base URL ending in '/'. */
  prefixUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  /** The player's language, sent as Accept-Language so the platform's own messages match it. */
  getLanguage?: () => string;
  /** SPEC DESIGN: a 401 anywhere ends the session cleanly. */
  /** A 401: the call's name and the token it was sent with (null when none), so a stale answer can be told apart. */
  onUnauthorized?: (call: string, sentToken: string | null) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Required for money calls (`CallDef.money`): the same key for every send of one operation. */
  idempotencyKey?: string;
}

export interface ApiClient {
  request<Req, Res>(call: CallDef<Req, Res>, payload: Req, options?: RequestOptions): Promise<Res>;
}

const envelopeShape = v.looseObject({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
  code: v.optional(v.nullable(v.string())),
});

type Scalar = string | number | boolean;
function toSearchParams(payload: unknown): Record<string, Scalar> | undefined {
  if (payload === undefined || payload === null) return undefined;
  const entries = Object.entries(payload as Record<string, unknown>).filter(
    (entry): entry is [string, Scalar] => ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}

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

/**
 * The one HTTP client. Reads the `{ success, value, message }` envelope, adds the token header for
 * calls that need it, encodes encrypted bodies, validates the value against the contract and turns
 * every failure into an `ApiError`. GET retries once on a network failure or 5xx; nothing else is
 * ever retried, so no money-moving call can be sent twice.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefixUrl: options.prefixUrl,
    timeout: options.timeoutMs,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    throwHttpErrors: true,
  });

  async function send<Req, Res>(call: CallDef<Req, Res>, payload: Req, requestOptions: RequestOptions) {
    const { signal, idempotencyKey } = requestOptions;
    const init: Options = { method: call.method.toLowerCase(), headers: {} };
    if (signal) init.signal = signal;
    const headers = init.headers as Record<string, string>;
    if (call.money) {
      // A programming error, not a failure to show: a money call without a key could be sent twice.
      if (!idempotencyKey) throw new Error(`${call.name}: a money call needs an idempotency key`);
      headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    }
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const sentToken = call.auth ? options.getToken() : null;
    if (sentToken) headers.token = sentToken;
    if (call.method === 'GET' || (call.method === 'DELETE' && !call.encrypted)) {
      const searchParams = toSearchParams(payload);
      if (searchParams) init.searchParams = searchParams;
    } else if (call.encrypted) {
      // Loaded on first use: crypto-js stays out of the initial bundle.
      const { encodePayload } = await import('./payload-crypto');
      headers.Encryption = 'AES';
      init.json = { data: encodePayload(payload) };
    } else if (call.form) {
      init.body = new URLSearchParams(toSearchParams(payload) as Record<string, string>);
    } else if (payload !== undefined) {
      init.json = payload;
    }

    try {
      return await http(call.path, init);
    } catch (error) {
      if (error instanceof HTTPError) {
        if (error.response.status === 401) {
          options.onUnauthorized?.(call.name, sentToken);
          throw new ApiError('unauthorized', call.name, { status: 401 });
        }
        throw new ApiError('server', call.name, { status: error.response.status });
      }
      if (error instanceof TimeoutError) throw new ApiError('timeout', call.name);
      if (signal?.aborted) throw error; // the caller cancelled: not a failure to report
      throw new ApiError('network', call.name);
    }
  }

  return {
    async request(call, payload, requestOptions = {}) {
      const response = await send(call, payload, requestOptions);
      const envelope = await readEnvelope(response, call.name);
      if (!envelope.success) {
        // The refusal's code and value travel with it: SPEC 8 acts on value.captcha and on codes.
        throw new ApiError('rejected', call.name, {
          ...(envelope.message ? { serverMessage: envelope.message } : {}),
          ...(envelope.code ? { code: envelope.code } : {}),
          value: envelope.value ?? null,
        });
      }
      const value = v.safeParse(call.value, envelope.value ?? null);
      if (!value.success) throw new ApiError('malformed', call.name);
      return value.output;
    },
  };
}
