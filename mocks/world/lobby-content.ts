import type { GameItem, GameType, WinnerEntry } from '../../src/api/contracts';
import { firstGamesOf, toGameItem } from './game-catalogue';
import type { World } from './types';
import { seededRandom } from './seeded-random';

/**
 * The home page's hot games, winner board and player notices, made from the world's seed on demand:
 * they follow the world's vendors (a world with none has none of these either) and nothing of them
 * is saved with the world.
 */

/** The game types whose games the hot list and the winner board draw from. */
const playedTypes: GameType[] = ['RNG', 'FISH', 'PVP', 'LIVE'];
/** How many hot games the mock platform lists: more than 7, so the hot carousel shows its arrows. */
export const HOT_GAMES_COUNT = 16;
/** How many games of a vendor are looked at for the hot list and the board (big vendors stay cheap). */
const HEAD = 64;

function vendorsOf(world: World, types: GameType[]): string[] {
  return world.gameMenu
    .filter((m) => types.includes(m.gameType))
    .flatMap((m) => m.vendors.map((v) => v.vassalage))
    .filter((code) => !world.rngExcludedVendors.includes(code));
}

/** Hot games: the vendors' hot games taken in turn, so the list mixes vendors. */
export function hotGames(world: World, limit = HOT_GAMES_COUNT): GameItem[] {
  const lists = vendorsOf(world, playedTypes).map((code) =>
    firstGamesOf(world, code, HEAD).filter((g) => g.isHot === 1),
  );
  const picked: GameItem[] = [];
  for (let round = 0; picked.length < limit && lists.some((l) => l.length > round); round++) {
    for (const list of lists) {
      const game = list[round];
      if (game && picked.length < limit) picked.push(toGameItem(game));
    }
  }
  return picked;
}

const nameStarts = ['ra', 'sa', 'mi', 'ta', 'jo', 'ri', 'ha', 'na', 'ka', 'ab', 'fa', 'sh', 'ru', 'mo'];

/** SPEC 9 winner board: the biggest wins first; names masked as the platform shows them. */
export function winners(world: World, limit: number): WinnerEntry[] {
  const games = vendorsOf(world, playedTypes).flatMap((code) => firstGamesOf(world, code, HEAD));
  if (games.length === 0 || limit <= 0) return [];
  const draw = seededRandom(`winners:${world.seed}`, 0x85ebca6b);
  const count = Math.min(limit, 20);
  return Array.from({ length: count }, () => {
    const game = games[Math.floor(draw() * games.length)]!;
    const start = nameStarts[Math.floor(draw() * nameStarts.length)]!;
    return {
      customerName: `${start}***${String(Math.floor(draw() * 100)).padStart(2, '0')}`,
      // Big wins are rare: a skewed draw between 500 and 2,500,000.
      winAmount: Math.round((500 + draw() ** 4 * 2_499_500) * 100) / 100,
      iconUrl: game.iconUrl ?? null,
      gameName: game.gameName ?? game.displayName,
    };
  }).sort((a, b) => b.winAmount - a.winAmount);
}

/** SPEC 3 notice (id, title): the player notices of the marquee, in the asked language. */
export function playerNotices(world: World, lang: 'en' | 'bn'): Array<{ id: string; title: string }> {
  const vendors = world.gameMenu.flatMap((m) => m.vendors);
  if (vendors.length === 0) return [];
  const draw = seededRandom(`notices:${world.seed}`, 0x85ebca6b);
  const vendor = vendors[Math.floor(draw() * vendors.length)]!.displayName;
  const percent = 5 + Math.floor(draw() * 6) * 5;
  const texts = {
    en: [
      `New games from ${vendor} are in the lobby now.`,
      `Deposit bonus: ${percent}% extra on every deposit this weekend.`,
      'Scheduled maintenance of some providers on Sunday, 02:00 to 04:00 (GMT+6).',
      'Play responsibly: set your own deposit limits in the security center.',
    ],
    bn: [
      `${vendor}-এর নতুন গেম এখন লবিতে।`,
      `ডিপোজিট বোনাস: এই সপ্তাহান্তে প্রতিটি ডিপোজিটে ${percent}% বেশি।`,
      'রবিবার 02:00 থেকে 04:00 (GMT+6) কিছু প্রোভাইডারের নির্ধারিত রক্ষণাবেক্ষণ।',
      'দায়িত্ব নিয়ে খেলুন: নিরাপত্তা কেন্দ্রে নিজের ডিপোজিট সীমা ঠিক করুন।',
    ],
  };
  return texts[lang].map((title, i) => ({ id: `N${world.seed}-${i + 1}`, title }));
}
