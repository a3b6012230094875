import type { GameItem, VendorItem } from '../../api/contracts/games';

/** What a player launches: a game (to play for money, or its free trial) or a vendor's lobby. */
export type LaunchTarget =
  | { kind: 'game'; game: GameItem; mode: 'play' | 'trial' }
  | { kind: 'vendor'; vendor: VendorItem };

/**
 * Placeholder while game launch is built (issue 4): the interface is final, the body is not.
 * SPEC 4.9 launch routing replaces it.
 */
export function useGameLaunch(): { launch: (target: LaunchTarget) => void } {
  return { launch: () => undefined };
}
