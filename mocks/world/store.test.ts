import { testApiClient } from '../test-world';
// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loginCall, memberInfoCall } from '../../src/api/contracts';
import { createMockServer } from '../node';
import { createWorld } from './create-world';
import { memoryStorage } from './memory-storage';
import {
  createWorldStore,
  forgetOtherWorlds,
  storagePersistence,
  WORLD_FORMAT,
  worldStorageKey,
} from './store';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('world store', () => {
  it('tells subscribers of every update, and they can stop listening', () => {
    const store = createWorldStore(createWorld({ seed: 1, now }));
    const listener = vi.fn<() => void>();
    const stop = store.subscribe(listener);
    store.update((w) => {
      w.sms.lastCode = '123456';
    });
    stop();
    store.update((w) => {
      w.sms.lastCode = null;
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not change the world it was given', () => {
    const initial = createWorld({ seed: 1, now });
    const store = createWorldStore(initial);
    store.update((w) => {
      w.members[0]!.balance = 1;
    });
    expect(initial.members[0]!.balance).not.toBe(1);
  });
});

describe('world persistence', () => {
  const key = worldStorageKey('default', 1);

  it('saves the fresh world at once and every change, and a new store picks the saved world up', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const first = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    expect(JSON.parse(storage.getItem(key)!)).toMatchObject({ format: WORLD_FORMAT, world: { seed: 1 } });
    first.update((w) => {
      w.sessions['mock-1001-1'] = 1001;
    });

    // A reload: the same parameters build a fresh world at a later instant, but the saved one wins.
    const later = createWorld({ seed: 1, now: now + 60_000 });
    const second = createWorldStore(later, { persistence: storagePersistence(storage, key, later) });
    expect(second.world.sessions).toEqual({ 'mock-1001-1': 1001 });
    expect(second.world.now).toBe(fresh.now);
  });

  it.each([
    [
      'another seed',
      (saved: Record<string, unknown>) => ({ ...saved, world: createWorld({ seed: 2, now }) }),
    ],
    ['another format', (saved: Record<string, unknown>) => ({ ...saved, format: WORLD_FORMAT + 1 })],
    [
      'a world missing a field',
      (saved: { world: Record<string, unknown> }) => {
        const { sessions: _dropped, ...world } = saved.world;
        return { ...saved, world };
      },
    ],
  ] as const)('ignores a saved world of %s', (_what, spoil) => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const first = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    first.update((w) => {
      w.sessions.t = 1001;
    });
    storage.setItem(key, JSON.stringify(spoil(JSON.parse(storage.getItem(key)!))));
    const again = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    expect(again.world.sessions).toEqual({});
  });

  it('ignores unreadable text', () => {
    const storage = memoryStorage();
    storage.setItem(key, '{not json');
    const fresh = createWorld({ seed: 1, now });
    expect(createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) }).world.seed).toBe(
      1,
    );
  });

  it('forget drops the saved world and saves nothing more', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const store = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    store.forget();
    expect(storage.getItem(key)).toBeNull();
    store.update((w) => {
      w.sessions.t = 1001;
    });
    expect(storage.getItem(key)).toBeNull();
    expect(store.world.sessions.t).toBe(1001);
  });

  it('a full storage leaves the world in memory with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const fresh = createWorld({ seed: 1, now });
    const store = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    store.update((w) => {
      w.sessions.t = 1001;
    });
    expect(store.world.sessions.t).toBe(1001);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keys by scenario and seed, and forgets the other worlds', () => {
    const storage = memoryStorage();
    storage.setItem(worldStorageKey('default', 1), '{}');
    storage.setItem(worldStorageKey('agent', 1), '{}');
    storage.setItem(worldStorageKey('default', 2), '{}');
    storage.setItem('token', 'kept');
    forgetOtherWorlds(storage, worldStorageKey('agent', 1));
    expect([...storage.items.keys()].sort()).toEqual([worldStorageKey('agent', 1), 'token'].sort());
  });

  it('round trip through the handlers: a login made before a reload is still valid after it', async () => {
    const storage = memoryStorage();
    const persistence = (scenarioId: string, fresh: ReturnType<typeof createWorld>) =>
      storagePersistence(storage, worldStorageKey(scenarioId, fresh.seed), fresh);
    let token: string | null = null;
    const api = testApiClient(() => token);

    const before = createMockServer({ scenario: 'default', seed: 5 }, now, { persistence });
    before.server.listen({ onUnhandledRequest: 'error' });
    ({ token } = await api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: 'Demo@1234',
    }));
    before.server.close();

    const after = createMockServer({ scenario: 'default', seed: 5 }, now + 5_000, { persistence });
    after.server.listen({ onUnhandledRequest: 'error' });
    try {
      await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ account: 'demo01' });
      // The next token continues the saved counter.
      await expect(
        api.request(loginCall, { type: 'username', username: 'demo01', password: 'Demo@1234' }),
      ).resolves.toMatchObject({ token: 'mock-1001-2' });
    } finally {
      after.server.close();
    }

    // Another seed is another world: the session is not there.
    const other = createMockServer({ scenario: 'default', seed: 6 }, now, { persistence });
    other.server.listen({ onUnhandledRequest: 'error' });
    try {
      await expect(api.request(memberInfoCall, undefined)).rejects.toMatchObject({ kind: 'unauthorized' });
    } finally {
      other.server.close();
    }
  });
});
