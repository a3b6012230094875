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

  it('reads in time order, with contract settlements in their place and agents at their world balance', () => {
    const world = createWorld({ seed: 1, now });
    const times = world.money.ledger.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const settlements = world.money.ledger.filter((e) => e.kind === 'contractSettlement');
    // The house edge of the seeded rounds leaves the teams a loss, so dividends and salaries pay.
    expect(settlements.length).toBeGreaterThan(0);
    const sub = world.members.find((m) => m.account === 'subagent01')!;
    expect(settlements.some((e) => e.memberId === sub.id)).toBe(true);
    expect(sub.balance).toBe(40_000);
    expect(ledgerProblems(world)).toEqual([]);
  });

  it('puts money in flight for demo01 when the scenario asks', () => {
    const world = createWorld({
      seed: 1,
      now,
      overrides: { money: { settings: { demoOrdersInFlight: true } } },
    });
    expect(ledgerProblems(world)).toEqual([]);
    const open = world.money.orders.filter((o) => o.memberId === 1001).slice(-2);
    expect(open.map((o) => [o.kind, o.status, o.confirmation?.status ?? null])).toEqual([
      ['withdrawal', 'approved', 'awaiting'],
      ['deposit', 'processing', null],
    ]);
    // The in-flight withdrawal is already out of the balance.
    expect(world.members.find((m) => m.id === 1001)!.balance).toBe(25_000 - 1_500);
  });
});
