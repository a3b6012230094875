import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  agentContractAnswerCall,
  agentContractListCall,
  agentContractOfferCall,
  agentContractRequestCall,
  agentContractTerminateCall,
  contractErrorCodes,
  contractStatuses,
  loginCall,
  nextContractStatus,
  type ContractAction,
  type ContractKind,
  type ContractListValue,
  type ContractOrigin,
  type ContractRow,
  type ContractSide,
  type ContractStatus,
} from '../src/api/contracts';
import { ApiError } from '../src/api/errors';
import { testWorlds, type TestWorld } from '../mocks/test-world';
import {
  createContractsMachine,
  rowActions,
  type ContractOperation,
  type RunOperationInput,
} from './contracts.machine';
import { pendingWorld, type PendingWorld } from './pending-test-support';

const row = (patch: Partial<ContractRow> = {}): ContractRow => ({
  id: 'C000001',
  kind: 'dailySalary',
  side: 'upline',
  counterparty: { account: 'subagent01', nickname: 'Sub Agent' },
  ratePercent: 2,
  period: 'D',
  status: 'processing',
  origin: 'offer',
  createdAt: '2026-11-22T12:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  endedBy: null,
  ...patch,
});
const listValue = (contracts: ContractRow[] = []): ContractListValue => ({
  contracts,
  downlines: [{ account: 'subagent01', nickname: 'Sub Agent', eligible: true }],
  upline: null,
});
const offerOp = (ratePercent = 2): Extract<ContractOperation, { action: 'offer' }> => ({
  action: 'offer',
  request: { kind: 'dailySalary', downline: 'subagent01', ratePercent, period: 'D' },
});
const lowerRateError = () =>
  new ApiError('rejected', 'agentContractOffer', {
    code: contractErrorCodes.lowerRate,
    serverMessage: 'lower',
    value: {
      contracts: [{ id: 'C000004', account: 'subagent02', nickname: 'Two', ratePercent: 1.5, period: 'D' }],
    },
  });

type Deferred<T, I> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void };

/** The machine with calls answered by hand, so every state between them can be observed. */
function start(
  kind: ContractKind = 'dailySalary',
  offerTo: string | null = null,
  world: PendingWorld = pendingWorld(),
) {
  const clock = world.clock;
  const loads: Array<Deferred<ContractListValue, { kind: ContractKind }>> = [];
  const runs: Array<Deferred<ContractRow, RunOperationInput>> = [];
  const due = vi.fn<() => void>();
  const changed = vi.fn<() => void>();
  const actor = createActor(
    createContractsMachine({ pending: world.store }).provide({
      actors: {
        loadContracts: fromPromise(
          ({ input }) =>
            new Promise<ContractListValue>((resolve, reject) => loads.push({ input, resolve, reject })),
        ),
        runOperation: fromPromise(
          ({ input }) => new Promise<ContractRow>((resolve, reject) => runs.push({ input, resolve, reject })),
        ),
      },
      actions: { settlementsDue: due, contractsChanged: changed },
    }),
    { input: { kind, offerTo }, clock },
  ).start();
  return { actor, clock, loads, runs, due, changed, world };
}
type Started = ReturnType<typeof start>;
const operationState = (s: Started) => s.actor.getSnapshot().value as { operation: string; list: string };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function ready(s: Started, contracts: ContractRow[] = []) {
  s.loads.at(-1)!.resolve(listValue(contracts));
  await waitFor(s.actor, (snap) => snap.matches({ list: 'ready' }));
}

