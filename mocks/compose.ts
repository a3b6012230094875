import type { HttpHandler } from 'msw';
import { callNames } from '../src/api/contracts';
import type { Fault, QaParams } from '../src/api/contracts/qa';
import { findScenario, scenarios, type Scenario } from '../scenarios';
import { faultHandlers, latencyHandlers } from './faults';
import { happyHandlerAreas } from './handlers';
import { protocolHandlers } from './handlers/protocol';
import { createWorld, worldWarmUp } from './world/create-world';
import { routeHandlers } from './router';
import { restoreWorld } from './world/snapshot';
import {
  createWorldStore,
  type WorldPersistence,
  type WorldStore,
  type WorldStoreOptions,
} from './world/store';
import type { World } from './world/types';

export interface ComposeOptions {
  /**
   * Keeps the world between page loads (the browser). Given the scenario actually used and the fresh
   * world, to check a saved one against.
   */
  persistence?: (scenarioId: string, fresh: World) => WorldPersistence;
  /** When changes are saved (see `WorldStoreOptions`); at once unless given. */
  scheduleSave?: WorldStoreOptions['scheduleSave'];
  /** A scenario not in the registry (a world file imported in the tab) runs in place of `params.scenario`. */
  scenario?: Scenario | undefined;
}

export interface MockWorld {
  scenario: Scenario;
  store: WorldStore;
  /** Scenario overrides then happy paths (behind one router, mocks/router.ts): the fixed base of every runtime. */
  baseHandlers: HttpHandler[];
  /** Latency and faults (`faults` in place of the start's): applied on top, and liftable without a reload. */
  runtimeHandlers(options?: { withFaults?: boolean; faults?: readonly Fault[] }): HttpHandler[];
  faults: QaParams['faults'];
  latency: number;
  /**
   * What the first requests need (the handlers, the seed's core world, the announcements), in
   * steps: the browser runs each in its own task while the service worker starts, rather than all
   * in the first request's.
   */
  warmUp: ReadonlyArray<() => void>;
  /** The seed's world the store's areas are made from (at the store's instant): what a saved world differs from. */
  seeded(): World;
}

/**
 * One mock world for the given QA parameters. The browser worker, the Node server of the tests and
 * the HTTP mock server all start from here, so they answer alike.
 */
export function composeMockWorld(
  params: QaParams,
  now = Date.now(),
  options: ComposeOptions = {},
): MockWorld {
  const scenario = options.scenario ?? findScenario(params.scenario) ?? findScenario('default')!;
  // A scenario that saved a world pins its seed and instant.
  const { saved } = scenario;
  if (saved) now = Date.parse(saved.now);
  // The world at an instant: the start's, or a saved world's (its unsaved areas are made again).
  const worldAt = (at: number) =>
    createWorld({
      seed: saved?.seed ?? params.seed,
      overrides: typeof scenario.world === 'function' ? scenario.world({ now: at }) : scenario.world,
      now: at,
    });
  const fresh = worldAt(now);
  // The world the store's areas are made from: the fresh one, or a saved world's instant's.
  let base = fresh;
  const store = createWorldStore(fresh, {
    persistence: options.persistence?.(scenario.id, fresh),
    rebuild: (at) => (base = worldAt(at)),
    scheduleSave: options.scheduleSave,
    start: saved && (() => restoreWorld(saved, fresh)),
  });
  // Made when the first request comes, or before by `warmUp` (a group a step).
  const groups = [
    () => protocolHandlers(store),
    () => scenario.handlers?.(store) ?? [],
    ...happyHandlerAreas(store),
  ].map(once);
  const handlers = () => groups.flatMap((group) => group());
  const faults = [...(scenario.faults ?? []), ...params.faults];
  const latency = params.latency || scenario.latency || 0;
  return {
    scenario,
    store,
    faults,
    latency,
    baseHandlers: [routeHandlers(handlers)],
    warmUp: [...groups, ...worldWarmUp(base)],
    seeded: () => base,
    runtimeHandlers: ({ withFaults = true, faults: replaced = faults } = {}) => {
      const runtime = [...latencyHandlers(latency), ...(withFaults ? faultHandlers(replaced) : [])];
      return runtime.length > 1 ? [routeHandlers(runtime)] : runtime;
    },
  };
}

/** `make`, made once: later calls answer what the first made. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export { scenarios, callNames };
