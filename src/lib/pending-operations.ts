/**
 * Money operations whose outcome is not known yet, kept in session storage so a
 * retry of the same intent sends the same idempotency key after a closed dialog, another page of the
 * member centre or a reload, and the platform moves the money at most once.
 *
 * An operation is pending from its first send until a definite answer (a success, or a refusal
 * that is not doubt) and is then forgotten. A timeout, a network error or a 5xx leaves it pending.
 * Keys are random: never derived from the request, so no secret can be guessed
 * from a key in a log. Requests are kept without their secrets (passwords, PINs): what is kept
 * only tells one intent from another.
 */

/** One operation still waiting for a definite answer. */
export interface PendingOperation {
  /** The call (or form) it is for: `deposit`, `walletTransfer`, `agentContractOffer`… */
  call: string;
  /** Its idempotency key: random, the same for every send of this intent. */
  key: string;
  /** The request without secrets (`withoutSecrets`): what tells this intent from another. */
  request: unknown;
  /** When it was first sent, in ms since the epoch. */
  startedAt: number;
  /** Whose it is (the session's account): another account's intent is never the same intent. */
  owner?: string;
}

export interface PendingOperations {
  /**
   * The key to send for this intent: the pending one's when the same call with the same request
   * (secrets aside) is still pending, else a new random key, pending from now on.
   */
  begin(call: string, request: unknown): string;
  /** A definite answer came for this key (a success or a refusal): no longer pending. */
  settle(key: string): void;
  /** What is still pending, oldest first (expired entries left out). */
  list(): PendingOperation[];
}

/** The part of the Web Storage API the store uses (session storage in the app, a Map in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PendingOperationsOptions {
  /** Where entries live (the app: the tab's session storage); none or `null` keeps them for this page only. */
  storage?: StorageLike | null;
  /** The clock, in ms since the epoch (a simulated one in tests). */
  now?: () => number;
  /** Makes a new key (default `newIdempotencyKey`). */
  newKey?: () => string;
  /** After this long an entry is dropped: the platform's own memory of a key is not forever. */
  maxAgeMs?: number;
  /** Whose operations these are now (the app: the session's account); default: one owner. */
  owner?: () => string;
}

/** A storage in memory (tests, and a page without Web Storage): a reload is a new store over it. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The session storage entry that holds the pending operations. */
export const PENDING_OPERATIONS_KEY = 'pendingOperations';
/** Stale entries expire after a day. */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Field names that hold a secret: any name with a password word in it, or a PIN as a word of its
 * own (`pin`, `withdrawPin`, `pin_code`, not `spinCount` or `shipping`).
 */
const SECRET_SUBSTRINGS = ['password', 'passwd', 'passcode', 'secret'];
const SECRET_WORDS = new Set(['pin', 'pwd', 'otp', 'cvv']);

/** Whether a field of this name may hold a secret. */
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  if (SECRET_SUBSTRINGS.some((word) => lower.includes(word))) return true;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.toLowerCase());
  return words.some((word) => SECRET_WORDS.has(word));
}

/** The request with every secret field left out, at any depth; undefined fields dropped. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([name, field]) => field !== undefined && !isSecretField(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}

/** JSON with sorted keys: the same request always reads the same, whatever its key order. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`).join(',')}}`;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A new idempotency key: a random UUID (version 4). `crypto.randomUUID` needs a secure context, so
 * elsewhere the same UUID is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function isPendingOperation(value: unknown): value is PendingOperation {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.call === 'string' &&
    typeof entry.key === 'string' &&
    entry.key !== '' &&
    typeof entry.startedAt === 'number' &&
    'request' in entry
  );
}

/**
 * A store of pending operations over `storage`. It reads the storage on every use, so two stores
 * over the same storage (the page before and after a reload) agree; a storage that fails (full,
 * disabled) leaves the entries in memory for this page.
 */
export function createPendingOperations(options: PendingOperationsOptions = {}): PendingOperations {
  const storage = options.storage ?? null;
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? newIdempotencyKey;
  const maxAgeMs = options.maxAgeMs ?? PENDING_MAX_AGE_MS;
  const owner = options.owner ?? (() => '');
  let memory: PendingOperation[] = [];
  // Once the storage fails (full, disabled), this page keeps its entries in memory.
  let inMemory = storage === null;

  function read(): PendingOperation[] {
    if (inMemory) return memory;
    try {
      const parsed: unknown = JSON.parse(storage!.getItem(PENDING_OPERATIONS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingOperation) : [];
    } catch {
      return []; // not ours, or not JSON: nothing pending can be read from it
    }
  }

  function write(entries: PendingOperation[]) {
    memory = entries;
    if (inMemory) return;
    try {
      if (entries.length) storage!.setItem(PENDING_OPERATIONS_KEY, JSON.stringify(entries));
      else storage!.removeItem(PENDING_OPERATIONS_KEY);
    } catch {
      inMemory = true;
    }
  }

  const fresh = (entries: PendingOperation[]) => {
    const at = now();
    return entries.filter((entry) => at - entry.startedAt < maxAgeMs);
  };

  return {
    begin(call, request) {
      const entries = fresh(read());
      const clean = withoutSecrets(request);
      const intent = stableJson(clean);
      const mine = owner();
      const same = entries.find(
        (entry) =>
          entry.call === call && (entry.owner ?? '') === mine && stableJson(entry.request) === intent,
      );
      if (same) {
        write(entries);
        return same.key;
      }
      const key = newKey();
      const entry: PendingOperation = {
        call,
        key,
        request: clean === undefined ? null : clean,
        startedAt: now(),
        ...(mine ? { owner: mine } : {}),
      };
      write([...entries, entry]);
      return key;
    },
    settle(key) {
      const entries = read();
      const left = fresh(entries.filter((entry) => entry.key !== key));
      if (left.length !== entries.length) write(left);
    },
    list() {
      return fresh(read());
    },
  };
}
