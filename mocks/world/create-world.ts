import { createAgencyWorld } from './agency-world';
import { createAnnouncementsWorld } from './announcements-world';
import { createContentWorld } from './content-world';
import { CORE_STEPS, coreSteps, type Overrides } from './core-world';
import { defineLazy } from './lazy';
import { mergeDeep } from './merge';
import { finishMoneySeed, seedMoney } from './money-seed';
import { createPointsWorld } from './points-world';
import { createPromotionsWorld } from './promotions-seed';
import type { World, WorldOverrides } from './types';

// The fixed accounts and mock secrets, where tests and scenarios have always found them.
export {
  AGENT01_ID,
  allContracts,
  DEMO_PASSWORD,
  DEMO_PAYMENT_PASSWORD,
  memberDefaults,
  MOCK_AFFILIATE_CODES,
  MOCK_CAPTCHA,
  MOCK_DEFAULT_PASSWORD,
  MOCK_SMS_CODE,
  noContracts,
  SUBAGENT01_ID,
  SUBAGENT02_ID,
} from './fixed-members';

export interface CreateWorldOptions {
  seed: number;
  overrides?: WorldOverrides | undefined;
  /** The instant the world is built for (ms). Tests pass a fixed one; same seed and now, same world. */
  now?: number;
}

const HOUR = 3_600_000;

/**
 * The parts of the world that are built on demand, each from the seed, the instant and the
 * scenario's overrides only (never from what the world has become since), so the same seed gives
 * the same world whatever is read first. The first calls of a page (status, menus, banners) need
 * only the core: the month of money history, the areas built on it and the announcements are made
 * when a call first reads them, not while the page starts.
 */
const economyAreas = ['members', 'money', 'messages', 'promotions', 'points', 'content', 'agency'] as const;
type EconomyArea = (typeof economyAreas)[number];
/** Every area of the world, in the order it has always been serialised in (the core's are the rest). */
const worldAreas: ReadonlyArray<Exclude<keyof World, 'seed' | 'now'>> = [
  'site',
  'system',
  'whitelabel',
  'members',
  'gameMenu',
  'rngExcludedVendors',
  'gameCatalogue',
  'customerService',
  'banners',
  'resources',
  'sms',
  'smsBehaviour',
  'oneClickProviders',
  'captcha',
  'settings',
  'sessions',
  'failedLogins',
  'counters',
  'affiliateCodes',
  'registerSettings',
  'money',
  'messages',
  'engagement',
  'announcements',
  'promotions',
  'points',
  'content',
  'agency',
];
const isEconomyArea = (area: string): area is EconomyArea =>
  (economyAreas as readonly string[]).includes(area);

/**
 * Builds the mock world from a seed: same seed (and instant), same world; another seed changes
 * names, balances, vendor order, the visitor IP and the rest. The world's areas are made when
 * first read (`defineLazy`), each from the seed, the instant and the overrides only, so the order
 * they are read in changes nothing; reading any of them gives the plain data it always was.
 */
export function createWorld({ seed, overrides, now = Date.now() }: CreateWorldOptions): World {
  const { memberChanges, ...rest } = overrides ?? {};
  const core = stepwise(() => coreSteps(seed, now, rest, memberChanges));
  let economy: Pick<World, EconomyArea> | undefined;
  let announcements: World['announcements'] | undefined;
  const coreOf = core.finish;
  const economyOf = () => (economy ??= buildEconomy(coreOf(), rest));
  const announcementsOf = () =>
    (announcements ??= mergeDeep(createAnnouncementsWorld(coreOf()), rest.announcements));

  const world = { seed, now: new Date(now).toISOString() } as World;
  // Areas a scenario adds (`launch`…) come after the built ones, as a deep merge puts them.
  const added = Object.keys(rest).filter(
    (key) => rest[key as keyof Overrides] !== undefined && !(worldAreas as string[]).includes(key),
  ) as Array<keyof Overrides>;
  for (const area of [...worldAreas, ...added]) {
    defineLazy(world, area, () => {
      if (area === 'announcements') return announcementsOf();
      if (isEconomyArea(area)) return economyOf()[area];
      return coreOf()[area];
    });
  }
  // A typo in a scenario's member changes must fail loudly, when the world is made.
  if (memberChanges && Object.keys(memberChanges).length > 0) coreOf();
  warmUps.set(world, [...Array.from({ length: CORE_STEPS }, () => core.step), () => void announcementsOf()]);
  return world;
}

const warmUps = new WeakMap<World, ReadonlyArray<() => void>>();

/**
 * The work the first requests to a world made by createWorld will need (its core, the
 * announcements), in steps a browser can run a task each while the page waits; a step
 * whose work is done already does nothing. Nothing for any other object.
 */
export const worldWarmUp = (world: World): ReadonlyArray<() => void> => warmUps.get(world) ?? [];

/** A computation made in steps (a generator's `yield`s): `step` runs one, `finish` the rest. */
function stepwise<T>(start: () => Generator<void, T, void>) {
  let steps: Generator<void, T, void> | undefined;
  let result: { value: T } | undefined;
  const step = () => {
    if (result) return;
    const next = (steps ??= start()).next();
    if (next.done) result = { value: next.value };
  };
  return {
    step,
    finish(): T {
      for (;;) {
        if (result) return result.value;
        step();
      }
    },
  };
}

/**
 * The month of money (opening balances, rounds, deposits, withdrawals, bonuses) and the areas built
 * on it (promotions, points, content, agency), on a copy of the core's members, money and messages:
 * the core stays as it was made, so each area is built from the same inputs whenever it is read.
 */
function buildEconomy(core: World, rest: Overrides): Pick<World, EconomyArea> {
  const merged: World = {
    ...core,
    members: structuredClone(core.members),
    money: structuredClone(core.money),
    messages: structuredClone(core.messages),
  };
  // Last: the balances above (after any scenario change) open the ledger, then a month of history.
  seedMoney(merged);
  // Promotions, points and content: seeded without faker, so the world above stays what it was for
  // a seed. Scenario overrides of these areas merge over what was built (the announcements: see
  // createWorld).
  merged.promotions = mergeDeep(createPromotionsWorld(merged), rest.promotions);
  merged.points = mergeDeep(createPointsWorld(merged), rest.points);
  merged.content = mergeDeep(createContentWorld(merged), rest.content);
  // The agency's settings are read while seeding (a scenario's reading or pending offer shapes the seed).
  merged.agency = mergeDeep(createAgencyWorld(merged, rest.agency?.settings), rest.agency);
  // Settlements and grants above were posted after the month of money: back in time order.
  finishMoneySeed(merged);
  const { members, money, messages, promotions, points, content, agency } = merged;
  return { members, money, messages, promotions, points, content, agency };
}

/** A maintenance end a couple of hours after the world's instant, on the hour. */
export function maintenanceEndAfter(now: number, hours: number): string {
  return new Date(Math.ceil(now / HOUR) * HOUR + hours * HOUR).toISOString();
}
