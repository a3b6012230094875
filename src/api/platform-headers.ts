import { wire } from './contracts/wire';

export interface PlatformHeaderValues {
  merchantCode?: string | undefined;
  /** The player's language as the platform names it (BN or EN). */
  language?: string | undefined;
  token: string | null;
}

/**
 * The headers every call carries (wire.ts): device, merchant (exactly once: the platform refuses a
 * call that has it twice), language, and the token while logged in. One function for the client
 * and the early start, so an early answer is only ever taken for the very request the app makes.
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
  return headers;
}
