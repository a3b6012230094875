import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerConfirmation, placeDeposit, placeWithdrawal, settleDue } from './back-office';
import { createWorld } from './create-world';
import {
  InsufficientFunds,
  ledgerProblems,
  recordRound,
  totalMinor,
  transferBetweenMembers,
  transferBetweenWallets,
} from './ledger';
import type { World } from './types';

// After any sequence of money actions the ledger and the balances agree, every record
// answers to ledger entries, and an action that is refused or rejected changes no balance.

const start = Date.UTC(2026, 10, 22, 12);
const DEMO = 1001;
const AGENT = 1002;
const SUBAGENT = 1007;
const amount = fc.integer({ min: 1, max: 40_000 }).map((taka) => taka * 100);

type Action =
  | { kind: 'deposit'; member: number; amountMinor: number }
  | { kind: 'withdraw'; member: number; amountMinor: number }
  | { kind: 'wait'; seconds: number }
  | { kind: 'wallet'; member: number; toVendor: boolean; amountMinor: number }
  | { kind: 'round'; member: number; stakeMinor: number; payoutMinor: number }
  | { kind: 'upline'; amountMinor: number }
  | { kind: 'confirm'; member: number; received: boolean };

const member = fc.constantFrom(DEMO, SUBAGENT);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), member, amountMinor: amount }),
  fc.record({ kind: fc.constant('withdraw' as const), member, amountMinor: amount }),
  fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 3_600 }) }),
  fc.record({ kind: fc.constant('wallet' as const), member, toVendor: fc.boolean(), amountMinor: amount }),
  fc.record({
    kind: fc.constant('round' as const),
    member,
    stakeMinor: amount,
    payoutMinor: fc.oneof(fc.constant(0), amount),
  }),
  fc.record({ kind: fc.constant('upline' as const), amountMinor: amount }),
  fc.record({ kind: fc.constant('confirm' as const), member, received: fc.boolean() }),
);

const balances = (world: World) =>
  world.members.map((m) => ({ id: m.id, main: m.balance, wallets: { ...m.wallets } }));

/** Runs one action at `now`; answers whether the world refused it (nothing may have moved then). */
function run(world: World, a: Action, now: number): 'done' | 'refused' {
  const at = new Date(now).toISOString();
  const channel = (kind: 'deposit' | 'withdrawal') => world.money.channels.find((c) => c.kind === kind)!.id;
  try {
    switch (a.kind) {
      case 'deposit':
        placeDeposit(world, a.member, channel('deposit'), a.amountMinor, now);
        break;
      case 'withdraw':
        placeWithdrawal(world, a.member, channel('withdrawal'), a.amountMinor, { bankAccountId: null }, now);
        break;
      case 'wait':
        settleDue(world, now);
        break;
      case 'wallet':
        transferBetweenWallets(
          world,
          a.member,
          a.toVendor ? 'main' : 'PT',
          a.toVendor ? 'PT' : 'main',
          a.amountMinor,
          at,
        );
        break;
      case 'round':
        recordRound(
          world,
          { memberId: a.member, gameType: 'RNG', vendor: 'PT', gameName: 'Property slot' },
          a.stakeMinor,
          a.payoutMinor,
          at,
        );
        break;
      case 'upline':
        transferBetweenMembers(world, SUBAGENT, AGENT, a.amountMinor, at, 'uplineTransfer');
        break;
      case 'confirm': {
        const awaiting = world.money.orders.find(
          (o) => o.memberId === a.member && o.confirmation?.status === 'awaiting',
        );
        const answered =
          !!awaiting &&
          answerConfirmation(
            world,
            a.member,
            awaiting.id,
            a.received ? { answer: 'received' } : { answer: 'notReceived', proofCount: 1, remark: null },
            now,
          );
        return answered ? 'done' : 'refused';
      }
    }
    return 'done';
  } catch (error) {
    if (error instanceof InsufficientFunds) return 'refused';
    throw error;
  }
}

