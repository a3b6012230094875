import { readStored, writeStored } from './session-store';

/** Local storage key of the browser's device id (ours: the platform reads only the body field). */
const DEVICE_ID_KEY = 'deviceId';

const isUuid = (value: string | null): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A version-4 UUID; `randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id the platform's anti-fraud checks know this browser by (`loginDeviceId`, src/api/wire.ts):
 * one UUID, made once and kept in local storage so every login and registration from this browser
 * sends the same one. Not a secret: it names a browser, not a person, and opens nothing.
 */
export function deviceId(): string {
  const stored = readStored(DEVICE_ID_KEY, 'local');
  if (isUuid(stored)) return stored;
  const fresh = newUuid();
  writeStored(DEVICE_ID_KEY, fresh, 'local');
  return fresh;
}
