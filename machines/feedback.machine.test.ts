import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FeedbackRequest } from '../src/api/contracts/support';
import { ApiError } from '../src/api/errors';
import { feedbackMachine } from './feedback.machine';

type Pending = { input: FeedbackRequest; resolve: () => void; reject: (error: unknown) => void };

function start(sender = 'demo01') {
  const sent: Pending[] = [];
  let captchaRefreshes = 0;
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise<null, FeedbackRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => sent.push({ input, resolve: () => resolve(null), reject })),
        ),
      },
      actions: { captchaRefused: () => void (captchaRefreshes += 1) },
    }),
    { input: { sender } },
  ).start();
  return { actor, sent, refreshes: () => captchaRefreshes };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, values: { type?: string; content?: string; captcha?: string }) => {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'field.change', field: field as 'type' | 'content' | 'captcha', value });
};
// 20 characters in 3 words: the shortest description both bounds take.
const twenty = 'Deposit not credited';

describe('feedbackMachine', () => {
  it('lists the empty fields in one problem and sends nothing', () => {
    const { actor, sent } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'empty',
      fields: ['type', 'content', 'captcha'],
    });
    fill(actor, { type: '2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'empty', fields: ['content', 'captcha'] });
    expect(sent).toHaveLength(0);
  });

  it('refuses 19 characters with the length problem, keeping the values; 20 are sent', async () => {
    const { actor, sent } = start();
    fill(actor, { type: '1', content: 'Deposit not credit', captcha: '1234' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { kind: 'length' },
      values: { type: '1', content: 'Deposit not credit', captcha: '1234' },
    });
    fill(actor, { content: twenty });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(sent[0]!.input).toEqual({ type: 1, content: twenty, captcha: '1234', sender: 'demo01' });
    actor.send({ type: 'form.submit' }); // a double click sends one call
    expect(sent).toHaveLength(1);
    sent[0]!.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('never holds more than 200 characters (maxlength)', () => {
    const { actor } = start();
    fill(actor, { content: 'y'.repeat(250) });
    expect(actor.getSnapshot().context.values.content).toHaveLength(200);
  });

  it('comes back to editing on a refusal with the values and the failure, and asks for a new captcha', async () => {
    const { actor, sent, refreshes } = start();
    fill(actor, { type: '0', content: twenty, captcha: '9999' });
    actor.send({ type: 'form.submit' });
    sent[0]!.reject(
      new ApiError('rejected', 'feedback', { serverMessage: 'Invalid captcha', code: 'INVALID_CAPTCHA' }),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { kind: 'rejected', serverMessage: 'Invalid captcha', code: 'INVALID_CAPTCHA' },
      values: { type: '0', content: twenty, captcha: '9999' },
    });
    expect(refreshes()).toBe(1);
    fill(actor, { captcha: '1234' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    sent[1]!.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('starts a new, empty feedback after one was sent', async () => {
    const { actor, sent } = start('');
    fill(actor, { type: '4', content: twenty, captcha: '1234' });
    actor.send({ type: 'form.submit' });
    expect(sent[0]!.input.sender).toBe('');
    sent[0]!.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ type: '', content: '', captcha: '' });
  });

  it('reaches every state', () => {
    const machine = feedbackMachine.provide({
      actors: { sendFeedback: fromPromise(async () => null) },
    });
    const reached = getShortestPaths(machine, {
      input: { sender: 'demo01' },
      events: [
        { type: 'field.change', field: 'type', value: '1' },
        { type: 'field.change', field: 'content', value: twenty },
        { type: 'field.change', field: 'captcha', value: '1234' },
        { type: 'form.submit' },
        { type: 'form.again' },
      ],
      toState: (s) => s.matches('submitting'),
    });
    expect(reached.length).toBeGreaterThan(0);
  });
});
