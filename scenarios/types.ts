import type { HttpHandler } from 'msw';
import type { Fault } from '../src/api/contracts/qa';
import type { SavedScenarioWorld } from '../mocks/world/snapshot';
import type { WorldStore } from '../mocks/world/store';
import type { WorldOverrides } from '../mocks/world/types';

/**
 * One named state of the mock world for QA and demos (DESIGN.md). Declarative: a description in
 * both languages, world overrides, and at most a few handler overrides or faults.
 */
export interface Scenario {
  id: string;
  description: { en: string; bn: string };
  /** Merged into the seeded world; a function when a value depends on the world's instant. */
  world?: WorldOverrides | ((context: { now: number }) => WorldOverrides);
  /** Faults the scenario starts with; lifted, like URL faults, by the panel's "lift faults". */
  faults?: Fault[];
  /** Default latency in ms when the URL gives none. */
  latency?: number;
  /**
   * An account the scenario logs in when it starts (once per tab, scenario and seed, so signing out
   * sticks): the app opens logged in as it, as after a login on the page it lands on.
   */
  loginAs?: string;
  /**
   * The `loginAs` session is ended at once, as a login on another device would end it: the app
   * starts holding a token the platform no longer knows (wire.ts `login.not.session`).
   */
  sessionEnded?: boolean;
  /** Handler overrides placed before the happy paths. */
  handlers?: (store: WorldStore) => HttpHandler[];
  /**
   * A world saved from the Scenarios panel (`npm run scenario:import`): the world starts
   * as it was saved, at its seed and instant, over the scenario's own world.
   */
  saved?: SavedScenarioWorld;
}

export const defineScenario = (scenario: Scenario): Scenario => scenario;
