import type { WorldStore } from './store';
import type { World } from './types';

/** SPEC 9: recent games come 20 at a time; the mock platform keeps as many per member. */
export const RECENT_KEPT = 20;

/**
 * The recent games live beside the world's own fields (a few ids per member, so saving them with
 * the world costs nothing). Kept out of `World` itself so the world's shape stays the lead's.
 */
type WithRecent = World & { recentGames?: Record<string, string[]> };

/** A member's recent game ids, the latest first. */
export function recentGameIds(world: World, memberId: number): string[] {
  return (world as WithRecent).recentGames?.[String(memberId)] ?? [];
}

/** Called by the launch handler: the game goes to the front of the member's recent games. */
export function recordRecentGame(store: WorldStore, memberId: number, nodeId: string): void {
  store.update((world) => {
    const recent = ((world as WithRecent).recentGames ??= {});
    const key = String(memberId);
    recent[key] = [nodeId, ...(recent[key] ?? []).filter((id) => id !== nodeId)].slice(0, RECENT_KEPT);
  });
}
