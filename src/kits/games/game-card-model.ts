import type { GameItem } from '../../api/contracts/games';

/** SPEC 2.7 / 9: the card theme is one of 6, cycled from the node id. */
export const CARD_THEMES = 6;
/** SPEC 9: the card's decorative counter grows by 165.11 every 3 s. */
export const COUNTER_STEP = 165.11;
export const COUNTER_PERIOD_MS = 3000;

/** A node id as a whole number: numeric ids as they are, others by a small string hash. */
function nodeNumber(nodeId: string): number {
  if (/^\d+$/.test(nodeId)) return Number(nodeId.slice(-9));
  return [...nodeId].reduce((acc, ch) => (Math.imul(acc, 31) + ch.charCodeAt(0)) >>> 0, 7);
}

export const cardTheme = (nodeId: string): number => nodeNumber(nodeId) % CARD_THEMES;

/**
 * Where a card's counter starts. Not shown in the spec: a value between 100,000 and 1,000,000
 * taken from the node id, so a card shows the same figure on every visit.
 */
export function counterStart(nodeId: string): number {
  const n = Math.imul(nodeNumber(nodeId) + 1, 2_654_435_761) >>> 0;
  return 100_000 + (n % 90_000_000) / 100;
}

export const counterAfter = (nodeId: string, ticks: number): number =>
  Math.round((counterStart(nodeId) + ticks * COUNTER_STEP) * 100) / 100;

/** SPEC 3: the title is gameName or nodeName; the display name is what the platform says to show. */
export const gameTitle = (game: GameItem): string => game.displayName || game.gameName || game.nodeName || '';

/** SPEC 3: showIcon or iconUrl. */
export const gameImage = (game: GameItem): string | null => game.showIcon || game.iconUrl || null;