describe('the status rule (SPEC 4.11), every status × origin × action × side', () => {
  const actions: ContractAction[] = ['accept', 'reject', 'approve', 'terminate'];
  const sides: ContractSide[] = ['upline', 'downline'];
  const origins: ContractOrigin[] = ['offer', 'request'];
  /** The whole table: anything not listed is refused (null). */
  const allowed: Record<string, ContractStatus> = {
    'processing offer accept downline': 'accepted',
    'processing offer reject downline': 'rejected',
    'processing offer terminate upline': 'terminated', // the proposer withdraws
    'processing request approve upline': 'approved',
    'processing request reject upline': 'rejected',
    'processing request terminate downline': 'terminated', // the proposer withdraws
    'accepted offer terminate upline': 'terminated',
    'accepted offer terminate downline': 'terminated',
    'accepted request terminate upline': 'terminated',
    'accepted request terminate downline': 'terminated',
    'approved offer terminate upline': 'terminated',
    'approved offer terminate downline': 'terminated',
    'approved request terminate upline': 'terminated',
    'approved request terminate downline': 'terminated',
  };
  const cases = contractStatuses.flatMap((status) =>
    origins.flatMap((origin) =>
      actions.flatMap((action) => sides.map((side) => [status, origin, action, side] as const)),
    ),
  );
  it.each(cases)('%s %s: %s by the %s', (status, origin, action, side) => {
    expect(nextContractStatus({ status, origin }, action, side)).toBe(
      allowed[`${status} ${origin} ${action} ${side}`] ?? null,
    );
  });

  it('gives each row the buttons of its side', () => {
    expect(rowActions(row({ side: 'downline' }))).toEqual(['accept', 'reject']);
    expect(rowActions(row({ side: 'upline' }))).toEqual(['terminate']);
    expect(rowActions(row({ origin: 'request', side: 'upline' }))).toEqual(['approve', 'reject']);
    expect(rowActions(row({ status: 'accepted', side: 'downline' }))).toEqual(['terminate']);
    expect(rowActions(row({ status: 'rejected' }))).toEqual([]);
    expect(rowActions(row({ status: 'terminated', side: 'downline' }))).toEqual([]);
  });
});

