// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loginCall, memberInfoCall } from '../../src/api/contracts';
import { composeMockWorld } from '../compose';
import { createMockServer } from '../node';
import { testApiClient } from '../test-world';
import { createWorld } from './create-world';
import { memoryStorage } from './memory-storage';
import { isPending } from './lazy';
import {
  createWorldStore,
  storagePersistence,
  WORLD_FORMAT,
  worldStorageKey,
  type KeyValueStorage,
  type WorldPersistence,
} from './store';
import type { World } from './types';

// The store keeps only what changed, saves a burst of changes once when asked to wait,
// and lays a saved world over the world of its own instant.

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

const savedOf = (storage: KeyValueStorage, key: string) =>
  (JSON.parse(storage.getItem(key)!) as { format: number; world: Record<string, unknown> }).world;

describe('what the store saves', () => {
  const key = worldStorageKey('default', 1);

  it('keeps the seed and the instant of a world nobody changed, and the areas that changed', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const store = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    expect(savedOf(storage, key)).toEqual({ seed: 1, now: fresh.now });
    // Read, unchanged: not kept.
    void store.world.system.visitorIp;
    void store.world.members.length;
    store.update((w) => {
      w.sessions.t = 1001;
      w.counters.session = 1;
    });
    expect(savedOf(storage, key)).toEqual({
      seed: 1,
      now: fresh.now,
      sessions: { t: 1001 },
      counters: { session: 1, trial: 0 },
    });
    // A change made to what was read before the update (a handler holding a member) is kept too.
    const demo = store.world.members.find((m) => m.account === 'demo01')!;
    store.update(() => {
      demo.nickname = 'Changed';
    });
    expect(Object.keys(savedOf(storage, key))).toEqual(['seed', 'now', 'members', 'sessions', 'counters']);
  });

  it('keeps an area a saved world had, read or not, and an area a scenario never had', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const first = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    first.update((w) => {
      w.sessions.t = 1001;
      w.launch = { demoRounds: 2 };
    });
    const again = createWorld({ seed: 1, now });
    const second = createWorldStore(again, { persistence: storagePersistence(storage, key, again) });
    second.update((w) => {
      w.failedLogins.demo01 = 1;
    });
    expect(savedOf(storage, key)).toMatchObject({
      sessions: { t: 1001 },
      launch: { demoRounds: 2 },
      failedLogins: { demo01: 1 },
    });
    expect(isPending(second.world, 'sessions')).toBe(true);
  });

  it('keeps an area that was removed removed', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now, overrides: { launch: { gamesStayOpen: true } } });
    const first = createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) });
    first.update((w) => {
      delete w.launch;
    });
    expect(savedOf(storage, key).deleted).toEqual(['launch']);
    const again = createWorld({ seed: 1, now, overrides: { launch: { gamesStayOpen: true } } });
    const second = createWorldStore(again, { persistence: storagePersistence(storage, key, again) });
    expect('launch' in second.world).toBe(false);
    expect(second.world.sessions).toEqual({});
  });

  it('saves a burst of changes once, when the schedule says, and nothing after forget', () => {
    const storage = memoryStorage();
    const fresh = createWorld({ seed: 1, now });
    const saves = vi.fn<WorldPersistence['save']>();
    const persistence = storagePersistence(storage, key, fresh);
    const waiting: Array<() => void> = [];
    const store = createWorldStore(fresh, {
      persistence: { ...persistence, save: (world) => (saves(world), persistence.save(world)) },
      scheduleSave: (save) => waiting.push(save),
    });
    expect(saves).toHaveBeenCalledTimes(1); // the seed and instant, at once
    store.update((w) => void (w.sessions.a = 1001));
    store.update((w) => void (w.sessions.b = 1001));
    expect(waiting).toHaveLength(1);
    expect(savedOf(storage, key).sessions).toBeUndefined();
    waiting.shift()!();
    expect(saves).toHaveBeenCalledTimes(2);
    expect(savedOf(storage, key).sessions).toEqual({ a: 1001, b: 1001 });
    store.update((w) => void (w.sessions.c = 1001));
    store.forget();
    waiting.shift()!();
    expect(saves).toHaveBeenCalledTimes(2);
    expect(storage.getItem(key)).toBeNull();
  });

  it('gives the same live world whatever order its areas are read in', () => {
    const expected = JSON.stringify(createWorldStore(createWorld({ seed: 2, now })).world);
    const store = createWorldStore(createWorld({ seed: 2, now }));
    for (const area of ['agency', 'points', 'system', 'members', 'money'] as const) void store.world[area];
    expect(JSON.stringify(store.world)).toBe(expected);
  });
});

describe('a saved world laid over its own instant', () => {
  it('makes what was not saved as it was at the saved instant, however much later the reload', async () => {
    const storage = memoryStorage();
    const persistence = (scenarioId: string, fresh: World) =>
      storagePersistence(storage, worldStorageKey(scenarioId, fresh.seed), fresh);
    let token: string | null = null;
    const api = testApiClient(() => token);
    const before = createMockServer({ scenario: 'maintenance-with-end', seed: 3 }, now, { persistence });
    before.server.listen({ onUnhandledRequest: 'error' });
    try {
      ({ token } = await api.request(loginCall, {
        type: 'username',
        username: 'demo01',
        password: 'Demo@1234',
      }));
    } finally {
      before.server.close();
    }
    const saved = savedOf(storage, worldStorageKey('maintenance-with-end', 3));
    expect(saved).not.toHaveProperty('money');
    expect(saved).not.toHaveProperty('system');

    const later = now + 3 * 3_600_000;
    const after = createMockServer({ scenario: 'maintenance-with-end', seed: 3 }, later, { persistence });
    after.server.listen({ onUnhandledRequest: 'error' });
    try {
      await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ account: 'demo01' });
    } finally {
      after.server.close();
    }
    const original = composeMockWorld(
      { scenario: 'maintenance-with-end', seed: 3, latency: 0, faults: [] },
      now,
    );
    // The end of maintenance depends on the instant: the one of the first start, not of the reload.
    expect(after.store.world.system).toEqual(original.store.world.system);
    expect(after.store.world.money).toEqual(original.store.world.money);
    expect(after.store.world.now).toBe(new Date(now).toISOString());
  });

  it('ignores a saved world of the format before', () => {
    const storage = memoryStorage();
    const key = worldStorageKey('default', 1);
    const full = createWorld({ seed: 1, now: now - 60_000 });
    storage.setItem(key, JSON.stringify({ format: WORLD_FORMAT - 1, world: full }));
    const fresh = createWorld({ seed: 1, now });
    expect(createWorldStore(fresh, { persistence: storagePersistence(storage, key, fresh) }).world.now).toBe(
      fresh.now,
    );
  });
});
