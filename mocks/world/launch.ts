import type { GameItem } from '../../src/api/contracts';
import { DEFAULT_TRIAL_LAUNCH_READING, type TrialLaunchReading } from '../../src/api/contracts/launch';
import { firstGamesOf, toGameItem } from './game-catalogue';
import type { World } from './types';

/**
 * Vendors under maintenance when the world says nothing: Playtech Live, so the default world shows
 * SPEC 8's "Game maintenance, with recommendations of other games" on one live vendor.
 */
export const defaultMaintenanceVendors = ['PT_LIVE'];

export const maintenanceVendorsOf = (world: World): string[] =>
  world.launch?.maintenanceVendors ?? defaultMaintenanceVendors;

/** SPEC 4.9, 6: the world's reading of a trial account's launches (`settings.trialLaunchReading`). */
export const trialLaunchReadingOf = (world: World): TrialLaunchReading =>
  world.settings.trialLaunchReading ?? DEFAULT_TRIAL_LAUNCH_READING;

/** The mock-mode URL scheme the demo game host recognises (src/qa/stand-ins/mock-demo-game.tsx). */
export const MOCK_DEMO_SCHEME = 'mock-demo:';

/** Up to four launchable games of the same type from vendors that are open, for a vendor under maintenance. */
export function recommendationsFor(world: World, vendor: string, limit = 4): GameItem[] {
  const menu = world.gameMenu.find((m) => m.vendors.some((v) => v.vassalage === vendor));
  if (!menu) return [];
  const closed = maintenanceVendorsOf(world);
  const open = menu.vendors.filter((v) => v.vassalage !== vendor && !closed.includes(v.vassalage));
  return open
    .flatMap((v) => firstGamesOf(world, v.vassalage, 2))
    .filter((game) => game.isGame !== 'VASSALAGE')
    .slice(0, limit)
    .map(toGameItem);
}

/**
 * The demo game's die for a round: drawn from the seed and the round's number, so a seed replays
 * alike (mulberry32 step on the pair).
 */
export function demoRoll(seed: number, round: number): number {
  let t = (Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(round + 1, 0x6d2b79f5)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) % 6) + 1;
}