describe('the contract page machine', () => {
  it('loads the list of its kind; a failure offers a retry', async () => {
    const s = start('dividend', 'subagent01');
    expect(s.actor.getSnapshot().context).toMatchObject({ kind: 'dividend', offerTo: 'subagent01' });
    expect(s.loads[0]!.input).toEqual({ kind: 'dividend' });
    s.loads[0]!.reject(new ApiError('network', 'agentContractList'));
    await waitFor(s.actor, (snap) => snap.matches({ list: 'failed' }));
    expect(s.actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    s.actor.send({ type: 'load.retry' });
    expect(operationState(s).list).toBe('loading');
    await ready(s, [row()]);
    expect(s.actor.getSnapshot().context).toMatchObject({ failure: null, data: listValue([row()]) });
  });

  it('offer: editing → submitting → done, then the list reloads', async () => {
    const s = start();
    await ready(s);
    expect(operationState(s).operation).toBe('editing');
    s.actor.send({ type: 'form.submit', operation: offerOp() });
    expect(operationState(s).operation).toBe('submitting');
    // A second submit while one is in flight is not taken.
    s.actor.send({ type: 'form.submit', operation: offerOp(3) });
    expect(s.runs).toHaveLength(1);
    expect(s.runs[0]!.input).toEqual({
      operation: offerOp(),
      confirmLowerRate: false,
      idempotencyKey: expect.any(String),
    });
    s.runs[0]!.resolve(row());
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
    expect(s.actor.getSnapshot().context.outcome).toEqual({ operation: offerOp(), contract: row() });
    expect(s.changed).toHaveBeenCalledTimes(1);
    expect(operationState(s).list).toBe('loading');
    expect(s.loads).toHaveLength(2);
    s.actor.send({ type: 'outcome.dismiss' });
    expect(s.actor.getSnapshot().context.outcome).toBeNull();
    expect(operationState(s).operation).toBe('editing');
  });

  it('lower rate, endsDownline reading: confirming sends again with the flag; declining cancels', async () => {
    const s = start();
    await ready(s);
    s.actor.send({ type: 'form.submit', operation: offerOp(1) });
    s.runs[0]!.reject(lowerRateError());
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'confirmingLowerRate' }));
    expect(s.actor.getSnapshot().context.lowerRate).toEqual([
      { id: 'C000004', account: 'subagent02', nickname: 'Two', ratePercent: 1.5, period: 'D' },
    ]);
    s.actor.send({ type: 'confirm.accept' });
    expect(operationState(s).operation).toBe('submitting');
    // The refusal was definite: confirmed, it is a new operation with a new key.
    expect(s.runs[1]!.input).toEqual({
      operation: offerOp(1),
      confirmLowerRate: true,
      idempotencyKey: expect.any(String),
    });
    expect(s.runs[1]!.input.idempotencyKey).not.toBe(s.runs[0]!.input.idempotencyKey);
    s.runs[1]!.resolve(row({ ratePercent: 1 }));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
    expect(s.actor.getSnapshot().context.lowerRate).toEqual([]);

    // Declined: cancelled, nothing sent, the offer kept for the form.
    s.actor.send({ type: 'form.submit', operation: offerOp(1) });
    expect(s.runs[2]!.input.confirmLowerRate).toBe(false);
    s.runs[2]!.reject(lowerRateError());
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'confirmingLowerRate' }));
    s.actor.send({ type: 'confirm.cancel' });
    expect(operationState(s).operation).toBe('cancelled');
    expect(s.runs).toHaveLength(3);
    expect(s.actor.getSnapshot().context.operation).toEqual(offerOp(1));
  });

  it('lower rate, cancelsOffer reading: the offer fails with its code, keeping the operation', async () => {
    const s = start();
    await ready(s);
    s.actor.send({ type: 'form.submit', operation: offerOp(1) });
    s.runs[0]!.reject(
      new ApiError('rejected', 'agentContractOffer', {
        code: contractErrorCodes.cancelledHigherRate,
        serverMessage: 'x',
      }),
    );
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'failed' }));
    expect(s.actor.getSnapshot().context).toMatchObject({
      operation: offerOp(1),
      operationFailure: { kind: 'rejected', code: contractErrorCodes.cancelledHigherRate },
    });
    // Sent again at a higher rate, it goes through.
    s.actor.send({ type: 'form.submit', operation: offerOp(2) });
    expect(s.actor.getSnapshot().context.operationFailure).toBeNull();
    s.runs[1]!.resolve(row());
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
  });

  it('answer: accept, reject and approve are confirmed first; cancel sends nothing', async () => {
    const s = start();
    await ready(s, [row({ side: 'downline' })]);
    s.actor.send({
      type: 'contract.answer',
      request: { id: 'C000001', kind: 'dailySalary', answer: 'accept' },
    });
    expect(operationState(s).operation).toBe('confirming');
    s.actor.send({ type: 'confirm.cancel' });
    expect(operationState(s).operation).toBe('editing');
    expect(s.runs).toHaveLength(0);
    for (const answer of ['accept', 'reject', 'approve'] as const) {
      s.actor.send({ type: 'contract.answer', request: { id: 'C000001', kind: 'dailySalary', answer } });
      s.actor.send({ type: 'confirm.accept' });
      expect(s.runs.at(-1)!.input.operation).toEqual({
        action: 'answer',
        request: { id: 'C000001', kind: 'dailySalary', answer },
      });
      s.runs.at(-1)!.resolve(row({ status: answer === 'reject' ? 'rejected' : 'accepted' }));
      await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
      expect(operationState(s).list).toBe('loading');
      await ready(s);
    }
  });

  it.each(['upline', 'downline'] as const)(
    'terminate from the %s side: confirming → submitting → reload',
    async (side) => {
      const s = start();
      const inForce = row({ status: 'accepted', side });
      await ready(s, [inForce]);
      expect(rowActions(inForce)).toEqual(['terminate']);
      s.actor.send({ type: 'contract.terminate', id: inForce.id });
      expect(operationState(s).operation).toBe('confirming');
      s.actor.send({ type: 'confirm.accept' });
      expect(s.runs[0]!.input.operation).toEqual({
        action: 'terminate',
        request: { id: inForce.id, kind: 'dailySalary' },
      });
      s.runs[0]!.resolve({ ...inForce, status: 'terminated', endedBy: side });
      await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
      expect(s.actor.getSnapshot().context.outcome?.contract).toMatchObject({
        status: 'terminated',
        endedBy: side,
      });
      expect(s.loads).toHaveLength(2);
    },
  );

  it('a refused answer or terminate keeps the operation and shows the failure', async () => {
    const s = start();
    await ready(s, [row({ status: 'accepted' })]);
    s.actor.send({ type: 'contract.terminate', id: 'C000001' });
    s.actor.send({ type: 'confirm.accept' });
    s.runs[0]!.reject(new ApiError('rejected', 'agentContractTerminate', { serverMessage: 'No' }));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'failed' }));
    expect(s.actor.getSnapshot().context).toMatchObject({
      operation: { action: 'terminate', request: { id: 'C000001', kind: 'dailySalary' } },
      operationFailure: { kind: 'rejected' },
    });
    expect(s.loads).toHaveLength(1);
    expect(s.world.store.list()).toEqual([]);
  });

  it('doubt → unknown: the list reloads, Send again keeps the key, then done', async () => {
    const s = start();
    await ready(s, [row({ status: 'accepted' })]);
    s.actor.send({ type: 'contract.terminate', id: 'C000001' });
    s.actor.send({ type: 'confirm.accept' });
    const key = s.runs[0]!.input.idempotencyKey;
    expect(s.world.store.list()).toMatchObject([{ call: 'agentContractTerminate', key }]);
    s.runs[0]!.reject(new ApiError('timeout', 'agentContractTerminate'));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'unknown' }));
    expect(s.actor.getSnapshot().context).toMatchObject({
      operation: { action: 'terminate', request: { id: 'C000001', kind: 'dailySalary' } },
      operationFailure: { kind: 'timeout' },
    });
    // What happened is looked up: the list reloads and the badges are told.
    expect(operationState(s).list).toBe('loading');
    expect(s.changed).toHaveBeenCalledTimes(1);
    await ready(s, [row({ status: 'terminated' })]);
    s.actor.send({ type: 'outcome.check' });
    expect(s.loads).toHaveLength(3);
    expect(s.changed).toHaveBeenCalledTimes(2);
    await ready(s, [row({ status: 'terminated' })]);
    s.actor.send({ type: 'outcome.resend' });
    expect(operationState(s).operation).toBe('submitting');
    expect(s.runs[1]!.input).toEqual({
      operation: { action: 'terminate', request: { id: 'C000001', kind: 'dailySalary' } },
      confirmLowerRate: false,
      idempotencyKey: key,
    });
    s.runs[1]!.resolve(row({ status: 'terminated', endedBy: 'upline' }));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'done' }));
    expect(s.world.store.list()).toEqual([]);
  });

  it('unknown: the same offer from the form, or after a reload, keeps the key; another offer does not', async () => {
    const world = pendingWorld();
    const s = start('dailySalary', null, world);
    await ready(s);
    s.actor.send({ type: 'form.submit', operation: offerOp() });
    s.runs[0]!.reject(new ApiError('network', 'agentContractOffer'));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'unknown' }));
    const key = s.runs[0]!.input.idempotencyKey;
    s.actor.send({ type: 'form.submit', operation: offerOp() });
    expect(s.runs[1]!.input.idempotencyKey).toBe(key);
    s.runs[1]!.reject(new ApiError('server', 'agentContractOffer', { status: 503 }));
    await waitFor(s.actor, (snap) => snap.matches({ operation: 'unknown' }));
    s.actor.send({ type: 'outcome.dismiss' });
    expect(operationState(s).operation).toBe('editing');
    s.actor.send({ type: 'form.submit', operation: offerOp(3) });
    expect(s.runs[2]!.input.idempotencyKey).not.toBe(key);
    s.actor.stop();

    world.reload();
    const after = start('dailySalary', null, world);
    await ready(after);
    after.actor.send({ type: 'form.submit', operation: offerOp() });
    expect(after.runs[0]!.input.idempotencyKey).toBe(key);
  });
});

