import type { GameFilterCategory, GameItem, GameType } from '../../src/api/contracts';
import { gameKindOf, gameTitle, type GameKind } from './game-names';
import { gameArt } from './icons';
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

/** A vendor's games as made so far, and how to make the next: they come one after another from the seed. */
interface Catalogue {
  count: number;
  games: MockGame[];
  next(): MockGame;
  /** The node id of the vendor's game at `index` (made or not). */
  idAt(index: number): string;
}

const catalogues = new Map<string, Catalogue>();

const countOf = (world: World, gameType: GameType, vendor: string) =>
  world.gameCatalogue.counts[vendor] ?? defaultCounts[gameType] ?? 4;

/**
 * Where a vendor's titles start among its kind's: the vendors of a kind number their games one
 * after another in the menu's order, so two of them never carry the same title.
 */
function titleOffset(world: World, kind: GameKind, vendor: string): number {
  let offset = 0;
  for (const menu of world.gameMenu)
    for (const v of menu.vendors) {
      if (v.vassalage === vendor) return offset;
      if (gameKindOf(menu.gameType, v.vassalage) === kind)
        offset += countOf(world, menu.gameType, v.vassalage);
    }
  return offset;
}

/**
 * A vendor's games are made from the world's seed, in order, on demand, and kept in memory: a
 * catalogue of 10,000 games never sits in the world (which is saved to sessionStorage), only its
 * counts do, and a list that needs the first few games of each vendor (hot games, winners) makes
 * only those (making all 10,000 for the huge lobby's home page would hold the page's main thread).
 */
function catalogueOf(world: World, vendor: string): Catalogue | undefined {
  const menu = world.gameMenu.find((m) => m.vendors.some((v) => v.vassalage === vendor));
  if (!menu) return undefined;
  const gameType = menu.gameType;
  const count = countOf(world, gameType, vendor);
  const kind = gameKindOf(gameType, vendor);
  // Titles follow the vendors before it of its kind (titleOffset), so the offset is part of the key.
  const offset = titleOffset(world, kind, vendor);
  const key = `${world.seed}:${vendor}:${count}`;
  const kept = catalogues.get(`${key}:${offset}`);
  if (kept) return kept;
  const draw = seededRandom(key);
  const vendorIndex = world.gameMenu.flatMap((m) => m.vendors).findIndex((v) => v.vassalage === vendor);
  const vendorName = menu.vendors.find((v) => v.vassalage === vendor)?.displayName ?? vendor;
  const games: MockGame[] = [];
  const idAt = (index: number) => String(100_000 + vendorIndex * 20_000 + index);
  const next = (): MockGame => {
    const i = games.length;
    // The draws that titles and colours once took stay, so the seed's hot, new and filter marks
    // stay on the same games.
    if (gameType !== 'LIVE' && gameType !== 'PVP') {
      draw();
      draw();
    }
    const { name, base } = gameTitle(world.seed, kind, offset + i);
    const roll = draw();
    draw();
    const nodeId = idAt(i);
    const game: MockGame = {
      nodeId,
      displayName: name,
      gameName: name,
      isHot: roll < 0.12 ? 1 : 0,
      // One picture per title, not per game: the browser draws an SVG picture on the page's main
      // thread, once per picture, so 10,000 different ones would make scrolling the mock lobby slow
      // in a way real (bitmap, CDN-served) game art never is. Editions share their title's picture.
      iconUrl: gameArt(kind, base),
      vassalage: vendor,
      gameType,
      gameCode: `${vendor}_${i + 1}`,
      gameId: nodeId,
      classify: roll < 0.2 ? 'JP' : roll < 0.3 ? 'TG' : roll < 0.4 ? 'AC' : null,
      isNew: draw() < 0.1,
      rank: i,
    };
    // SPEC 4.9: a list may hold a vendor's own list as one item (isGame VASSALAGE), which opens the
    // vendor popup list. Each fishing vendor's first item is that tile (hot, so the lobby shows it too).
    if (gameType === 'FISH' && i === 0) {
      Object.assign(game, {
        displayName: vendorName,
        gameName: vendorName,
        iconUrl: gameArt(kind, vendorName),
        isGame: 'VASSALAGE',
        isHot: 1,
        gameCode: null,
      });
    }
    games.push(game);
    return game;
  };
  const catalogue = { count, games, next, idAt };
  catalogues.set(`${key}:${offset}`, catalogue);
  return catalogue;
}

/** How many games a vendor carries (none for a vendor the world does not have). */
export const gameCount = (world: World, vendor: string): number => catalogueOf(world, vendor)?.count ?? 0;

/** A vendor's first `limit` games (all of them when it has fewer), made from the seed on demand. */
export function firstGamesOf(world: World, vendor: string, limit: number): MockGame[] {
  const catalogue = catalogueOf(world, vendor);
  if (!catalogue) return [];
  const wanted = Math.min(limit, catalogue.count);
  while (catalogue.games.length < wanted) catalogue.next();
  return catalogue.games.slice(0, wanted);
}

/** A vendor's games, made from the world's seed on demand (see catalogueOf). */
export function gamesOf(world: World, vendor: string): MockGame[] {
  const catalogue = catalogueOf(world, vendor);
  if (!catalogue) return [];
  while (catalogue.games.length < catalogue.count) catalogue.next();
  return catalogue.games;
}

/** The node ids of `gamesOfType`, without making the games. */
export function gameIdsOfType(world: World, gameType: GameType): string[] {
  const menu = world.gameMenu.find((m) => m.gameType === gameType);
  return (menu?.vendors ?? []).flatMap((v) => {
    const catalogue = catalogueOf(world, v.vassalage);
    return catalogue ? Array.from({ length: catalogue.count }, (_, i) => catalogue.idAt(i)) : [];
  });
}

/** Every game of a game type, vendor after vendor in the menu's order. */
export function gamesOfType(world: World, gameType: GameType): MockGame[] {
  const menu = world.gameMenu.find((m) => m.gameType === gameType);
  return (menu?.vendors ?? []).flatMap((v) => gamesOf(world, v.vassalage));
}

/**
 * A game by node id, whatever its vendor. A node id names its vendor and place (catalogueOf), so
 * only the games up to it are made; a world whose vendors carry 20,000 games or more (ids shared)
 * is searched vendor after vendor, as ids are listed.
 */
export function findGame(world: World, nodeId: string): MockGame | undefined {
  const vendors = world.gameMenu.flatMap((m) => m.vendors);
  const id = Number(nodeId) - 100_000;
  const vendor = vendors[Math.floor(id / 20_000)];
  const unshared = vendors.every((v) => (catalogueOf(world, v.vassalage)?.count ?? 0) <= 20_000);
  if (unshared) {
    if (!Number.isInteger(id) || id < 0 || !vendor || String(id + 100_000) !== nodeId) return undefined;
    const game = firstGamesOf(world, vendor.vassalage, (id % 20_000) + 1)[id % 20_000];
    return game?.nodeId === nodeId ? game : undefined;
  }
  for (const { vassalage } of vendors) {
    const game = gamesOf(world, vassalage).find((g) => g.nodeId === nodeId);
    if (game) return game;
  }
  return undefined;
}

/** What the platform sends of a game (the mock-only fields stay behind). */
export function toGameItem({ classify: _classify, isNew: _isNew, rank: _rank, ...item }: MockGame): GameItem {
  return item;
}
