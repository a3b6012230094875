// @vitest-environment node
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  depositCall,
  loginCall,
  paymentOrdersCall,
  walletTransferCall,
  withdrawCall,
  type CallDef,
} from '../../src/api/contracts';
import {
  ApiError,
  createPendingOperations,
  isOutcomeUnknown,
  memoryStorage,
  startTestWorld,
  testNow,
  toFailureInfo,
  type TestWorld,
} from '../test-world';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from '../world/create-world';
import { ledgerProblems, toMinor } from '../world/ledger';
import { mockPath } from './respond';
import { walletVendors } from './wallet';

// Random sequences of money calls as the app sends them (keys from the pending
// operations), where answers are lost after the platform acted, requests are lost before it, and
// intents are sent again. Whatever happens, each key moves money at most once, a repeated key is
// answered with its first answer, and balances, orders and the ledger agree.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => vi.useRealTimers());

type Intent =
  | { call: 'deposit'; amount: number }
  | { call: 'withdraw'; amount: number }
  | { call: 'walletTransfer'; direction: 'in' | 'out'; amount: number };
/** What becomes of one send: answered, acted on with its answer lost, or lost before the platform. */
type Fate = 'answered' | 'answerLost' | 'requestLost';
type Step =
  | { kind: 'new'; intent: Intent; fate: Fate }
  | { kind: 'retry'; pick: number; fate: Fate }
  | { kind: 'wait'; seconds: number };

const anyFate = fc.constantFrom<Fate>('answered', 'answered', 'answerLost', 'requestLost');
const taka = (min: number, max: number) => fc.integer({ min, max });
const anyIntent: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({ call: fc.constant('deposit' as const), amount: taka(200, 3_000) }),
  fc.record({ call: fc.constant('withdraw' as const), amount: taka(500, 9_000) }),
  fc.record({
    call: fc.constant('walletTransfer' as const),
    direction: fc.constantFrom('in' as const, 'out' as const),
    amount: taka(1, 800),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('new' as const), intent: anyIntent, fate: anyFate }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat(), fate: anyFate }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), seconds: taka(1, 30) }) },
);

const callOf = {
  deposit: depositCall,
  withdraw: withdrawCall,
  walletTransfer: walletTransferCall,
} as const;

/** The request the app sends for an intent (the withdrawal with its password). */
function requestOf(intent: Intent, vendor: string) {
  switch (intent.call) {
    case 'deposit':
      return { channelId: 'dep-bkash', bankType: 'MT4', amount: intent.amount };
    case 'withdraw':
      return {
        channelId: 'wd-bkash',
        amount: intent.amount,
        bankCardId: 'BA1001',
        password: DEMO_PAYMENT_PASSWORD,
      };
    case 'walletTransfer':
      return { vassalage: vendor, direction: intent.direction, amount: intent.amount };
  }
}

/** Every record money leaves: orders and ledger references (a transfer's `T…`). */
const references = (w: TestWorld) =>
  new Set([
    ...w.store.world.money.orders.map((o) => o.id),
    ...w.store.world.money.ledger.map((e) => e.reference),
  ]);

