import type { GameFilterCategory, GameItem, GameType } from '../../src/api/contracts';
import { badgeIcon } from './icons';
import { seededRandom } from './seeded-random';
import type { World } from './types';

/** A game as the mock platform knows it: what it sends, plus what it filters and sorts by. */
export interface MockGame extends GameItem {
  /** SPEC 3.3 filter category, or null for none of JP, TG, AC. */
  classify: GameFilterCategory | null;
  /** Listed under NEW. */
  isNew: boolean;
  /** Recommended order of the vendor's list (ALL), lower first. */
  rank: number;
}

const first = [
  'Fortune',
  'Mega',
  'Lucky',
  'Golden',
  'Royal',
  'Wild',
  'Dragon',
  'Tiger',
  'Super',
  'Magic',
  'Crazy',
  'Jungle',
  'Ocean',
  'Fire',
  'Sweet',
  'Mystic',
];
const second = [
  'Ace',
  'Gems',
  'Tiger',
  'Bonanza',
  'Fruits',
  'Treasure',
  'Empire',
  'Rush',
  'Spins',
  'Wheel',
  'Blast',
  'Party',
  'Kingdom',
  'Legends',
  'Riches',
  'Queen',
];
const tableNames = [
  'Baccarat',
  'Blackjack',
  'Roulette',
  'Sic Bo',
  'Dragon Tiger',
  'Teen Patti',
  'Andar Bahar',
  'Poker',
];

/** How many games each vendor of a game type carries, unless the world says otherwise. */
const defaultCounts: Partial<Record<GameType, number>> = {
  RNG: 36,
  FISH: 6,
  PVP: 12,
  LIVE: 8,
  ELOTT: 4,
  LOTT: 4,
  SPORTS: 1,
};

const cache = new Map<string, MockGame[]>();

/**
 * A vendor's games, made from the world's seed on demand and kept in memory: a catalogue of 10,000
 * games never sits in the world (which is saved to sessionStorage), only its counts do.
 */
export function gamesOf(world: World, vendor: string): MockGame[] {
  const menu = world.gameMenu.find((m) => m.vendors.some((v) => v.vassalage === vendor));
  if (!menu) return [];
  const gameType = menu.gameType;
  const count = world.gameCatalogue.counts[vendor] ?? defaultCounts[gameType] ?? 4;
  const key = `${world.seed}:${vendor}:${count}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const draw = seededRandom(key);
  const vendorIndex = world.gameMenu.flatMap((m) => m.vendors).findIndex((v) => v.vassalage === vendor);
  const games: MockGame[] = Array.from({ length: count }, (_, i) => {
    const name =
      gameType === 'LIVE' || gameType === 'PVP'
        ? `${tableNames[i % tableNames.length]} ${Math.floor(i / tableNames.length) + 1}`
        : `${first[Math.floor(draw() * first.length)]} ${second[Math.floor(draw() * second.length)]}${i >= 256 ? ` ${i}` : ''}`;
    const roll = draw();
    const nodeId = String(100_000 + vendorIndex * 20_000 + i);
    return {
      nodeId,
      displayName: name,
      gameName: name,
      isHot: roll < 0.12 ? 1 : 0,
      // A few hundred distinct pictures, not one per game: the browser draws an SVG picture on the
      // page's main thread, once per picture, so 10,000 different ones would make scrolling the
      // mock lobby slow in a way real (bitmap, CDN-served) game art never is.
      iconUrl: badgeIcon(name.replace(/[^A-Za-z]/g, '').slice(0, 4), Math.floor(draw() * 12) * 30),
      vassalage: vendor,
      gameType,
      gameCode: `${vendor}_${i + 1}`,
      gameId: nodeId,
      classify: roll < 0.2 ? 'JP' : roll < 0.3 ? 'TG' : roll < 0.4 ? 'AC' : null,
      isNew: draw() < 0.1,
      rank: i,
    };
  });
  // SPEC 4.9: a list may hold a vendor's own list as one item (isGame VASSALAGE), which opens the
  // vendor popup list. Each fishing vendor's first item is that tile (hot, so the lobby shows it too).
  if (gameType === 'FISH' && games[0]) {
    const vendorName = menu.vendors.find((v) => v.vassalage === vendor)?.displayName ?? vendor;
    Object.assign(games[0], {
      displayName: vendorName,
      gameName: vendorName,
      isGame: 'VASSALAGE',
      isHot: 1,
      gameCode: null,
    });
  }
  cache.set(key, games);
  return games;
}

/** Every game of a game type, vendor after vendor in the menu's order. */
export function gamesOfType(world: World, gameType: GameType): MockGame[] {
  const menu = world.gameMenu.find((m) => m.gameType === gameType);
  return (menu?.vendors ?? []).flatMap((v) => gamesOf(world, v.vassalage));
}

/** A game by node id, whatever its vendor. */
export function findGame(world: World, nodeId: string): MockGame | undefined {
  for (const menu of world.gameMenu) {
    for (const vendor of menu.vendors) {
      const game = gamesOf(world, vendor.vassalage).find((g) => g.nodeId === nodeId);
      if (game) return game;
    }
  }
  return undefined;
}

/** What the platform sends of a game (the mock-only fields stay behind). */
export function toGameItem({ classify: _classify, isNew: _isNew, rank: _rank, ...item }: MockGame): GameItem {
  return item;
}
