import { callNames } from '../src/api/contracts';
import { defaultQaParams, parseFault, type Fault, type QaParams } from '../src/api/contracts/qa';
import {
  IMPORTED_SCENARIO_ID,
  WORLD_DESCRIPTION_MAX,
  type WorldFileRefusal,
} from '../src/api/contracts/qa-world-file';
import { findScenario, type Scenario } from '../scenarios';
import { composeMockWorld, type MockWorld } from './compose';
import { saveWorld, WorldMismatch, type AreaChange, type SavedScenarioWorld } from './world/snapshot';

/**
 * A world saved as a scenario file, the Scenarios panel's export and import, and the
 * source of `npm run scenario:import` (scripts/scenario-import.ts).
 */
export const WORLD_FILE_KIND = 'mock-world-scenario';
/** Bump when the file's shape changes; a file of another version is refused, never guessed at. */
export const WORLD_FILE_VERSION = 3;

export interface WorldFile {
  kind: typeof WORLD_FILE_KIND;
  version: number;
  /** What the person who saved it says it shows. */
  description: string;
  exportedAt: string;
  /** The scenario the world started from and the URL settings it ran with. */
  settings: { scenario: string; seed: number; latency: number; faults: Fault[] };
  /** The world's instant and what differs from the scenario's seeded world at that instant. */
  world: Pick<SavedScenarioWorld, 'now' | 'changes' | 'deleted'>;
}

/** A world file refused: why, for the message, and the detail for a developer's console or terminal. */
export class WorldFileError extends Error {
  constructor(
    readonly refusal: WorldFileRefusal,
    detail: string,
  ) {
    super(`world file refused (${refusal}): ${detail}`);
    this.name = 'WorldFileError';
  }
}

/**
 * The running world as a file. `origin` is the scenario it started from (an imported world's own
 * scenario, not `imported`); `params` its URL settings.
 */
export function exportWorldFile(
  mock: MockWorld,
  params: QaParams,
  origin: string,
  description: string,
  exportedAt = new Date(),
): WorldFile {
  const text = description.trim();
  if (!text || text.length > WORLD_DESCRIPTION_MAX) throw new WorldFileError('noDescription', 'description');
  const { seed, now, changes, deleted } = saveWorld(mock.store.changes(), mock.seeded());
  return {
    kind: WORLD_FILE_KIND,
    version: WORLD_FILE_VERSION,
    description: text,
    exportedAt: exportedAt.toISOString(),
    settings: { scenario: origin, seed, latency: params.latency, faults: params.faults },
    world: { now, changes, ...(deleted ? { deleted } : {}) },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a world file's text and checks its shape and its settings against the scenarios and calls
 * of this build (`checkWorldFits` checks its world). Throws `WorldFileError`.
 */
export function readWorldFile(text: string): WorldFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new WorldFileError('notJson', String(error));
  }
  if (!isRecord(value) || value.kind !== WORLD_FILE_KIND) throw new WorldFileError('notWorldFile', 'kind');
  if (value.version !== WORLD_FILE_VERSION) throw new WorldFileError('otherVersion', String(value.version));
  const { description, settings, world } = value;
  if (typeof description !== 'string' || !description.trim() || description.length > WORLD_DESCRIPTION_MAX)
    throw new WorldFileError('noDescription', 'description');
  if (!isRecord(settings) || !isRecord(world)) throw new WorldFileError('notWorldFile', 'settings, world');
  const scenario = settings.scenario;
  if (typeof scenario !== 'string' || scenario === IMPORTED_SCENARIO_ID || !findScenario(scenario))
    throw new WorldFileError('unknownScenario', String(scenario));
  const { seed, latency } = settings;
  const faults = Array.isArray(settings.faults) ? settings.faults.map(faultOf) : [null];
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(latency) || (latency as number) < 0)
    throw new WorldFileError('badSettings', 'seed, latency');
  if (faults.some((fault) => fault === null)) throw new WorldFileError('badSettings', 'faults');
  if (typeof world.now !== 'string' || Number.isNaN(Date.parse(world.now)))
    throw new WorldFileError('notWorldFile', 'world.now');
  const { changes, deleted } = world;
  if (!isRecord(changes) || !Object.values(changes).every(isAreaChange))
    throw new WorldFileError('notWorldFile', 'world.changes');
  if (deleted !== undefined && !(Array.isArray(deleted) && deleted.every((area) => typeof area === 'string')))
    throw new WorldFileError('notWorldFile', 'world.deleted');
  const file: WorldFile = {
    kind: WORLD_FILE_KIND,
    version: WORLD_FILE_VERSION,
    description: description.trim(),
    exportedAt: typeof value.exportedAt === 'string' ? value.exportedAt : '',
    settings: { scenario, seed: seed as number, latency: latency as number, faults: faults as Fault[] },
    world: {
      now: world.now,
      changes: changes as Record<string, AreaChange>,
      ...(deleted ? { deleted: deleted as string[] } : {}),
    },
  };
  return file;
}

const faultOf = (fault: unknown): Fault | null =>
  isRecord(fault) && typeof fault.call === 'string' && typeof fault.kind === 'string'
    ? parseFault(`${fault.call}:${fault.kind}`, callNames)
    : null;

const isAreaChange = (change: unknown): change is AreaChange =>
  isRecord(change) && ('added' in change || (typeof change.of === 'string' && isRecord(change.patch)));

/**
 * Builds the file's world once, so a world that does not fit the seed's world of this build (made
 * by another version, or changed by hand) is refused when it is imported, not when a page reads it.
 */
export function checkWorldFits(file: WorldFile) {
  try {
    composeMockWorld(paramsOf(file), undefined, { scenario: scenarioOf(file, file.settings.scenario) });
  } catch (error) {
    if (error instanceof WorldMismatch) throw new WorldFileError('otherWorld', error.message);
    throw error;
  }
}

/** The URL settings a world file runs with, under `scenario` (any other setting as by default). */
export const paramsOf = (file: WorldFile, scenario = file.settings.scenario): QaParams => ({
  ...defaultQaParams,
  scenario,
  seed: file.settings.seed,
  latency: file.settings.latency,
  faults: file.settings.faults,
});

/**
 * The scenario a world file runs as: the scenario it started from (its world overrides, handlers,
 * faults, latency and `loginAs`) with the saved world over it. The file's latency and faults are
 * URL settings (`paramsOf`); a scenario file made from it carries them itself.
 */
export function scenarioOf(
  file: WorldFile,
  id: string,
  description: Scenario['description'] = { en: file.description, bn: file.description },
): Scenario {
  const origin = findScenario(file.settings.scenario)!;
  return { ...origin, id, description, saved: { seed: file.settings.seed, ...file.world } };
}