async function run(steps: Step[]) {
  const w = startTestWorld({ scenario: 'answer-lost', seed: 1 });
  try {
    // The scenario loses answers only where a step says so.
    w.store.update((world) => {
      world.system.answerLostOnce = [];
    });
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: DEMO_PASSWORD,
    });
    w.useToken(token);
    const demo = w.store.world.members.find((m) => m.account === 'demo01')!;
    const vendor = walletVendors(w.store.world)[0]!.vassalage;
    const pending = createPendingOperations({ storage: memoryStorage(), now: () => Date.now() });
    /**
     * The member's intents, as the test sees them (not as the store does): a new intent, unless the
     * same request is still in doubt (then it is that intent sent again). The app holds the request,
     * secrets and all, in memory.
     */
    const intents: Array<{ name: Intent['call']; request: unknown; key: string | null; inDoubt: boolean }> =
      [];
    const movedBy = new Map<number, Set<string>>();
    const firstAnswer = new Map<number, unknown>();
    /** Intents answered after their outcome was in doubt: the case this test is about. */
    const recovered = new Set<number>();

    async function send(id: number, how: Fate) {
      const intent = intents[id]!;
      const call = callOf[intent.name] as CallDef<unknown, unknown>;
      const key = pending.begin(intent.name, intent.request);
      // In doubt, the intent keeps its key; after a definite answer it is a new operation.
      expect(key === intent.key, `intent ${id} keeps its key only while in doubt`).toBe(intent.inDoubt);
      intent.key = key;
      if (how === 'answerLost')
        w.store.update((world) => {
          world.system.answerLostOnce = [intent.name];
        });
      if (how === 'requestLost')
        w.server.use(http.post(mockPath(call), () => HttpResponse.error(), { once: true }));
      const before = references(w);
      let answer: unknown;
      let failure: unknown = null;
      try {
        answer = await w.api.request(call, intent.request, { idempotencyKey: key });
      } catch (error) {
        failure = error;
      }
      const moved = movedBy.get(id) ?? new Set<string>();
      for (const ref of references(w)) if (!before.has(ref)) moved.add(ref);
      movedBy.set(id, moved);
      // Each intent moved money at most once, however often it was sent.
      expect(moved.size, `intent ${id} (${intent.name})`).toBeLessThanOrEqual(1);
      // A failure is the client's typed error; a lost request or answer leaves the outcome in doubt.
      expect(failure === null || failure instanceof ApiError, `intent ${id}: ${String(failure)}`).toBe(true);
      const doubt = failure !== null && isOutcomeUnknown(toFailureInfo(failure));
      expect(doubt || failure === null || how === 'answered', `intent ${id} lost: in doubt`).toBe(true);
      // Sent again, it is answered with the first answer.
      if (failure === null && !firstAnswer.has(id)) firstAnswer.set(id, answer);
      expect(failure === null ? answer : null).toEqual(failure === null ? firstAnswer.get(id) : null);
      if (failure === null && intent.inDoubt) recovered.add(id);
      // A definite answer (a success or a refusal) is forgotten; doubt keeps the key for the next send.
      if (!doubt) pending.settle(key);
      intent.inDoubt = doubt;
      // The scenario lost at most the one answer it was told to.
      expect(w.store.world.system.answerLostOnce).toEqual([]);
      expect(pending.list().map((entry) => entry.key)).toEqual(
        intents.filter((x) => x.inDoubt).map((x) => x.key),
      );
    }

    for (const s of steps) {
      if (s.kind === 'wait') {
        vi.setSystemTime(Date.now() + s.seconds * 1000);
      } else if (s.kind === 'new') {
        const request = requestOf(s.intent, vendor);
        const same = intents.findIndex(
          (x) => x.inDoubt && x.name === s.intent.call && isDeepStrictEqual(x.request, request),
        );
        if (same >= 0) await send(same, s.fate);
        else {
          intents.push({ name: s.intent.call, request, key: null, inDoubt: false });
          await send(intents.length - 1, s.fate);
        }
      } else {
        // "Send again": an intent still in doubt.
        const doubtful = intents.flatMap((x, id) => (x.inDoubt ? [id] : []));
        if (!doubtful.length) continue;
        await send(doubtful[s.pick % doubtful.length]!, s.fate);
      }
      expect(ledgerProblems(w.store.world)).toEqual([]);
    }

    // Balances, the orders the app reads and the ledger agree.
    vi.setSystemTime(Date.now() + 60_000);
    const { balance } = await w.api.request(balanceCall, balanceQuery);
    const member = w.store.world.members.find((m) => m.id === demo.id)!;
    // The client reads the main wallet's own balance.
    expect(balance).toBe(member.balance);
    expect(ledgerProblems(w.store.world)).toEqual([]);
    for (const kind of ['deposit', 'withdrawal'] as const) {
      // The orders the app reads are the world's, as the ledger moved them.
      const { orders } = await w.api.request(paymentOrdersCall, { kind });
      for (const order of orders) {
        const held = w.store.world.money.orders.find((o) => o.id === order.orderId)!;
        expect(held).toMatchObject({ memberId: demo.id, kind, status: order.status });
        expect(toMinor(order.amount)).toBe(held.amountMinor);
      }
      const newest = w.store.world.money.orders
        .filter((o) => o.memberId === demo.id && o.kind === kind)
        .at(-1);
      expect(!newest || orders.some((o) => o.orderId === newest.id)).toBe(true);
    }
    // Every order or transfer made by these steps belongs to exactly one intent.
    const owners = new Map<string, number>();
    for (const [id, refs] of movedBy)
      for (const ref of refs) {
        expect(owners.has(ref), `${ref} moved by two intents`).toBe(false);
        owners.set(ref, id);
      }
    // And every intent answered with success moved money exactly once.
    for (const id of firstAnswer.keys()) expect(movedBy.get(id)?.size, `intent ${id}`).toBe(1);
    return { answered: firstAnswer.size, moved: owners.size, recovered: recovered.size };
  } finally {
    w.close();
  }
}

describe('money calls whose answers are lost', () => {
  it('move money at most once per key; balances, orders and the ledger agree', async () => {
    let recovered = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        recovered += (await run(steps)).recovered;
      }),
      { numRuns: 25, seed: 20261115 },
    );
    // The runs did send intents again after lost answers, and got them answered.
    expect(recovered).toBeGreaterThan(0);
  }, 120_000);

  it('a deposit whose answer is lost: sent again with the same key it is answered, not made twice', async () => {
    const outcome = await run([
      { kind: 'new', intent: { call: 'deposit', amount: 1_000 }, fate: 'answerLost' },
      { kind: 'retry', pick: 0, fate: 'requestLost' },
      { kind: 'retry', pick: 0, fate: 'answered' },
      { kind: 'new', intent: { call: 'deposit', amount: 1_000 }, fate: 'answered' },
    ]);
    // The lost first send made the order; the retry got its answer; the last is a new deposit.
    expect(outcome).toEqual({ answered: 2, moved: 2, recovered: 1 });
  });

  it('a transfer whose answer is lost, typed again: the same intent, made once', async () => {
    const outcome = await run([
      { kind: 'new', intent: { call: 'walletTransfer', direction: 'in', amount: 100 }, fate: 'answerLost' },
      { kind: 'new', intent: { call: 'walletTransfer', direction: 'in', amount: 100 }, fate: 'answered' },
    ]);
    // The second send is the same intent, still pending: it gets the first answer.
    expect(outcome).toEqual({ answered: 1, moved: 1, recovered: 1 });
  });
});