describe('the settlement clock (SPEC 9 real-time-salary-settlement: every 5 minutes)', () => {
  it('SPEC 9 real-time-salary-settlement: settlements reload every 5 minutes', async () => {
    const s = start('realtimeSalary');
    await ready(s);
    s.clock.increment(5 * 60_000 - 1);
    expect(s.due).not.toHaveBeenCalled();
    s.clock.increment(1);
    expect(s.due).toHaveBeenCalledTimes(1);
    s.clock.increment(5 * 60_000);
    expect(s.due).toHaveBeenCalledTimes(2);
    // The clock runs whatever the operation does.
    s.actor.send({ type: 'contract.terminate', id: 'C000001' });
    s.clock.increment(5 * 60_000);
    expect(s.due).toHaveBeenCalledTimes(3);
    await settle();
  });

  it('hourly salary: every hour; a dividend or daily salary has no clock', () => {
    const hourly = start('hourlySalary');
    hourly.clock.increment(59 * 60_000);
    expect(hourly.due).not.toHaveBeenCalled();
    hourly.clock.increment(60_000);
    expect(hourly.due).toHaveBeenCalledTimes(1);
    for (const kind of ['dividend', 'dailySalary'] as const) {
      const s = start(kind);
      expect(operationState(s)).toMatchObject({ operation: 'editing' });
      expect(s.actor.getSnapshot().matches({ settlementClock: 'off' })).toBe(true);
      s.clock.increment(24 * 3_600_000);
      expect(s.due).not.toHaveBeenCalled();
    }
  });
});

