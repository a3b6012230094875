import { describe, expect, it } from 'vitest';
import { scenarios } from '../../scenarios';
import { createWorld, worldWarmUp } from './create-world';
import { defineLazy, isPending } from './lazy';
import type { World } from './types';

// The world's areas are made when first read, each from the seed, the instant and the
// scenario's overrides only, so the same seed gives the same world whatever is read first.

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const worldOf = (id: string, seed: number) => {
  const scenario = scenarios.find((s) => s.id === id)!;
  const overrides = typeof scenario.world === 'function' ? scenario.world({ now }) : scenario.world;
  return createWorld({ seed, now, overrides });
};
const areasOf = (world: World) => Object.keys(world) as Array<keyof World>;

/** The world's areas read in the given order, then the whole world as text (in its own order). */
function readInOrder(world: World, order: Array<keyof World>): string {
  for (const area of order) void world[area];
  return JSON.stringify(world);
}

/** A seeded shuffle, so a failure names an order that can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the world made on demand', () => {
  it.each(['default', 'busy-member', 'agent-contract-offer', 'money-in-flight', 'huge-lobby'])(
    '%s: the same world whatever order its areas are read in',
    (id) => {
      const expected = JSON.stringify(worldOf(id, 5));
      const areas = areasOf(worldOf(id, 5));
      for (const order of [1, 2, 3].map((n) => shuffled(areas, n)).concat([[...areas].reverse()])) {
        expect(readInOrder(worldOf(id, 5), order), order.join(',')).toBe(expected);
      }
    },
  );

  it('makes nothing before it is read: the first calls of a page leave the month of money unmade', () => {
    const world = createWorld({ seed: 3, now });
    expect(areasOf(world).filter((area) => !isPending(world, area))).toEqual(['seed', 'now']);
    void world.system;
    void world.gameMenu;
    void world.announcements;
    for (const area of [
      'members',
      'money',
      'messages',
      'promotions',
      'points',
      'content',
      'agency',
    ] as const) {
      expect(isPending(world, area), area).toBe(true);
    }
    void world.money;
    expect(isPending(world, 'members')).toBe(true);
    // Read later, an area of the same build: the members the money was built with.
    expect(world.members.find((m) => m.account === 'demo01')!.balance).toBe(25_000);
  });

  it('gives plain data once read: spread, cloned and compared like any object', () => {
    const world = createWorld({ seed: 4, now });
    const copy = structuredClone(world);
    expect(copy).toEqual({ ...world });
    expect(Object.getOwnPropertyDescriptor(world, 'money')).toMatchObject({
      writable: true,
      enumerable: true,
    });
  });

  it('takes a write before any read without making the area', () => {
    const world = createWorld({ seed: 4, now });
    world.money = createWorld({ seed: 9, now }).money;
    expect(world.money.ledger.length).toBeGreaterThan(0);
    expect(isPending(world, 'members')).toBe(true);
  });

  it('is the same world when its warm-up steps run first, in part, or between another world’s', () => {
    const expected = JSON.stringify(createWorld({ seed: 11, now }));
    const whole = createWorld({ seed: 11, now });
    for (const step of worldWarmUp(whole)) step();
    expect(JSON.stringify(whole)).toBe(expected);

    const half = createWorld({ seed: 11, now });
    worldWarmUp(half)[0]!();
    worldWarmUp(half)[1]!();
    expect(JSON.stringify(half)).toBe(expected);

    // Two worlds made step by step in turn: each has its own faker, so neither changes the other.
    const a = createWorld({ seed: 11, now });
    const b = createWorld({ seed: 12, now });
    const stepsA = worldWarmUp(a);
    const stepsB = worldWarmUp(b);
    for (let i = 0; i < Math.max(stepsA.length, stepsB.length); i++) {
      stepsA[i]?.();
      stepsB[i]?.();
    }
    expect(JSON.stringify(a)).toBe(expected);
    expect(JSON.stringify(b)).toBe(JSON.stringify(createWorld({ seed: 12, now })));
  });

  it('has warm-up steps for worlds it made only', () => {
    expect(worldWarmUp(createWorld({ seed: 1, now })).length).toBeGreaterThan(1);
    expect(worldWarmUp(JSON.parse(JSON.stringify(createWorld({ seed: 1, now }))) as World)).toEqual([]);
  });
});

describe('defineLazy', () => {
  it('makes the value once, on the first read, then keeps a plain property', () => {
    let made = 0;
    const target = {} as { area: number[] };
    defineLazy(target, 'area', () => {
      made++;
      return [1, 2];
    });
    expect(made).toBe(0);
    expect(isPending(target, 'area')).toBe(true);
    expect(Object.keys(target)).toEqual(['area']);
    target.area.push(3);
    expect(target.area).toEqual([1, 2, 3]);
    expect(made).toBe(1);
    expect(isPending(target, 'area')).toBe(false);
  });
});
