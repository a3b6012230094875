import { readStored, writeStored } from './session-store';
import { internalPath } from './safe-link';

/**
 * Where a game was opened from: the list's address and how far down it the player had scrolled,
 * kept for the tab (a path and a number, nothing secret) so a reload of the game still knows.
 * `game` is the game page's address: the way back belongs to that game only, not to one opened
 * later from a shared link.
 */
export interface LobbyOrigin {
  from: string;
  scrollY: number;
  game: string;
}

const KEY = 'lobbyOrigin';

export function rememberLobbyOrigin(origin: LobbyOrigin): void {
  writeStored(KEY, JSON.stringify(origin));
}

/** The origin of the game at `game` (its path and query), or null: then the way back is Home. */
export function lobbyOriginOf(game: string): LobbyOrigin | null {
  let value: unknown;
  try {
    value = JSON.parse(readStored(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, scrollY, game: stored } = value as Record<string, unknown>;
  if (stored !== game || typeof from !== 'string' || typeof scrollY !== 'number') return null;
  // Only a page of this site: the stored text is the tab's, but never trusted to leave it.
  const path = internalPath(from);
  return path === null ? null : { from: path, scrollY: Math.max(0, Math.round(scrollY)), game };
}

/** A scroll position to restore when the page at `path` shows next (in memory: one navigation). */
let pending: { path: string; scrollY: number } | null = null;

export function requestScrollRestore(path: string, scrollY: number): void {
  pending = { path, scrollY };
}

/** The position asked for `path`, once; any other page drops the request. */
export function takeScrollRestore(path: string): number | null {
  const asked = pending;
  pending = null;
  return asked && asked.path === path ? asked.scrollY : null;
}
