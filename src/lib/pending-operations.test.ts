import { describe, expect, it, vi } from 'vitest';
import {
  createPendingOperations,
  isSecretField,
  memoryStorage,
  newIdempotencyKey,
  PENDING_MAX_AGE_MS,
  PENDING_OPERATIONS_KEY,
  withoutSecrets,
  type StorageLike,
} from './pending-operations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A store over `storage` on a clock the test moves; a reload is `open()` again over the same storage. */
function world(storage: StorageLike = memoryStorage()) {
  let now = Date.UTC(2026, 10, 22, 12);
  const open = () => createPendingOperations({ storage, now: () => now });
  return {
    storage,
    open,
    store: open(),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const withdrawal = { channelId: 'wd-bkash', amount: 1000, bankAccountId: 'BA1', paymentPassword: '112233' };

describe('pending operations', () => {
  it('gives the same intent the same key while pending, and a new one after a definite answer', () => {
    const { store } = world();
    const key = store.begin('withdraw', withdrawal);
    expect(key).toMatch(UUID);
    // The same request, keys in another order: the same intent.
    expect(store.begin('withdraw', { ...withdrawal, amount: 1000, channelId: 'wd-bkash' })).toBe(key);
    // Another password is still the same intent (the secret is not part of it).
    expect(store.begin('withdraw', { ...withdrawal, paymentPassword: '999999' })).toBe(key);
    expect(store.list()).toHaveLength(1);
    // Another amount, or the same request of another call: other intents.
    const other = store.begin('withdraw', { ...withdrawal, amount: 2000 });
    const deposit = store.begin('deposit', { channelId: 'wd-bkash', amount: 1000, bankAccountId: 'BA1' });
    expect(new Set([key, other, deposit]).size).toBe(3);
    store.settle(key);
    expect(store.list().map((entry) => entry.key)).toEqual([other, deposit]);
    const again = store.begin('withdraw', withdrawal);
    expect(again).not.toBe(key);
    expect(again).toMatch(UUID);
  });

  it('keeps a pending key over a reload: a new store over the same storage', () => {
    const { store, open, storage } = world();
    const key = store.begin('walletTransfer', { vassalage: 'PT', direction: 'in', amount: 500 });
    const reloaded = open();
    expect(reloaded.begin('walletTransfer', { amount: 500, direction: 'in', vassalage: 'PT' })).toBe(key);
    reloaded.settle(key);
    expect(open().list()).toEqual([]);
    // Nothing pending leaves nothing behind.
    expect(storage.getItem(PENDING_OPERATIONS_KEY)).toBeNull();
  });

  it('never stores a secret, and keys are random, not derived from the request', () => {
    const { store, storage } = world();
    const first = store.begin('convertPoints', { points: 2000, paymentPassword: '112233' });
    store.settle(first);
    const second = store.begin('convertPoints', { points: 2000, paymentPassword: '112233' });
    expect(second).not.toBe(first);
    store.begin('downlineTransfer', { account: 'm1', amount: 5, nested: { pin: '1234', withdrawPin: '9' } });
    const stored = storage.getItem(PENDING_OPERATIONS_KEY)!;
    expect(stored).not.toContain('112233');
    expect(stored).not.toContain('1234');
    expect(JSON.parse(stored)).toEqual([
      { call: 'convertPoints', key: second, request: { points: 2000 }, startedAt: expect.any(Number) },
      {
        call: 'downlineTransfer',
        key: expect.stringMatching(UUID),
        request: { account: 'm1', amount: 5, nested: {} },
        startedAt: expect.any(Number),
      },
    ]);
  });

  it('drops entries after 24 hours: the same intent then gets a new key', () => {
    const w = world();
    const key = w.store.begin('deposit', { channelId: 'dep-bkash', amount: 1000 });
    w.advance(PENDING_MAX_AGE_MS - 1);
    expect(w.open().begin('deposit', { channelId: 'dep-bkash', amount: 1000 })).toBe(key);
    w.advance(1);
    expect(w.store.list()).toEqual([]);
    expect(w.store.begin('deposit', { channelId: 'dep-bkash', amount: 1000 })).not.toBe(key);
    expect(w.store.list()).toHaveLength(1);
  });

  it("keeps each account's intents apart", () => {
    const storage = memoryStorage();
    let account = 'demo01';
    const store = createPendingOperations({ storage, owner: () => account });
    const key = store.begin('deposit', { channelId: 'dep-bkash', amount: 1000 });
    account = 'subagent01';
    const other = store.begin('deposit', { channelId: 'dep-bkash', amount: 1000 });
    expect(other).not.toBe(key);
    account = 'demo01';
    expect(store.begin('deposit', { channelId: 'dep-bkash', amount: 1000 })).toBe(key);
    expect(store.list().map((entry) => entry.owner)).toEqual(['demo01', 'subagent01']);
  });

  it('reads a damaged entry as nothing pending, and survives a storage that fails', () => {
    const broken = memoryStorage();
    broken.setItem(PENDING_OPERATIONS_KEY, '{not json');
    expect(world(broken).store.list()).toEqual([]);
    broken.setItem(PENDING_OPERATIONS_KEY, JSON.stringify([{ call: 'deposit' }, 'x']));
    expect(world(broken).store.list()).toEqual([]);

    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { store } = world(full);
    const key = store.begin('deposit', { amount: 1 });
    // Kept in memory for this page.
    expect(store.begin('deposit', { amount: 1 })).toBe(key);
    const memoryOnly = createPendingOperations({ storage: null });
    expect(memoryOnly.begin('deposit', { amount: 1 })).toBe(memoryOnly.begin('deposit', { amount: 1 }));
  });
});

describe('secrets', () => {
  it.each([
    ['paymentPassword', true],
    ['password', true],
    ['withdrawPassword', true],
    ['newPassword', true],
    ['pin', true],
    ['withdrawPin', true],
    ['pin_code', true],
    ['PIN', true],
    ['pwd', true],
    ['amount', false],
    ['spinCount', false],
    ['shipping', false],
    ['opinion', false],
    ['bankAccountId', false],
  ])('%s is a secret: %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });

  it('are left out at any depth, arrays too', () => {
    expect(
      withoutSecrets({ a: 1, password: 'x', list: [{ pin: '1', b: 2 }], skip: undefined, n: null }),
    ).toEqual({ a: 1, list: [{ b: 2 }], n: null });
    expect(withoutSecrets(undefined)).toBeUndefined();
    expect(withoutSecrets('text')).toBe('text');
  });
});

describe('new keys', () => {
  it('are version 4 UUIDs, from getRandomValues where randomUUID is missing', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    // Outside a secure context there is no randomUUID: the same UUID from getRandomValues.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    try {
      const keys = Array.from({ length: 50 }, newIdempotencyKey);
      for (const key of keys) expect(key).toMatch(UUID);
      expect(new Set(keys).size).toBe(50);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