describe('the machine against the mock platform (both readings of the lower-rate rule)', () => {
  const world = testWorlds();
  afterEach(() => vi.useRealTimers());

  async function asAgent(w: TestWorld, account: string) {
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: account,
      password: 'Demo@1234',
    });
    w.useToken(token);
  }
  /** The machine against the mock platform; `loseAnswers` drops that many answers after the platform acted. */
  function live(w: TestWorld, kind: ContractKind, loseAnswers = 0) {
    let toLose = loseAnswers;
    const send = (input: RunOperationInput) => {
      const { operation, confirmLowerRate, idempotencyKey } = input;
      const options = { idempotencyKey };
      switch (operation.action) {
        case 'offer':
          return w.api.request(agentContractOfferCall, { ...operation.request, confirmLowerRate }, options);
        case 'request':
          return w.api.request(agentContractRequestCall, { ...operation.request, confirmLowerRate }, options);
        case 'answer':
          return w.api.request(agentContractAnswerCall, operation.request, options);
        case 'terminate':
          return w.api.request(agentContractTerminateCall, operation.request, options);
      }
    };
    return createActor(
      createContractsMachine({ pending: pendingWorld().store }).provide({
        actors: {
          loadContracts: fromPromise(({ input }) => w.api.request(agentContractListCall, input)),
          runOperation: fromPromise(async ({ input }) => {
            const answer = await send(input);
            if (toLose-- > 0) throw new ApiError('network', 'lost after the platform acted');
            return answer;
          }),
        },
      }),
      { input: { kind } },
    ).start();
  }

  it('endsDownline: agent01 offers 1 %, confirms, and subagent02 loses its 1.5 % contract', async () => {
    const w = world();
    await asAgent(w, 'agent01');
    const actor = live(w, 'dailySalary');
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'form.submit', operation: offerOp(1) });
    await waitFor(actor, (s) => s.matches({ operation: 'confirmingLowerRate' }));
    expect(actor.getSnapshot().context.lowerRate).toEqual([
      expect.objectContaining({ account: 'subagent02', ratePercent: 1.5 }),
    ]);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches({ operation: 'done' }) && s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.data!.contracts[0]).toMatchObject({
      status: 'processing',
      ratePercent: 1,
    });
    const ended = w.store.world.agency.contracts.find(
      (c) => c.kind === 'dailySalary' && c.ratePercent === 1.5,
    )!;
    expect(ended).toMatchObject({ status: 'terminated', endedBy: 'lowerRate' });
    actor.stop();
  });

  it('a lost answer: the offer is made once; Send again gets the first answer', async () => {
    const w = world();
    await asAgent(w, 'agent01');
    const actor = live(w, 'hourlySalary', 1);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const before = w.store.world.agency.contracts.length;
    const offer: ContractOperation = {
      action: 'offer',
      request: { kind: 'hourlySalary', downline: 'subagent01', ratePercent: 0.4, period: 'D' },
    };
    actor.send({ type: 'form.submit', operation: offer });
    await waitFor(actor, (s) => s.matches({ operation: 'unknown' }) && s.matches({ list: 'ready' }));
    // The reloaded list shows the offer went through.
    expect(actor.getSnapshot().context.data!.contracts[0]).toMatchObject({
      status: 'processing',
      ratePercent: 0.4,
    });
    actor.send({ type: 'outcome.resend' });
    await waitFor(actor, (s) => s.matches({ operation: 'done' }));
    expect(w.store.world.agency.contracts).toHaveLength(before + 1);
    expect(actor.getSnapshot().context.outcome?.contract).toMatchObject({ ratePercent: 0.4 });
    actor.stop();
  });

  it('cancelsOffer: the same offer fails as cancelled and subagent02 keeps its contract', async () => {
    const w = world();
    w.store.update((state) => {
      state.agency.settings.lowerRateReading = 'cancelsOffer';
    });
    await asAgent(w, 'agent01');
    const actor = live(w, 'dailySalary');
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'form.submit', operation: offerOp(1) });
    await waitFor(actor, (s) => s.matches({ operation: 'failed' }));
    expect(actor.getSnapshot().context.operationFailure?.code).toBe(contractErrorCodes.cancelledHigherRate);
    const kept = w.store.world.agency.contracts.find(
      (c) => c.kind === 'dailySalary' && c.ratePercent === 1.5,
    )!;
    expect(kept.status).toBe('accepted');
    actor.stop();
  });
});
