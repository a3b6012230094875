import type { World } from './types';

/** The live world behind the handlers: read it, change it through `update`, watch it. */
export interface WorldStore {
  readonly world: World;
  update(change: (world: World) => void): void;
  subscribe(listener: () => void): () => void;
}

export function createWorldStore(initial: World): WorldStore {
  const world = structuredClone(initial);
  const listeners = new Set<() => void>();
  return {
    get world() {
      return world;
    },
    update(change) {
      change(world);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
