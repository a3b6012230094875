import { writeStored } from './session-store';

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

/** The tab's key for it (lobby-origin.ts reads it back: on the game's page only, in its chunk). */
export const LOBBY_ORIGIN_KEY = 'lobbyOrigin';

export function rememberLobbyOrigin(origin: LobbyOrigin): void {
  writeStored(LOBBY_ORIGIN_KEY, JSON.stringify(origin));
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