describe('the mock ledger over random sequences of money actions', () => {
  for (const reading of ['noRefund', 'refund'] as const) {
    it(`keeps balances, records and the ledger in agreement (forced receipt reading: ${reading})`, () => {
      fc.assert(
        fc.property(fc.array(action, { minLength: 1, maxLength: 40 }), (actions) => {
          const world = createWorld({
            seed: 1,
            now: start,
            overrides: { money: { settings: { forcedReceiptReading: reading } } },
          });
          let now = start;
          for (const a of actions) {
            now += a.kind === 'wait' ? a.seconds * 1000 : 1000;
            const before = balances(world);
            const outcome = run(world, a, now);
            const movedWhenRefused = outcome === 'refused' && !isDeepStrictEqual(balances(world), before);
            expect(movedWhenRefused).toBe(false);
            expect(ledgerProblems(world)).toEqual([]);
          }
          // Everything due is decided: rejected orders moved nothing overall.
          settleDue(world, now + 86_400_000);
          expect(ledgerProblems(world)).toEqual([]);
          const net = new Map<number, number>();
          for (const e of world.money.ledger) net.set(e.memberId, (net.get(e.memberId) ?? 0) + e.amountMinor);
          for (const m of world.members) expect(totalMinor(m)).toBe(net.get(m.id) ?? 0);
          for (const order of world.money.orders.filter((o) => o.status === 'rejected')) {
            const moved = world.money.ledger
              .filter((e) => e.reference === order.id)
              .reduce((sum, e) => sum + e.amountMinor, 0);
            expect(moved).toBe(0);
          }
        }),
        { numRuns: 150, seed: 20261123 },
      );
      // 150 worlds: about 11 s on a quiet machine, twice that beside a busy CI run.
    }, 60_000);
  }

  it('rejects deposits and withdrawals whose whole part ends in 44, and refunds the withdrawal', () => {
    const world = createWorld({ seed: 1, now: start });
    const before = world.members.find((m) => m.id === DEMO)!.balance;
    placeDeposit(world, DEMO, 'dep-bkash', 104_400, start);
    placeWithdrawal(world, DEMO, 'wd-bkash', 204_400, { bankAccountId: null }, start);
    expect(world.members.find((m) => m.id === DEMO)!.balance).toBe(before - 2_044);
    settleDue(world, start + 10_000);
    expect(world.money.orders.slice(-2).map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(world.members.find((m) => m.id === DEMO)!.balance).toBe(before);
    expect(world.messages.slice(-2).map((m) => m.template)).toEqual(['depositFailed', 'withdrawalRejected']);
    expect(ledgerProblems(world)).toEqual([]);
  });

  it('approves after the review time, credits the deposit and tells the member', () => {
    const world = createWorld({ seed: 1, now: start });
    const before = world.members.find((m) => m.id === DEMO)!.balance;
    const order = placeDeposit(world, DEMO, 'dep-bkash', 100_000, start);
    settleDue(world, start + 9_999);
    expect(order.status).toBe('processing');
    settleDue(world, start + 10_000);
    expect(order.status).toBe('approved');
    expect(world.members.find((m) => m.id === DEMO)!.balance).toBe(before + 1_000);
    expect(world.messages.at(-1)).toMatchObject({ template: 'depositCredited', read: false, memberId: DEMO });
  });

  it('counts an unanswered payout as received after the configured minutes; a disputed one is forced per the reading', () => {
    for (const reading of ['noRefund', 'refund'] as const) {
      const world = createWorld({
        seed: 1,
        now: start,
        overrides: { money: { settings: { forcedReceiptReading: reading } } },
      });
      const before = world.members.find((m) => m.id === DEMO)!.balance;
      const lapsed = placeWithdrawal(world, DEMO, 'wd-bkash', 100_000, { bankAccountId: null }, start);
      const disputed = placeWithdrawal(world, DEMO, 'wd-bkash', 200_000, { bankAccountId: null }, start);
      settleDue(world, start + 10_000);
      expect(
        answerConfirmation(
          world,
          DEMO,
          disputed.id,
          { answer: 'notReceived', proofCount: 2, remark: 'x' },
          start + 20_000,
        ),
      ).toBe(true);
      settleDue(world, start + 10_000 + 30 * 60_000);
      expect(lapsed.confirmation?.status).toBe('autoReceived');
      expect(disputed.confirmation?.status).toBe('forcedReceived');
      const after = world.members.find((m) => m.id === DEMO)!.balance;
      expect(after).toBe(reading === 'refund' ? before - 1_000 : before - 3_000);
      expect(ledgerProblems(world)).toEqual([]);
    }
  });
});
