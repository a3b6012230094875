// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentContractAnswerCall,
  agentContractListCall,
  agentContractOfferCall,
  agentContractRequestCall,
  agentContractSettlementsCall,
  agentContractsPendingCall,
  agentContractTerminateCall,
  contractErrorCodes,
  errorCodes,
  loginCall,
  type CallDef,
  type ContractKind,
  type ContractOfferRequest,
} from '../../src/api/contracts';
import { testNow, testWorlds, type RequestOptions, type TestWorld } from '../test-world';
import { nextSettlementBoundary } from '../world/agency-world';
import { ledgerProblems, recordRound, toMinor } from '../world/ledger';
import { contractRefusals } from './agent-contracts';
import agentContractOffer from '../../scenarios/agent-contract-offer';
import contractLowerRateCancels from '../../scenarios/contract-lower-rate-cancels';
import { createWorld } from '../world/create-world';
import type { WorldOverrides } from '../world/types';

const world = testWorlds();
const MINUTE = 60_000;
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => {
  vi.useRealTimers();
});
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

let keyCount = 0;
const newKey = () => `contract-key-${++keyCount}`;
const keyed = new WeakSet<TestWorld>();

/**
 * Offer, request, answer and terminate carry an idempotency key: unless a test gives one,
 * each call here is a new operation with a new key.
 */
function withKeys(w: TestWorld) {
  if (keyed.has(w)) return;
  keyed.add(w);
  const request = w.api.request.bind(w.api);
  w.api.request = <Req, Res>(call: CallDef<Req, Res>, payload: Req, options: RequestOptions = {}) =>
    request(
      call,
      payload,
      call.money && !options.idempotencyKey ? { ...options, idempotencyKey: newKey() } : options,
    );
}

async function logIn(w: TestWorld, account: string) {
  withKeys(w);
  w.useToken(null);
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: account,
    password: 'Demo@1234',
  });
  w.useToken(token);
  return w;
}
const memberOf = (w: TestWorld, account: string) => w.store.world.members.find((m) => m.account === account)!;
const list = (w: TestWorld, kind: ContractKind) => w.api.request(agentContractListCall, { kind });
const offer = (w: TestWorld, request: Partial<ContractOfferRequest> = {}) =>
  w.api.request(agentContractOfferCall, {
    kind: 'dailySalary',
    downline: 'subagent01',
    ratePercent: 2,
    period: 'D',
    ...request,
  });
const settlements = (w: TestWorld, kind: ContractKind, filter = '', from = testNow - 40 * DAY) =>
  w.api.request(agentContractSettlementsCall, {
    kind,
    from: new Date(from).toISOString(),
    to: new Date(Date.now() + DAY).toISOString(),
    page: 1,
    pageSize: 100,
    filter,
  });

