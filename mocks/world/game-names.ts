import { cockfightVendorCodes, esportsVendorCodes } from '../../src/api/contracts/vendor-categories';
import type { GameType } from '../../src/api/contracts';
import { seededRandom } from './seeded-random';

/**
 * What kind of games a vendor makes: a sports book carries sports books, not fishing games. The
 * platform files esports and cockfight vendors under SPORTS (SPEC 4.10), and its instant games
 * (crash, mines, dice) under RNG.
 */
export type GameKind =
  'slot' | 'instant' | 'live' | 'fishing' | 'table' | 'lottery' | 'sports' | 'esports' | 'cockfight';

/** Vendors of quick in-house and crash games rather than slots. */
const instantVendors = ['SPRIBE', 'HOUSE'];

export function gameKindOf(gameType: GameType, vendor: string): GameKind {
  if ((esportsVendorCodes as readonly string[]).includes(vendor) || gameType === 'ESPORTS') return 'esports';
  if ((cockfightVendorCodes as readonly string[]).includes(vendor) || gameType === 'COCKFIGHT')
    return 'cockfight';
  if (instantVendors.includes(vendor) || gameType === 'INHOUSE') return 'instant';
  switch (gameType) {
    case 'RNG':
      return 'slot';
    case 'LIVE':
      return 'live';
    case 'FISH':
      return 'fishing';
    case 'PVP':
      return 'table';
    case 'ELOTT':
    case 'LOTT':
      return 'lottery';
    default:
      return 'sports';
  }
}

/**
 * Invented titles, two parts each (every pairing reads as a game of its kind). None is a real
 * game's title: a demo must look real without borrowing anyone's trademark.
 */
const parts: Record<GameKind, [first: string[], second: string[]]> = {
  // Slots: 192 titles, as the lobby draws each title's picture once and a long list of slots stays
  // smooth with a few hundred pictures (icons.ts); a vendor of thousands gets editions.
  slot: [
    [
      'Lotus',
      'Monsoon',
      'Bengal Tiger',
      'Peacock',
      'Saffron',
      'Jade',
      'Phoenix',
      'Pharaoh',
      'Samurai',
      'Mango',
      'Coral',
      'Sundarban',
      'Maharaja',
      'Dragon Pearl',
      'Golden Elephant',
      'Mermaid',
    ],
    [
      'Riches',
      'Reels',
      'Fortune',
      'Treasure',
      'Spins',
      'Dynasty',
      'Bonanza',
      'Quest',
      'Vault',
      'Crown',
      'Palace',
      'Festival',
    ],
  ],
  instant: [
    ['Kite', 'Rocket', 'Turbo', 'Neon', 'Comet', 'Lucky', 'Pocket', 'Star', 'Flash', 'Sky'],
    ['Crash', 'Mines', 'Dice', 'Hi-Lo', 'Plinko Drop', 'Coin Flip', 'Wheel', 'Limbo', 'Keno', 'Towers'],
  ],
  live: [
    [
      'Speed',
      'VIP',
      'Royal',
      'Emerald',
      'Lotus Hall',
      'Dhaka Lounge',
      'Sapphire',
      'No Commission',
      'Classic',
      'Midnight',
      'Golden',
      'Squeeze',
    ],
    [
      'Baccarat',
      'Blackjack',
      'Roulette',
      'Sic Bo',
      'Dragon Tiger',
      'Teen Patti',
      'Andar Bahar',
      "Casino Hold'em",
      'Fan Tan',
      'Money Wheel',
    ],
  ],
  fishing: [
    [
      'Coral',
      'Deep Sea',
      'Mermaid',
      'Kraken',
      'Golden Shark',
      'Pearl',
      'Reef',
      'Tidal',
      'Padma River',
      'Whale',
    ],
    ['Hunter', 'Bounty', 'Blaster', 'Frenzy', 'Feast', 'Party', 'Raid', 'Catch'],
  ],
  table: [
    [
      'Teen Patti',
      'Rummy',
      'Ludo',
      'Callbreak',
      'Jhandi Munda',
      'Andar Bahar',
      'Poker',
      'Dragon Tiger',
      'Carrom',
    ],
    ['Royale', 'Express', 'Champions', 'Club', 'Masters', 'Blitz', 'Arena', 'Classic', 'Duel'],
  ],
  lottery: [
    ['Padma', 'Dhaka', 'Mekong', 'Hanoi', 'Saigon', 'Golden', 'Lucky', 'Star', 'Sunrise', 'Jamuna'],
    ['5D Draw', 'Keno', 'Express Lotto', '3D Pick', 'Mega 6/45', 'Quick Draw', 'Lotto', 'Number Game'],
  ],
  sports: [
    ['Cricket', 'Football', 'Premier', 'Live', 'Kabaddi', 'World', 'Super', 'Virtual'],
    ['Sportsbook', 'Exchange', 'In-Play', 'League', 'Cup Centre', 'Odds Hub'],
  ],
  esports: [
    ['MOBA', 'Tactical Shooter', 'Battle Royale', 'Arena', 'Pro', 'Champions'],
    ['Masters', 'Cup', 'League', 'Clash', 'Live Book', 'Series'],
  ],
  cockfight: [
    ['Sabong', 'Rooster', 'Derby', 'Golden Spur', 'Arena', 'Cockpit'],
    ['Arena', 'Derby', 'Championship', 'Live', 'Fiesta', 'Cup'],
  ],
};

/** Added when a kind's titles run out (a vendor of thousands of slots), so names stay apart. */
const editions = [
  '',
  ' Deluxe',
  ' Gold',
  ' Xtreme',
  ' Hold & Win',
  ' Grand',
  ' Supreme',
  ' Ultra',
  ' Royale',
  ' Turbo',
  ' Max',
  ' Infinity',
  ' Rising',
  ' Classic',
  ' Fever',
  ' Dream',
  ' Mega',
  ' Power',
  ' Twin',
  ' Prime',
];

const titleLists = new Map<string, string[]>();

/** A kind's base titles in a seed's order: every pairing once, the same seed the same order. */
function titlesOf(seed: number, kind: GameKind): string[] {
  const key = `${seed}:${kind}`;
  let titles = titleLists.get(key);
  if (!titles) {
    const [first, second] = parts[kind];
    titles = first.flatMap((a) =>
      second.filter((b) => !b.startsWith(a) && !a.endsWith(b)).map((b) => `${a} ${b}`),
    );
    const draw = seededRandom(`names:${key}`);
    for (let i = titles.length - 1; i > 0; i--) {
      const j = Math.floor(draw() * (i + 1));
      [titles[i], titles[j]] = [titles[j]!, titles[i]!];
    }
    titleLists.set(key, titles);
  }
  return titles;
}

/**
 * The `index`-th title of a kind for a seed (a world numbers a kind's games across its vendors, so
 * two vendors of a kind do not share titles). Unique up to every title and edition; past that,
 * numbered. `base` is the title without its edition: what the game's picture shows.
 */
export function gameTitle(seed: number, kind: GameKind, index: number): { name: string; base: string } {
  const titles = titlesOf(seed, kind);
  const base = titles[index % titles.length]!;
  const round = Math.floor(index / titles.length);
  const edition = round < editions.length ? editions[round]! : ` ${round + 1}`;
  return { name: `${base}${edition}`, base };
}

/** How many titles a kind has before editions are added. */
export const titleCount = (kind: GameKind): number => titlesOf(0, kind).length;
