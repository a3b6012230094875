import { applyJsonPatch, diffJson, type JsonPatch } from './json-patch';
import type { SavedWorld } from './store';
import type { World } from './types';

/**
 * A world saved from a tab, as a scenario can carry it. The seed's world at the saved
 * instant is made again as any scenario's is; only what differs from it is kept, area by area, as
 * a patch (json-patch.ts). Each patch names the seed's area it was made against (a fingerprint),
 * so a file made by another version of the mock world is refused rather than applied to a world
 * it does not fit.
 */
export interface SavedScenarioWorld {
  /** The world's seed: a saved world is a change of this seed's world, whatever the URL's seed. */
  seed: number;
  /** The world's instant (ISO): the seed's world is made for it. */
  now: string;
  changes: Record<string, AreaChange>;
  /** Areas the seed's world has and the saved one had not (a scenario's `launch` set aside). */
  deleted?: string[];
}

/** A changed area (`of`: the fingerprint of the seed's area), or one the seed's world has not. */
export type AreaChange = { of: string; patch: JsonPatch } | { added: unknown };

/** The areas a saved world never keeps: session tokens (an imported world starts logged out). */
const unsavedAreas = new Set(['seed', 'now', 'deleted', 'sessions']);

/** A saved world's area does not fit this version's world (another seeding, or a hand-made change). */
export class WorldMismatch extends Error {
  constructor(readonly area: string) {
    super(`the saved world's "${area}" was made from another world than this seed's`);
    this.name = 'WorldMismatch';
  }
}

/** FNV-1a of the value's JSON: cheap, and enough to tell one version's seeded area from another's. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * What a store's changes (`WorldStore.changes`) hold beyond `seeded`, the seed's world at the same
 * instant: no session, so no token; passwords only as the hashes the world keeps.
 */
export function saveWorld(changes: SavedWorld, seeded: World): SavedScenarioWorld {
  const areas = changes as unknown as Record<string, unknown>;
  const base = seeded as unknown as Record<string, unknown>;
  const out: Record<string, AreaChange> = {};
  for (const [area, value] of Object.entries(areas)) {
    if (unsavedAreas.has(area)) continue;
    if (!(area in base)) {
      out[area] = { added: value };
      continue;
    }
    const patch = diffJson(base[area], value);
    if (patch) out[area] = { of: fingerprint(base[area]), patch };
  }
  const deleted = (changes.deleted ?? []).filter((area) => !unsavedAreas.has(area));
  return { seed: changes.seed, now: changes.now, changes: out, ...(deleted.length ? { deleted } : {}) };
}

/**
 * The saved world laid over `seeded` (the seed's world at `saved.now`), as a store loads it: the
 * changed areas whole, the rest made again from the seed. Throws `WorldMismatch` for an area whose
 * patch was made against another world, or does not fit this one.
 */
export function restoreWorld(saved: SavedScenarioWorld, seeded: World): SavedWorld {
  const base = seeded as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { seed: saved.seed, now: saved.now };
  for (const [area, change] of Object.entries(saved.changes)) {
    if (unsavedAreas.has(area)) continue;
    if ('added' in change) {
      out[area] = change.added;
      continue;
    }
    if (!(area in base) || fingerprint(base[area]) !== change.of) throw new WorldMismatch(area);
    try {
      out[area] = applyJsonPatch(base[area], change.patch);
    } catch {
      throw new WorldMismatch(area);
    }
  }
  const deleted = (saved.deleted ?? []).filter((area) => !unsavedAreas.has(area));
  if (deleted.length) out.deleted = deleted;
  return out as SavedWorld;
}
