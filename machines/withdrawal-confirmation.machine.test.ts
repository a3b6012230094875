import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PaymentOrder } from '../src/api/contracts/payments';
import { ApiError } from '../src/api/errors';
import { withdrawalConfirmationMachine, type ConfirmationAnswer } from './withdrawal-confirmation.machine';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/png', size = 1_000) => ({
  name,
  type,
  size,
  file: new Blob(['x']),
});

const answeredOrder = (status: 'received' | 'notReceived'): PaymentOrder => ({
  orderId: 'W0000042',
  kind: 'withdrawal',
  channelId: 'wd-bkash',
  channelName: 'bKash',
  amount: 1_000,
  status: 'approved',
  createdAt: '2026-11-22T12:00:00.000Z',
  settledAt: '2026-11-22T12:00:10.000Z',
  rejectReason: null,
  address: null,
  bankAccount: null,
  confirmation: {
    status,
    deadline: '2026-11-22T12:30:10.000Z',
    proofCount: 0,
    remark: null,
    answeredAt: '2026-11-22T12:01:00.000Z',
  },
  payTo: null,
});

function start() {
  const sends: Array<{
    input: ConfirmationAnswer;
    resolve: (o: PaymentOrder) => void;
    reject: (e: unknown) => void;
  }> = [];
  const answered: PaymentOrder[] = [];
  const actor = createActor(
    withdrawalConfirmationMachine.provide({
      actors: {
        answer: fromPromise<PaymentOrder, ConfirmationAnswer>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: { answered: (_, params) => answered.push(params.order) },
    }),
    { input: { orderId: 'W0000042', amount: 1_000 } },
  ).start();
  return { actor, sends, answered };
}

const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot();

describe('withdrawalConfirmationMachine (SPEC 4.11)', () => {
  it('sends Received at once and tells the app', async () => {
    const { actor, sends, answered } = start();
    expect(state(actor).value).toBe('choosing');
    actor.send({ type: 'answer.received' });
    expect(state(actor).value).toBe('sendingReceived');
    expect(sends[0]!.input).toEqual({ orderId: 'W0000042', answer: 'received' });
    // A second click while sending sends nothing more.
    actor.send({ type: 'answer.received' });
    expect(sends).toHaveLength(1);
    sends[0]!.resolve(answeredOrder('received'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(answered).toEqual([answeredOrder('received')]);
  });

  it('returns to the choice with the failure when Received cannot be sent', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'answer.received' });
    sends[0]!.reject(new ApiError('rejected', 'confirmWithdrawal', { serverMessage: 'closed' }));
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(state(actor).context.failure).toEqual({ kind: 'rejected', serverMessage: 'closed' });
    actor.send({ type: 'failure.dismiss' });
    expect(state(actor).context.failure).toBeNull();
  });

  it('SPEC 9 uploaded-images: a png or jpg of 5 MB is taken, one byte more is refused', () => {
    const { actor } = start();
    actor.send({ type: 'answer.notReceived' });
    actor.send({ type: 'proofs.add', files: [file('five.jpg', 'image/jpeg', 5 * 1024 * 1024)] });
    expect(state(actor).context).toMatchObject({ proofError: null, proofs: [{ name: 'five.jpg' }] });
    actor.send({ type: 'proofs.add', files: [file('over.png', 'image/png', 5 * 1024 * 1024 + 1)] });
    expect(state(actor).context.proofError).toBe('proofRules');
    expect(state(actor).context.proofs.map((p) => p.name)).toEqual(['five.jpg']);
  });

  it('SPEC 9 uploaded-images: keeps accepted proofs and refuses a 4th, a 6 MB file and a gif, each with the rules message', () => {
    const { actor } = start();
    actor.send({ type: 'answer.notReceived' });
    expect(state(actor).value).toBe('disputeForm');
    actor.send({ type: 'proofs.add', files: [file('1.png'), file('2.jpg', 'image/jpeg'), file('3.png')] });
    expect(state(actor).context.proofs.map((p) => p.name)).toEqual(['1.png', '2.jpg', '3.png']);
    expect(state(actor).context.proofError).toBeNull();
    actor.send({ type: 'proofs.add', files: [file('4.png')] });
    expect(state(actor).context.proofs).toHaveLength(3);
    expect(state(actor).context.proofError).toBe('proofRules');

    actor.send({ type: 'proof.remove', id: state(actor).context.proofs[2]!.id });
    expect(state(actor).context).toMatchObject({ proofError: null });
    expect(state(actor).context.proofs.map((p) => p.name)).toEqual(['1.png', '2.jpg']);
    actor.send({ type: 'proofs.add', files: [file('big.png', 'image/png', 6 * MB)] });
    expect(state(actor).context.proofError).toBe('proofRules');
    actor.send({ type: 'proofs.add', files: [file('anim.gif', 'image/gif')] });
    expect(state(actor).context.proofError).toBe('proofRules');
    expect(state(actor).context.proofs.map((p) => p.name)).toEqual(['1.png', '2.jpg']);
    // Ids stay unique after a removal.
    actor.send({ type: 'proofs.add', files: [file('5.png')] });
    const ids = state(actor).context.proofs.map((p) => p.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('needs a proof and a remark within 140 characters before sending', () => {
    const { actor, sends } = start();
    actor.send({ type: 'answer.notReceived' });
    actor.send({ type: 'form.submit' });
    expect(state(actor).context.proofError).toBe('proofRequired');
    expect(sends).toHaveLength(0);
    actor.send({ type: 'proofs.add', files: [file('1.png')] });
    actor.send({ type: 'remark.change', remark: 'x'.repeat(141) });
    // SPEC 9 remark-comment-limit: 141 characters are refused.
    expect(state(actor).context.remarkError).toBe('remarkLimit');
    actor.send({ type: 'form.submit' });
    expect(state(actor).value).toBe('disputeForm');
    expect(sends).toHaveLength(0);
    actor.send({ type: 'remark.change', remark: 'x'.repeat(140) });
    // SPEC 9 remark-comment-limit: 140 are taken.
    expect(state(actor).context.remarkError).toBeNull();
  });

  it('sends Not received with the proofs and the trimmed remark; a failure keeps them all', async () => {
    const { actor, sends, answered } = start();
    actor.send({ type: 'answer.notReceived' });
    actor.send({ type: 'proofs.add', files: [file('1.png'), file('2.png')] });
    actor.send({ type: 'remark.change', remark: '  not in my account  ' });
    actor.send({ type: 'form.submit' });
    expect(state(actor).value).toBe('sendingDispute');
    const input = sends[0]!.input;
    expect(input).toMatchObject({ orderId: 'W0000042', answer: 'notReceived', remark: 'not in my account' });
    expect(input.answer === 'notReceived' && input.proofs.map((p) => p.name)).toEqual(['1.png', '2.png']);
    sends[0]!.reject(new ApiError('network', 'confirmWithdrawal'));
    await waitFor(actor, (s) => s.matches('disputeForm'));
    expect(state(actor).context).toMatchObject({
      remark: '  not in my account  ',
      failure: { kind: 'network' },
    });
    expect(state(actor).context.proofs).toHaveLength(2);
    actor.send({ type: 'form.submit' });
    sends[1]!.resolve(answeredOrder('notReceived'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(answered).toEqual([answeredOrder('notReceived')]);
  });

  // SPEC 4.11 "full payment": the payout arrived only in part.
  it('sends Received in part with the amount that arrived, above 0 and below the payout', async () => {
    const { actor, sends, answered } = start();
    actor.send({ type: 'answer.partlyReceived' });
    expect(state(actor).value).toBe('disputeForm');
    actor.send({ type: 'proofs.add', files: [file('1.png')] });
    for (const typed of ['', '0', '1000', '1,200', '12.345']) {
      actor.send({ type: 'amount.change', amount: typed });
      actor.send({ type: 'form.submit' });
      expect(state(actor).context.amountError, typed).toBe('amountReceivedInvalid');
    }
    expect(sends).toHaveLength(0);
    actor.send({ type: 'amount.change', amount: '৬০০' });
    expect(state(actor).context.amountError).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(sends[0]!.input).toMatchObject({ answer: 'partlyReceived', amountReceived: 600, remark: '' });
    sends[0]!.resolve(answeredOrder('received'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(answered).toHaveLength(1);
  });

  it('does not ask an amount for Not received', () => {
    const { actor, sends } = start();
    actor.send({ type: 'answer.partlyReceived' });
    actor.send({ type: 'form.back' });
    actor.send({ type: 'answer.notReceived' });
    actor.send({ type: 'proofs.add', files: [file('1.png')] });
    actor.send({ type: 'form.submit' });
    expect(sends[0]!.input.answer).toBe('notReceived');
  });

  it('goes back to the choice keeping what was chosen', () => {
    const { actor } = start();
    actor.send({ type: 'answer.notReceived' });
    actor.send({ type: 'proofs.add', files: [file('1.png')] });
    actor.send({ type: 'form.back' });
    expect(state(actor).value).toBe('choosing');
    actor.send({ type: 'answer.notReceived' });
    expect(state(actor).context.proofs).toHaveLength(1);
  });

  it('reaches every state through the graph of its events', () => {
    const done = {
      type: 'xstate.done.actor.0.withdrawalConfirmation.sendingReceived',
      output: answeredOrder('received'),
    };
    const paths = getShortestPaths(withdrawalConfirmationMachine, {
      input: { orderId: 'W1' },
      events: [
        { type: 'answer.received' },
        { type: 'answer.notReceived' },
        { type: 'answer.partlyReceived' },
        { type: 'proofs.add', files: [file('1.png')] },
        { type: 'form.submit' },
        { type: 'form.back' },
        done,
        {
          type: 'xstate.done.actor.0.withdrawalConfirmation.sendingDispute',
          output: answeredOrder('notReceived'),
        },
        {
          type: 'xstate.error.actor.0.withdrawalConfirmation.sendingReceived',
          error: new ApiError('network', 'x'),
        },
        {
          type: 'xstate.error.actor.0.withdrawalConfirmation.sendingDispute',
          error: new ApiError('network', 'x'),
        },
      ] as never,
      // The value and whether a proof is chosen (the submit guard looks at it).
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.proofs.length > 0]),
    });
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual(
      ['choosing', 'done', 'disputeForm', 'sendingDispute', 'sendingReceived'].sort(),
    );
  });
});
