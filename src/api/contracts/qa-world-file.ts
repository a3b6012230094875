import type { QaParams } from './qa-world-params';

/**
 * The Scenarios panel saves the mock world as a scenario file and runs one back. The
 * file is the mock world's business (mocks/world-file.ts); the app hands its text over and back.
 */

/** The scenario id an imported world runs under (`?scenario=imported`), in the tab that imported it. */
export const IMPORTED_SCENARIO_ID = 'imported';

/** The longest description a world file takes. */
export const WORLD_DESCRIPTION_MAX = 500;

/** Why a world file was refused: each has its translated message (qaWorld `refusals`). */
export const worldFileRefusals = [
  'notJson',
  'notWorldFile',
  'otherVersion',
  'noDescription',
  'unknownScenario',
  'badSettings',
  'otherWorld',
  'tooLarge',
] as const;
export type WorldFileRefusal = (typeof worldFileRefusals)[number];

export interface WorldFileBridge {
  /**
   * The world as it is now, as a scenario file (JSON text): what differs from its seed's world,
   * the scenario, seed, latency and faults it runs with, and the description. It holds no session
   * token, and passwords only as the hashes the world keeps.
   */
  export(description: string): { text: string; fileName: string };
  /**
   * Checks a world file and keeps it for this tab; the app then reloads with `params`, which run
   * it. A refused file changes nothing.
   */
  import(text: string): { params: QaParams } | { refusal: WorldFileRefusal };
  /** The world file this tab imported (running or not), or null. */
  imported: { description: string; scenario: string; seed: number } | null;
}
