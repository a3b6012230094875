import type { HttpHandler } from 'msw';
import { callNames } from '../src/api/contracts';
import type { QaParams } from '../src/lib/qa-params';
import { findScenario, scenarios, type Scenario } from '../scenarios';
import { faultHandlers, latencyHandlers } from './faults';
import { happyHandlers } from './handlers';
import { protocolHandlers } from './handlers/protocol';
import { createWorld } from './world/create-world';
import { createWorldStore, type WorldPersistence, type WorldStore } from './world/store';
import type { World } from './world/types';

export interface ComposeOptions {
  /**
   * Keeps the world between page loads (the browser). Given the scenario actually used and the fresh
   * world, to check a saved one against.
   */
  persistence?: (scenarioId: string, fresh: World) => WorldPersistence;
}

export interface MockWorld {
  scenario: Scenario;
  store: WorldStore;
  /** Scenario overrides then happy paths: the fixed base of every runtime. */
  baseHandlers: HttpHandler[];
  /** Latency and faults: applied on top, and liftable without a reload. */
  runtimeHandlers(options?: { withFaults: boolean }): HttpHandler[];
  faults: QaParams['faults'];
  latency: number;
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
  const scenario = findScenario(params.scenario) ?? findScenario('default')!;
  const overrides = typeof scenario.world === 'function' ? scenario.world({ now }) : scenario.world;
  const fresh = createWorld({ seed: params.seed, overrides, now });
  const store = createWorldStore(fresh, { persistence: options.persistence?.(scenario.id, fresh) });
  const faults = [...(scenario.faults ?? []), ...params.faults];
  const latency = params.latency || scenario.latency || 0;
  return {
    scenario,
    store,
    faults,
    latency,
    baseHandlers: [
      ...protocolHandlers(store),
      ...(scenario.handlers?.(store) ?? []),
      ...happyHandlers(store),
    ],
    runtimeHandlers: ({ withFaults } = { withFaults: true }) => [
      ...latencyHandlers(latency),
      ...(withFaults ? faultHandlers(faults) : []),
    ],
  };
}

export { scenarios, callNames };
