import type { GameItem } from '../api/contracts/games';

/** A slot of the game list, as the platform lists it; tests change what they are about. */
export const gameItem = (over: Partial<GameItem> = {}): GameItem => ({
  nodeId: '100001',
  displayName: 'Fortune Ace',
  isHot: 0,
  vassalage: 'JILI',
  gameType: 'RNG',
  gameCode: 'JILI_1',
  ...over,
});
