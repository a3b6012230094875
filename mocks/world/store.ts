import type { World } from './types';

/** The live world behind the handlers: read it, change it through `update`, watch it. */
export interface WorldStore {
  readonly world: World;
  /** Every change goes through here: it is saved (when persisted) and the subscribers hear of it. */
  update(change: (world: World) => void): void;
  subscribe(listener: () => void): () => void;
  /** Drops the saved copy and stops saving: the next start builds the world from its seed again. */
  forget(): void;
}

/** Where a world is kept between page loads. */
export interface WorldPersistence {
  load(): World | null;
  save(world: World): void;
  clear(): void;
}

export interface WorldStoreOptions {
  /** Without it (Node tests, the HTTP mock server) the world lives in memory only. */
  persistence?: WorldPersistence | undefined;
}

export function createWorldStore(initial: World, options: WorldStoreOptions = {}): WorldStore {
  let persistence = options.persistence;
  const world = persistence?.load() ?? structuredClone(initial);
  // Saved at once, so the world's instant (and what depends on it) holds across reloads too.
  persistence?.save(world);
  const listeners = new Set<() => void>();
  return {
    get world() {
      return world;
    },
    update(change) {
      change(world);
      persistence?.save(world);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget() {
      persistence?.clear();
      persistence = undefined;
    },
  };
}

/** The part of the Web Storage API the persistence uses (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Bump when the World shape changes incompatibly: a saved world of another format is ignored. */
export const WORLD_FORMAT = 3;
export const WORLD_KEY_PREFIX = 'mockWorld:';

/** One key per scenario and seed: any other parameters (latency, faults) do not change the world. */
export const worldStorageKey = (scenario: string, seed: number) => `${WORLD_KEY_PREFIX}${scenario}:${seed}`;

/**
 * Keeps the world as JSON under `key`. A saved world is used only when it is of this format, of the
 * same seed and has every top-level field of a fresh one; otherwise the fresh world wins. A full
 * storage leaves the world in memory (a warning, not a failure).
 */
export function storagePersistence(storage: KeyValueStorage, key: string, fresh: World): WorldPersistence {
  let warned = false;
  return {
    load() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const saved = JSON.parse(raw) as { format?: number; world?: World };
        const world = saved.world;
        if (saved.format !== WORLD_FORMAT || !world || world.seed !== fresh.seed) return null;
        if (!Object.keys(fresh).every((field) => field in world)) return null;
        return world;
      } catch {
        return null;
      }
    },
    save(world) {
      try {
        storage.setItem(key, JSON.stringify({ format: WORLD_FORMAT, world }));
      } catch (error) {
        if (!warned) console.warn('mock world: could not save the world; it lives in memory only', error);
        warned = true;
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}

/** Drops every other world this storage keeps: switching scenario or seed starts from a fresh world. */
export function forgetOtherWorlds(storage: KeyValueStorage, keep: string) {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys) {
    if (key?.startsWith(WORLD_KEY_PREFIX) && key !== keep) storage.removeItem(key);
  }
}
