import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { ledgerProblems, totalMinor } from './ledger';

const now = Date.UTC(2026, 10, 22, 12);

describe('the seeded ledger', () => {
  it('opens every member and gives the demo accounts a month of history that agrees with balances', () => {
    const world = createWorld({ seed: 1, now });
    expect(ledgerProblems(world)).toEqual([]);
    const demo = world.members.find((m) => m.account === 'demo01')!;
    expect(demo.balance).toBe(25_000);
    expect(world.money.rounds.filter((r) => r.memberId === demo.id).length).toBeGreaterThan(20);
    expect(
      world.money.orders.filter((o) => o.memberId === demo.id && o.status === 'rejected').length,
    ).toBeGreaterThan(0);
    expect(totalMinor(demo)).toBe(2_500_000 + 50_000);
  });
});