describe('the seeded agency', () => {
  it('has the tree contracts, a month of settlements paid through the ledger, and sound books', async () => {
    const w = await logIn(world(), 'agent01');
    const dividend = await list(w, 'dividend');
    expect(dividend.contracts).toEqual([
      expect.objectContaining({
        side: 'upline',
        counterparty: { account: 'subagent01', nickname: 'Sub Agent' },
        ratePercent: 10,
        period: 'H',
        status: 'accepted',
      }),
    ]);
    expect(dividend.downlines).toEqual([{ account: 'subagent01', nickname: 'Sub Agent', eligible: true }]);
    expect(dividend.upline).toBeNull();
    // No daily salary between agent01 and subagent01 (the e2e offers one).
    expect((await list(w, 'dailySalary')).contracts).toEqual([]);
    // Hourly salary in force at 0.3 %, settled on the hour for the last six hours.
    expect((await list(w, 'hourlySalary')).contracts).toEqual([
      expect.objectContaining({ ratePercent: 0.3, status: 'accepted', side: 'upline' }),
    ]);

    const agency = w.store.world.agency;
    const daily = agency.contracts.find((c) => c.kind === 'dailySalary' && c.status === 'accepted')!;
    expect(agency.settlements.filter((s) => s.contractId === daily.id)).toHaveLength(20);
    const hourly = agency.settlements.filter((s) => s.kind === 'hourlySalary');
    expect(hourly.length).toBeGreaterThanOrEqual(5);
    expect(hourly.length).toBeLessThanOrEqual(6);
    const realtime = agency.settlements.filter((s) => s.kind === 'realtimeSalary');
    expect(realtime.length).toBeGreaterThanOrEqual(11);
    expect(realtime.length).toBeLessThanOrEqual(12);
    const paid = agency.settlements.filter((s) => s.amountMinor > 0);
    expect(paid.length).toBeGreaterThan(0);
    for (const s of paid) {
      const entry = w.store.world.money.ledger.find((e) => e.reference === s.id)!;
      expect(entry).toMatchObject({
        memberId: s.downlineId,
        kind: 'contractSettlement',
        amountMinor: s.amountMinor,
      });
    }
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('refuses a non-agent every contract call', async () => {
    const w = await logIn(world(), 'demo01');
    const refusal = await w.refused(list(w, 'dividend'));
    expect(refusal).toMatchObject({ code: errorCodes.notAgent, message: contractRefusals.notAgent.en });
    expect((await w.refused(w.api.request(agentContractsPendingCall, undefined))).code).toBe(
      errorCodes.notAgent,
    );
  });

  it('answers 401 without a session', async () => {
    const w = world();
    await expect(list(w, 'dividend')).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

describe('offer and answer (SPEC 4.11)', () => {
  it('an offer waits for the downline, who accepts it; both sides see it accepted', async () => {
    const w = await logIn(world(), 'agent01');
    const made = await offer(w, { ratePercent: 2.25, period: 'W' });
    expect(made).toMatchObject({ side: 'upline', status: 'processing', origin: 'offer', ratePercent: 2.25 });
    expect(await w.api.request(agentContractsPendingCall, undefined)).toEqual({
      dividend: 0,
      dailySalary: 0,
      hourlySalary: 0,
      realtimeSalary: 0,
    });
    // A second offer while one waits is refused.
    expect((await w.refused(offer(w))).message).toBe(contractRefusals.alreadyWaiting.en);

    await logIn(w, 'subagent01');
    expect((await w.api.request(agentContractsPendingCall, undefined)).dailySalary).toBe(1);
    const mine = (await list(w, 'dailySalary')).contracts.find((c) => c.id === made.id)!;
    expect(mine).toMatchObject({
      side: 'downline',
      counterparty: { account: 'agent01' },
      status: 'processing',
    });
    // The downline cannot approve an offer (approve is for requests) nor withdraw it.
    await w.refused(
      w.api.request(agentContractAnswerCall, { id: made.id, kind: made.kind, answer: 'approve' }),
    );
    await w.refused(w.api.request(agentContractTerminateCall, { id: made.id, kind: made.kind }));
    const accepted = await w.api.request(agentContractAnswerCall, {
      id: made.id,
      kind: made.kind,
      answer: 'accept',
    });
    expect(accepted).toMatchObject({ status: 'accepted', answeredAt: new Date(testNow).toISOString() });
    expect((await w.api.request(agentContractsPendingCall, undefined)).dailySalary).toBe(0);

    await logIn(w, 'agent01');
    expect((await list(w, 'dailySalary')).contracts[0]).toMatchObject({ id: made.id, status: 'accepted' });
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('a rejected offer is final', async () => {
    const w = await logIn(world(), 'agent01');
    const made = await offer(w);
    await logIn(w, 'subagent01');
    expect(
      await w.api.request(agentContractAnswerCall, { id: made.id, kind: made.kind, answer: 'reject' }),
    ).toMatchObject({
      status: 'rejected',
    });
    await w.refused(
      w.api.request(agentContractAnswerCall, { id: made.id, kind: made.kind, answer: 'accept' }),
    );
  });

  it('the proposer may withdraw a waiting offer', async () => {
    const w = await logIn(world(), 'agent01');
    const made = await offer(w);
    expect(await w.api.request(agentContractTerminateCall, { id: made.id, kind: made.kind })).toMatchObject({
      status: 'terminated',
      endedBy: 'upline',
    });
  });

  it('a request waits for the upline, who approves it', async () => {
    const w = await logIn(world(), 'subagent02');
    const asked = await w.api.request(agentContractRequestCall, {
      kind: 'dividend',
      ratePercent: 5,
      period: 'M',
    });
    expect(asked).toMatchObject({ side: 'downline', origin: 'request', status: 'processing' });
    await logIn(w, 'subagent01');
    expect((await w.api.request(agentContractsPendingCall, undefined)).dividend).toBe(1);
    // The upline cannot accept a request (accept is for offers).
    await w.refused(
      w.api.request(agentContractAnswerCall, { id: asked.id, kind: asked.kind, answer: 'accept' }),
    );
    expect(
      await w.api.request(agentContractAnswerCall, { id: asked.id, kind: asked.kind, answer: 'approve' }),
    ).toMatchObject({
      status: 'approved',
      side: 'upline',
    });
  });

  it('a top agent has no upline to ask', async () => {
    const w = await logIn(world(), 'agent01');
    const refusal = await w.refused(
      w.api.request(agentContractRequestCall, { kind: 'dividend', ratePercent: 5, period: 'M' }),
    );
    expect(refusal.message).toBe(contractRefusals.noUpline.en);
  });

  it('refuses a kind either side has off, a member that is not a direct downline agent, a bad rate or period', async () => {
    // subagent02 has hourly salary off: its upline subagent01 cannot offer it one.
    const sub = await logIn(world(), 'subagent01');
    expect((await sub.refused(offer(sub, { kind: 'hourlySalary', downline: 'subagent02' }))).message).toBe(
      contractRefusals.flagOff.en,
    );
    const w = await logIn(world(), 'agent01');
    expect((await w.refused(offer(w, { downline: 'subagent02' }))).message).toBe(
      contractRefusals.notDirectDownline.en,
    );
    const member = w.store.world.members.find(
      (m) => m.parentId === memberOf(w, 'agent01').id && m.type === 0,
    )!;
    expect((await w.refused(offer(w, { downline: member.account }))).message).toBe(
      contractRefusals.notDirectDownline.en,
    );
    for (const ratePercent of [0, -1, 5.01, 1.005])
      expect((await w.refused(offer(w, { ratePercent }))).message).toBe(contractRefusals.rateInvalid.en);
    expect((await w.refused(offer(w, { kind: 'dividend', ratePercent: 60.5 }))).message).toBe(
      contractRefusals.rateInvalid.en,
    );
    await offer(w, { kind: 'dividend', ratePercent: 60 });
    expect((await w.refused(offer(w, { period: 'X' as ContractOfferRequest['period'] }))).message).toBe(
      contractRefusals.periodUnknown.en,
    );
  });
});

describe('terminate (either side)', () => {
  it('the downline and the upline each end an in-force contract; an ended one stays ended', async () => {
    const w = await logIn(world(), 'subagent01');
    const dividend = (await list(w, 'dividend')).contracts.find(
      (c) => c.status === 'accepted' && c.side === 'downline',
    )!;
    expect(
      await w.api.request(agentContractTerminateCall, { id: dividend.id, kind: dividend.kind }),
    ).toMatchObject({
      status: 'terminated',
      endedBy: 'downline',
    });
    await w.refused(w.api.request(agentContractTerminateCall, { id: dividend.id, kind: dividend.kind }));
    const daily = (await list(w, 'dailySalary')).contracts.find(
      (c) => c.status === 'accepted' && c.side === 'upline',
    )!;
    // The kind picks the end call: the dividend's does not know a daily salary contract.
    expect(
      (await w.refused(w.api.request(agentContractTerminateCall, { id: daily.id, kind: 'dividend' })))
        .message,
    ).toBe(contractRefusals.contractUnknown.en);
    expect(await w.api.request(agentContractTerminateCall, { id: daily.id, kind: daily.kind })).toMatchObject(
      {
        status: 'terminated',
        endedBy: 'upline',
      },
    );
    // Nobody else's contract: subagent02 cannot touch agent01's real-time salary with subagent01.
    const realtime = w.store.world.agency.contracts.find((c) => c.kind === 'realtimeSalary')!;
    await logIn(w, 'subagent02');
    expect(
      (await w.refused(w.api.request(agentContractTerminateCall, { id: realtime.id, kind: realtime.kind })))
        .message,
    ).toBe(contractRefusals.contractUnknown.en);
  });

  it('a newly accepted contract ends the one in force for the same pair and kind', async () => {
    const w = await logIn(world(), 'agent01');
    const old = (await list(w, 'dividend')).contracts[0]!;
    const made = await offer(w, { kind: 'dividend', ratePercent: 12, period: 'M' });
    await logIn(w, 'subagent01');
    await w.api.request(agentContractAnswerCall, { id: made.id, kind: made.kind, answer: 'accept' });
    const rows = (await list(w, 'dividend')).contracts.filter((c) => c.side === 'downline');
    expect(rows.find((c) => c.id === old.id)).toMatchObject({ status: 'terminated', endedBy: 'downline' });
    expect(rows.find((c) => c.id === made.id)).toMatchObject({ status: 'accepted' });
  });
});

describe('the lower-rate rule (SPEC 4.11, both readings)', () => {
  it('endsDownline: the first offer lists the contracts it would end; confirmed, it ends them at once', async () => {
    const w = await logIn(world(), 'agent01');
    const refusal = await w.refused(offer(w, { ratePercent: 1 }));
    expect(refusal.code).toBe(contractErrorCodes.lowerRate);
    expect(refusal.value).toEqual({
      contracts: [expect.objectContaining({ account: 'subagent02', ratePercent: 1.5, period: 'D' })],
    });
    // Nothing changed yet.
    expect(w.store.world.agency.contracts.filter((c) => c.status === 'processing')).toEqual([]);

    const made = await offer(w, { ratePercent: 1, confirmLowerRate: true });
    expect(made.status).toBe('processing');
    await logIn(w, 'subagent01');
    const ended = (await list(w, 'dailySalary')).contracts.find(
      (c) => c.side === 'upline' && c.counterparty.account === 'subagent02' && c.ratePercent === 1.5,
    );
    expect(ended).toMatchObject({
      status: 'terminated',
      endedBy: 'lowerRate',
      endedAt: new Date(testNow).toISOString(),
    });
    // subagent02, whose contract ended, hears of it in its inbox.
    const sub02 = memberOf(w, 'subagent02');
    expect(w.store.world.messages.filter((m) => m.memberId === sub02.id && !m.read)).toEqual([
      expect.objectContaining({ template: null, title: 'Your daily salary contract has ended' }),
    ]);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('an offer at the same rate or above is made at once', async () => {
    const w = await logIn(world(), 'agent01');
    await expect(offer(w, { ratePercent: 1.5 })).resolves.toMatchObject({ status: 'processing' });
  });

  it('cancelsOffer: the offer is cancelled because the downline holds a higher rate', async () => {
    const w = await logIn(world(), 'agent01');
    w.store.update((state) => {
      state.agency.settings.lowerRateReading = 'cancelsOffer';
    });
    const refusal = await w.refused(offer(w, { ratePercent: 1, confirmLowerRate: true }));
    expect(refusal).toMatchObject({ code: contractErrorCodes.cancelledHigherRate });
    expect(w.store.world.agency.contracts.filter((c) => c.status === 'processing')).toEqual([]);
    // subagent02's contract stands.
    expect(
      w.store.world.agency.contracts.find((c) => c.kind === 'dailySalary' && c.status === 'accepted'),
    ).toMatchObject({ ratePercent: 1.5 });
  });

  /** agent01 offers an 8 % dividend; meanwhile subagent01 gives subagent02 20 %; then subagent01 accepts. */
  async function acceptAfterHigherContract(reading: 'cancelsOffer' | 'endsDownline') {
    const w = await logIn(world(), 'agent01');
    w.store.update((state) => {
      state.agency.settings.lowerRateReading = reading;
    });
    const made = await offer(w, { kind: 'dividend', ratePercent: 8 });
    await logIn(w, 'subagent01');
    const theirs = await offer(w, { kind: 'dividend', downline: 'subagent02', ratePercent: 20 });
    await logIn(w, 'subagent02');
    await w.api.request(agentContractAnswerCall, { id: theirs.id, kind: theirs.kind, answer: 'accept' });
    await logIn(w, 'subagent01');
    const answer = w.api.request(agentContractAnswerCall, { id: made.id, kind: made.kind, answer: 'accept' });
    const contract = (id: string) => w.store.world.agency.contracts.find((c) => c.id === id)!;
    return { w, answer, made: () => contract(made.id), theirs: () => contract(theirs.id) };
  }

  it('is checked again on accept: cancelsOffer cancels the waiting offer', async () => {
    const { w, answer, made, theirs } = await acceptAfterHigherContract('cancelsOffer');
    expect((await w.refused(answer)).code).toBe(contractErrorCodes.cancelledHigherRate);
    expect(made()).toMatchObject({ status: 'terminated', endedBy: 'lowerRate' });
    expect(theirs().status).toBe('accepted');
  });

  it('is checked again on accept: endsDownline ends the newer higher contract', async () => {
    const { answer, made, theirs } = await acceptAfterHigherContract('endsDownline');
    await expect(answer).resolves.toMatchObject({ status: 'accepted' });
    expect(made().status).toBe('accepted');
    expect(theirs()).toMatchObject({ status: 'terminated', endedBy: 'lowerRate' });
  });
});

describe('settlements', () => {
  it('real-time salary settles every 5 minutes: the rate of the team bets, paid to the downline', async () => {
    const w = await logIn(world(), 'subagent01');
    const sub02 = memberOf(w, 'subagent02');
    const sub01 = memberOf(w, 'subagent01');
    // Settle what is due now, then a bet by subagent02 (subagent01's team) in the next slot.
    await settlements(w, 'realtimeSalary');
    const slotEnd = nextSettlementBoundary('realtimeSalary', 'D', Date.now(), 360);
    w.store.update(
      (state) =>
        void recordRound(
          state,
          { memberId: sub02.id, gameType: 'RNG', vendor: 'X', gameName: 'Test' },
          toMinor(1_000),
          0,
          new Date(Date.now() + 1).toISOString(),
        ),
    );
    const before = sub01.balance;
    const count = w.store.world.agency.settlements.length;
    vi.setSystemTime(slotEnd - 1);
    await settlements(w, 'realtimeSalary');
    expect(w.store.world.agency.settlements).toHaveLength(count);
    vi.setSystemTime(slotEnd);
    const answer = await settlements(w, 'realtimeSalary', 'downline');
    expect(w.store.world.agency.settlements).toHaveLength(count + 1);
    // 0.5 % of 1,000.00
    expect(answer.list[0]).toMatchObject({ side: 'downline', base: 1_000, amount: 5, ratePercent: 0.5 });
    expect(answer.list[0]!.to).toBe(new Date(slotEnd).toISOString());
    expect(sub01.balance).toBeCloseTo(before + 5, 2);
    later(5 * MINUTE);
    await settlements(w, 'realtimeSalary');
    expect(w.store.world.agency.settlements).toHaveLength(count + 2);
    expect(w.store.world.agency.settlements.at(-1)!.amountMinor).toBe(0);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('pages newest first with totals over the period, filtered by side', async () => {
    const w = await logIn(world(), 'subagent01');
    const all = await settlements(w, 'dailySalary');
    expect(all.total).toBe(20);
    expect(all.list.every((s) => s.side === 'upline' && s.counterparty.account === 'subagent02')).toBe(true);
    const amounts = w.store.world.agency.settlements.filter((s) => s.kind === 'dailySalary');
    expect(all.totals.amount).toBeCloseTo(amounts.reduce((sum, s) => sum + s.amountMinor, 0) / 100, 2);
    expect(all.list.map((s) => s.to)).toEqual([...all.list.map((s) => s.to)].sort().reverse());
    expect((await settlements(w, 'dailySalary', 'downline')).total).toBe(0);
    const page2 = await w.api.request(agentContractSettlementsCall, {
      kind: 'dailySalary',
      from: new Date(testNow - 40 * DAY).toISOString(),
      to: new Date(testNow + DAY).toISOString(),
      page: 2,
      pageSize: 10,
      filter: '',
    });
    expect(page2).toMatchObject({ page: 2, total: 20 });
    expect(page2.list[0]!.id).toBe(all.list[10]!.id);
    expect(page2.totals).toEqual(all.totals);
  });

  it('daily periods end at midnight in the site offset; weeks on Monday; halves on the 16th and the 1st', () => {
    const t = Date.UTC(2026, 10, 22, 12); // Sunday 22 Nov 2026, 18:00 in GMT+6
    expect(new Date(nextSettlementBoundary('dailySalary', 'D', t, 360)).toISOString()).toBe(
      '2026-11-22T18:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('dividend', 'W', t, 360)).toISOString()).toBe(
      '2026-11-22T18:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('dividend', 'H', t, 360)).toISOString()).toBe(
      '2026-11-30T18:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('dividend', 'H', Date.UTC(2026, 10, 3), 360)).toISOString()).toBe(
      '2026-11-15T18:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('dividend', 'M', t, 360)).toISOString()).toBe(
      '2026-11-30T18:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('hourlySalary', 'D', t + 1, 360)).toISOString()).toBe(
      '2026-11-22T13:00:00.000Z',
    );
    expect(new Date(nextSettlementBoundary('realtimeSalary', 'D', t, 360)).toISOString()).toBe(
      '2026-11-22T12:05:00.000Z',
    );
  });
});

describe('the scenarios of this area', () => {
  const build = (overrides: unknown) =>
    createWorld({ seed: 1, now: testNow, overrides: overrides as WorldOverrides });

  it('agent-contract-offer: agent01 has offered subagent01 a 2 % daily salary that waits', () => {
    const state = build(agentContractOffer.world);
    const sub01 = state.members.find((m) => m.account === 'subagent01')!;
    expect(state.agency.contracts.filter((c) => c.status === 'processing')).toEqual([
      expect.objectContaining({ kind: 'dailySalary', downlineId: sub01.id, ratePercent: 2, origin: 'offer' }),
    ]);
    expect(ledgerProblems(state)).toEqual([]);
  });

  it('contract-lower-rate-cancels: the cancelsOffer reading, the same seed otherwise', () => {
    const state = build(contractLowerRateCancels.world);
    expect(state.agency.settings.lowerRateReading).toBe('cancelsOffer');
    expect(state.agency.contracts).toEqual(build(undefined).agency.contracts);
  });
});

describe('a repeated idempotency key', () => {
  it('offer, answer and terminate: the first answer again, nothing changed twice', async () => {
    const w = await logIn(world(), 'agent01');
    const contracts = () => w.store.world.agency.contracts.length;
    const before = contracts();
    const request: ContractOfferRequest = {
      kind: 'dailySalary',
      downline: 'subagent01',
      ratePercent: 2,
      period: 'D',
    };
    const made = await w.api.request(agentContractOfferCall, request, { idempotencyKey: 'offer-1' });
    // The answer was lost and the same offer sent again: not refused as already waiting.
    expect(await w.api.request(agentContractOfferCall, request, { idempotencyKey: 'offer-1' })).toEqual(made);
    expect(contracts()).toBe(before + 1);
    // A new key is a new offer: refused, one is already waiting.
    expect((await w.refused(offer(w))).message).toBe(contractRefusals.alreadyWaiting.en);

    await logIn(w, 'subagent01');
    const answer = { id: made.id, kind: made.kind, answer: 'accept' } as const;
    const accepted = await w.api.request(agentContractAnswerCall, answer, { idempotencyKey: 'answer-1' });
    later(MINUTE);
    expect(await w.api.request(agentContractAnswerCall, answer, { idempotencyKey: 'answer-1' })).toEqual(
      accepted,
    );
    const ended = await w.api.request(
      agentContractTerminateCall,
      { id: made.id, kind: made.kind },
      { idempotencyKey: 'terminate-1' },
    );
    expect(ended).toMatchObject({ status: 'terminated', endedBy: 'downline' });
    later(MINUTE);
    expect(
      await w.api.request(
        agentContractTerminateCall,
        { id: made.id, kind: made.kind },
        { idempotencyKey: 'terminate-1' },
      ),
    ).toEqual(ended);
    // The same key from another agent is that agent's own operation.
    await logIn(w, 'agent01');
    expect((await list(w, 'dailySalary')).contracts[0]).toMatchObject({ id: made.id, status: 'terminated' });
    await w.refused(
      w.api.request(
        agentContractTerminateCall,
        { id: made.id, kind: made.kind },
        { idempotencyKey: 'terminate-1' },
      ),
    );
  });

  it('a refusal is not kept: the same key is decided afresh', async () => {
    const w = await logIn(world(), 'agent01');
    const bad = { kind: 'dailySalary', downline: 'subagent01', ratePercent: 9, period: 'D' } as const;
    await w.refused(w.api.request(agentContractOfferCall, bad, { idempotencyKey: 'offer-2' }));
    const made = await w.api.request(
      agentContractOfferCall,
      { ...bad, ratePercent: 2 },
      { idempotencyKey: 'offer-2' },
    );
    expect(made).toMatchObject({ status: 'processing', ratePercent: 2 });
  });
});
