import { wire } from './contracts/wire';

export interface PlatformHeaderValues {
  merchantCode?: string | undefined;
  /** The player's language as the platform names it (BN or EN). */
  language?: string | undefined;
  token: string | null;
}

/**
 * The headers every call carries (wire.ts): device, merchant (exactly once: the platform refuses a
 * call that has it twice), language, the token while logged in, and, as the platform's own request
 * wrapper does, the send time and the user agent in Base64. One function for the client and the
 * early start, so an early answer is only ever taken for the very request the app makes (the early
 * start matches on method, address, language and token, never on the time).
 */
export function platformHeaders({
  merchantCode,
  language,
  token,
}: PlatformHeaderValues): Record<string, string> {
  const headers: Record<string, string> = { [wire.headers.device]: wire.values.device };
  if (merchantCode) headers[wire.headers.merchant] = merchantCode;
  if (language) headers[wire.headers.language] = language;
  if (token) headers[wire.headers.token] = token;
  headers[wire.headers.timestamp] = String(Date.now());
  const agent = realUserAgent();
  if (agent) headers[wire.headers.realUserAgent] = agent;
  return headers;
}

/** The user agent in Base64 (empty outside a browser, or for an agent that is not Latin-1). */
function realUserAgent(): string {
  try {
    return typeof navigator === 'undefined' ? '' : btoa(navigator.userAgent);
  } catch {
    return '';
  }
}
