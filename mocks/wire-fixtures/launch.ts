import type { LaunchGameObserved, launchCalls } from '../../src/api/contracts/launch';
import type { Json, WireFixture } from './wire-fixture';

const gameUrl = 'https://games.example.com/play?t=1';

// Older shapes of one answer, typed as JSON: inferred, their differing keys would become optional
// `undefined` ones, which JSON has not.
const launchGameVariants: readonly Json[] = [
  { url: gameUrl },
  { gameUrl },
  { link: gameUrl },
  { launchUrl: gameUrl },
  gameUrl,
];

/** The answers of `launchCalls` (src/api/contracts/launch.ts), as the platform sends them. */
export const launchFixtures = {
  launchGame: {
    value: { content: { game_url: gameUrl } } satisfies LaunchGameObserved,
    source: 'observed',
    note: 'api.js: "the vendor\'s play URL nested under value.content.game_url"; older builds put it on the value as url, gameUrl, link or launchUrl, or send the URL itself (the variants).',
    variants: launchGameVariants,
  },
  trialLaunch: {
    value: { content: { game_url: gameUrl } } satisfies LaunchGameObserved,
    source: 'assumption',
    note: "the registry's trial launch (no token); its answer is not shown: launchGame's observed answer is assumed, with the same variants.",
    variants: launchGameVariants,
  },
} satisfies Record<keyof typeof launchCalls, WireFixture>;
