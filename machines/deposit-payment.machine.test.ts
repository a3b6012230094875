import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PaymentOrder } from '../src/api/contracts/payments';
import { ApiError } from '../src/api/errors';
import {
  depositPaymentMachine,
  type DepositPaymentInput,
  type DepositReport,
} from './deposit-payment.machine';

const placed = { orderId: 'D0000042', status: 'processing' } as PaymentOrder;

const START = Date.parse('2026-11-28T12:00:00.000Z');
const inSeconds = (n: number) => new Date(START + n * 1000).toISOString();

function start(input: Partial<DepositPaymentInput> = {}, fail = false) {
  const clock = new SimulatedClock();
  clock.set(START);
  const sent: DepositReport[] = [];
  const shown: PaymentOrder[] = [];
  const actor = createActor(
    depositPaymentMachine.provide({
      actors: {
        report: fromPromise<PaymentOrder, DepositReport>(async ({ input: report }) => {
          sent.push(report);
          if (fail) throw new ApiError('network', 'depositPaid');
          return placed;
        }),
      },
      actions: { reported: (_, { order }) => void shown.push(order) },
    }),
    {
      input: {
        depositId: 'D0000042',
        expireTime: inSeconds(90),
        now: () => clock.now(),
        referenceRequired: true,
        reported: false,
        ...input,
      },
      clock,
    },
  ).start();
  return { actor, clock, sent, shown };
}

const seconds = (clock: SimulatedClock, n: number) => {
  for (let i = 0; i < n; i += 1) clock.increment(1000);
};

describe('depositPaymentMachine', () => {
  it('counts the pay window down each second, and closes it at zero', () => {
    const { actor, clock } = start({ expireTime: inSeconds(3) });
    seconds(clock, 2);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    seconds(clock, 1);
    expect(actor.getSnapshot().value).toEqual({ window: 'closed', payment: 'timeUp' });
  });

  it('asks for the transaction id where the payment is matched by it, and keeps the form', () => {
    const { actor, sent } = start();
    actor.send({ type: 'report' });
    expect(actor.getSnapshot().context.referenceError?.key).toBe('referenceRequired');
    actor.send({ type: 'reference.change', value: 'ab-1' });
    expect(actor.getSnapshot().context.referenceError).toBeNull();
    actor.send({ type: 'report' });
    expect(actor.getSnapshot().context.referenceError?.key).toBe('referenceInvalid');
    expect(actor.getSnapshot().context.referenceNo).toBe('ab-1');
    expect(sent).toEqual([]);
  });

  it('sends the id with the report, then stops counting: the payment team has it', async () => {
    const { actor, clock, sent, shown } = start();
    actor.send({ type: 'reference.change', value: ' 8N7A2KQ4LM ' });
    actor.send({ type: 'report' });
    await waitFor(actor, (s) => s.matches({ payment: 'reported' }));
    expect(sent).toEqual([{ depositId: 'D0000042', referenceNo: '8N7A2KQ4LM' }]);
    expect(shown).toEqual([placed]);
    seconds(clock, 1);
    expect(actor.getSnapshot().matches({ window: 'stopped' })).toBe(true);
    const left = actor.getSnapshot().context.secondsLeft;
    seconds(clock, 5);
    expect(actor.getSnapshot().context.secondsLeft).toBe(left);
  });

  it('lets a transfer noted by its reference be reported without an id', async () => {
    const { actor, sent } = start({ referenceRequired: false });
    actor.send({ type: 'report' });
    await waitFor(actor, (s) => s.matches({ payment: 'reported' }));
    expect(sent).toEqual([{ depositId: 'D0000042', referenceNo: '' }]);
  });

  it('comes back to the form with what was typed when the report fails, and may send again', async () => {
    const { actor, sent } = start({}, true);
    actor.send({ type: 'reference.change', value: '8N7A2KQ4LM' });
    actor.send({ type: 'report' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
    expect(actor.getSnapshot().context.referenceNo).toBe('8N7A2KQ4LM');
    actor.send({ type: 'report' });
    await waitFor(actor, () => sent.length === 2);
  });

  it('opens as reported when the player had already said so', () => {
    const { actor } = start({ reported: true });
    expect(actor.getSnapshot().matches({ payment: 'reported' })).toBe(true);
  });

  it('reads the clock at each tick, so time spent in a throttled background tab is not lost', () => {
    const { actor, clock } = start();
    clock.set(START + 80_000);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(9);
  });

  it('opens with the time up when the window had closed', () => {
    const { actor } = start({ expireTime: inSeconds(0) });
    expect(actor.getSnapshot().value).toEqual({ window: 'closed', payment: 'timeUp' });
  });
});
