/**
 * Idempotency keys for money calls (issue 5 no double spending). One operation's key is the same
 * for every send of the same request (a "Try again" after a network failure, a reconnect), so the
 * platform moves money at most once; a changed request or a new operation gets a new key.
 */

/** JSON with sorted keys: the same request always reads the same. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short fingerprint, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A fresh operation's nonce. */
export const newNonce = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const operationKey = (nonce: string, request: unknown): string =>
  `${nonce}.${fnv1a(stableJson(request))}`;
