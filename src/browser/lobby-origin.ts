import { LOBBY_ORIGIN_KEY, type LobbyOrigin } from './lobby-return';
import { internalPath } from '../lib/safe-link';
import { readStored } from './session-store';

/** The origin of the game at `game` (its path and query), or null: then the way back is Home. */
export function lobbyOriginOf(game: string): LobbyOrigin | null {
  let value: unknown;
  try {
    value = JSON.parse(readStored(LOBBY_ORIGIN_KEY) ?? 'null');
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
