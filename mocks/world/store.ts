import { defineLazy, isPending } from './lazy';
import type { World } from './types';

/** The live world behind the handlers: read it, change it through `update`, watch it. */
export interface WorldStore {
  readonly world: World;
  /** Every change goes through here: it is saved (when persisted) and the subscribers hear of it. */
  update(change: (world: World) => void): void;
  subscribe(listener: () => void): () => void;
  /** Drops the saved copy and stops saving: the next start builds the world from its seed again. */
  forget(): void;
  /** What a save would keep now: the areas that differ from the seed's world (a world file exports it). */
  changes(): SavedWorld;
}

/**
 * What is kept of a world between page loads: its seed and instant, the areas that differ from
 * what the seed makes at that instant, and the areas it no longer has. The rest is made again
 * from the seed when read, so a tab that changed little keeps little.
 */
export type SavedWorld = Partial<World> & Pick<World, 'seed' | 'now'> & { deleted?: string[] };

/** Where a world is kept between page loads. */
export interface WorldPersistence {
  load(): SavedWorld | null;
  save(world: SavedWorld): void;
  clear(): void;
}

export interface WorldStoreOptions {
  /** Without it (Node tests, the HTTP mock server) the world lives in memory only. */
  persistence?: WorldPersistence | undefined;
  /**
   * The same seed's world at another instant: a saved world's areas are laid over the world of its
   * own instant (compose.ts). Without it they are laid over `initial`.
   */
  rebuild?: ((now: number) => World) | undefined;
  /**
   * When a change is saved: at once unless given (Node). The browser saves when the page is idle
   * and before it goes (mocks/browser.ts), so a burst of changes costs one save. Called with the
   * save to run; called again only after that save has run.
   */
  scheduleSave?: ((save: () => void) => void) | undefined;
  /** The world a scenario saved, made only when the persistence has none of its own. */
  start?: (() => SavedWorld) | undefined;
}

/**
 * The store over a world. The live world is a view of `initial` (never changed): each area is
 * copied from it, or taken from the saved world, when first read, so an area nobody reads is
 * neither built (create-world.ts builds areas on demand) nor copied nor saved.
 */
export function createWorldStore(initial: World, options: WorldStoreOptions = {}): WorldStore {
  let persistence = options.persistence;
  const saved = persistence?.load() ?? options.start?.() ?? null;
  const base =
    saved && saved.now !== initial.now && options.rebuild ? options.rebuild(Date.parse(saved.now)) : initial;
  const world = liveWorld(base, saved);
  const from = (saved ?? {}) as Record<string, unknown>;
  const baseText = new Map<string, string>();
  const textOf = (area: string) => {
    let text = baseText.get(area);
    if (text === undefined) {
      text = JSON.stringify((base as unknown as Record<string, unknown>)[area]) ?? '';
      baseText.set(area, text);
    }
    return text;
  };
  /** The areas read since the start that differ from the seed's, and those the saved world had. */
  const changes = (): SavedWorld => {
    const out: Record<string, unknown> = { seed: world.seed, now: world.now };
    const live = world as unknown as Record<string, unknown>;
    for (const area of Object.keys(world)) {
      if (area === 'seed' || area === 'now') continue;
      if (isPending(world, area)) {
        if (area in from) out[area] = from[area];
        continue;
      }
      // An area the saved world had stays saved (comparing it would build the seed's to compare with).
      const value = live[area];
      if (!(area in base) || area in from || JSON.stringify(value) !== textOf(area)) out[area] = value;
    }
    const deleted = Object.keys(base).filter((area) => !(area in world));
    if (deleted.length) out.deleted = deleted;
    return out as SavedWorld;
  };
  let scheduled = false;
  const save = () => {
    scheduled = false;
    persistence?.save(changes());
  };
  const schedule = options.scheduleSave;
  // Saved at once, so the world's instant (and what depends on it) holds across reloads too.
  if (persistence && !saved) save();
  const listeners = new Set<() => void>();
  return {
    get world() {
      return world;
    },
    update(change) {
      change(world);
      if (persistence && !scheduled) {
        if (schedule) {
          scheduled = true;
          schedule(() => {
            if (scheduled) save();
          });
        } else save();
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget() {
      persistence?.clear();
      persistence = undefined;
      scheduled = false;
    },
    changes,
  };
}

/**
 * The world the handlers read and change: `seed` and `now` as saved (or as built), every other
 * area made on first read from the saved world or as a copy of the base, so the base stays as the
 * seed made it (the saves compare against it).
 */
function liveWorld(base: World, saved: SavedWorld | null): World {
  const world = { seed: base.seed, now: saved?.now ?? base.now } as World;
  const from = (saved ?? {}) as Record<string, unknown>;
  const deleted = new Set(saved?.deleted ?? []);
  const areas = new Set([...Object.keys(base), ...Object.keys(from)]);
  for (const area of ['seed', 'now', 'deleted', ...deleted]) areas.delete(area);
  for (const area of areas as Set<keyof World>) {
    defineLazy(world, area, () =>
      area in from ? (from[area] as World[typeof area]) : structuredClone(base[area]),
    );
  }
  return world;
}

/** The part of the Web Storage API the persistence uses (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * Bump when the World shape changes incompatibly: a saved world of another format is ignored.
 * Only the areas that differ from the seed's world are kept.
 */
export const WORLD_FORMAT = 6;
export const WORLD_KEY_PREFIX = 'mockWorld:';

/** One key per scenario and seed: any other parameters (latency, faults) do not change the world. */
export const worldStorageKey = (scenario: string, seed: number) => `${WORLD_KEY_PREFIX}${scenario}:${seed}`;

/**
 * Keeps the world as JSON under `key`. A saved world is used only when it is of this format and of
 * the same seed; otherwise the fresh world wins. A full storage leaves the world in memory (a
 * warning, not a failure).
 */
export function storagePersistence(storage: KeyValueStorage, key: string, fresh: World): WorldPersistence {
  let warned = false;
  return {
    load() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const saved = JSON.parse(raw) as { format?: number; world?: SavedWorld };
        const world = saved.world;
        if (saved.format !== WORLD_FORMAT || !world || world.seed !== fresh.seed) return null;
        if (typeof world.now !== 'string' || Number.isNaN(Date.parse(world.now))) return null;
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
