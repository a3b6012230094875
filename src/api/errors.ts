/**
 * Typed failures of a call. Machines keep `kind` (and the server's own message) in their context;
 * views turn them into text with `errorTextKey`, never the other way round.
 */
export type ApiErrorKind =
  | 'network' // no answer at all
  | 'timeout' // no answer within requestTimeoutMs
  | 'unauthorized' // 401: the session has ended
  | 'server' // HTTP error status
  | 'rejected' // envelope success: false
  | 'malformed'; // answer not in the contract's shape

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status: number | undefined;
  /** The server's `message` for a rejected call: SPEC 7.9 shows it as is. */
  readonly serverMessage: string | undefined;
  /** The envelope's `code` for a rejected call (codes are not shown in the spec; see contracts/call.ts). */
  readonly code: string | undefined;
  /** The envelope's `value` on a rejection: SPEC 8 "login failure with value.captcha". */
  readonly value: unknown;

  constructor(
    kind: ApiErrorKind,
    call: string,
    details: { status?: number; serverMessage?: string; code?: string; value?: unknown } = {},
  ) {
    super(`${call}: ${kind}${details.status ? ` ${details.status}` : ''}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.call = call;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.code = details.code;
    this.value = details.value;
  }
}

/**
 * What a machine stores about a failure: plain data, no text. A refusal keeps the envelope's code,
 * so a view can show a known refusal in the player's language rather than the server's words.
 */
export type FailureInfo = { kind: ApiErrorKind; serverMessage?: string; code?: string };

export function toFailureInfo(error: unknown): FailureInfo {
  if (error instanceof ApiError) {
    return {
      kind: error.kind,
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
  }
  return { kind: 'network' };
}

/**
 * SPEC 8 texts: network → "network link abnormal, please try again", timeout → "page took longer
 * to load", 401 → "You are not logged in". A server status or a wrong-shaped answer reads, to a
 * player, like a broken link, so it shares the network text; a rejection without a message
 * falls back to "unknown error".
 */
export function errorTextKey(kind: ApiErrorKind): string {
  switch (kind) {
    case 'timeout':
      return 'errors.timeout';
    case 'unauthorized':
      return 'errors.notLoggedIn';
    case 'rejected':
      return 'errors.unknown';
    case 'network':
    case 'server':
    case 'malformed':
      return 'errors.network'; // SPEC 8 network-link-abnormal
  }
}

/**
 * Whether a money call's failure leaves its outcome unknown. Only a refusal (`rejected`)
 * or an ended session (`unauthorized`) says for sure that nothing moved; a timeout, a network error
 * or a 5xx may have come after the platform moved the money, and so may an answer that could not
 * be read (`malformed`).
 */
export const isOutcomeUnknown = (failure: FailureInfo): boolean =>
  failure.kind !== 'rejected' && failure.kind !== 'unauthorized';
