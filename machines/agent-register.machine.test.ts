import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RegisterDownlineRequest, RegisterDownlineValue } from '../src/api/contracts/agent-team';
import { ApiError } from '../src/api/errors';
import { agentRegisterMachine, refusedField } from './agent-register.machine';

const request: RegisterDownlineRequest = {
  username: 'kid01',
  password: 'Kid@1234',
  confirmPassword: 'Kid@1234',
  accountType: 'member',
};
const opened: RegisterDownlineValue = { account: 'kid01', type: 0, agent: false };

function start() {
  const sends: Array<{
    request: RegisterDownlineRequest;
    resolve: (v: RegisterDownlineValue) => void;
    reject: (e: unknown) => void;
  }> = [];
  const registered: RegisterDownlineValue[] = [];
  const actor = createActor(
    agentRegisterMachine.provide({
      actors: {
        registerDownline: fromPromise<RegisterDownlineValue, RegisterDownlineRequest>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ request: input, resolve, reject })),
        ),
      },
      actions: { registered: (_, params) => registered.push(params.result) },
    }),
  ).start();
  return { actor, sends, registered };
}

const refusal = (code: string, value: unknown) =>
  new ApiError('rejected', 'agentRegisterDownline', {
    serverMessage: 'Username already exists',
    code,
    value,
  });

describe('agentRegisterMachine', () => {
  it('sends once, then tells the view the account opened (the view clears the form only then)', async () => {
    const { actor, sends, registered } = start();
    actor.send({ type: 'form.submit', request });
    actor.send({ type: 'form.submit', request });
    expect(sends).toHaveLength(1);
    sends[0]!.resolve(opened);
    await waitFor(actor, (s) => s.matches('registered'));
    expect(registered).toEqual([opened]);
    expect(actor.getSnapshot().context.registered).toEqual(opened);
  });

  it('a refusal naming a field is kept for that field, not as the banner', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'form.submit', request });
    sends[0]!.reject(refusal('ACCOUNT_TAKEN', { field: 'username' }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: null,
      fieldFailure: {
        field: 'username',
        failure: { kind: 'rejected', serverMessage: 'Username already exists' },
      },
    });
    // The next submit clears it.
    actor.send({ type: 'form.submit', request });
    expect(actor.getSnapshot().context.fieldFailure).toBeNull();
  });

  it('any other failure is the form banner; dismissing clears it', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'form.submit', request });
    sends[0]!.reject(new ApiError('network', 'agentRegisterDownline'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: { kind: 'network' }, fieldFailure: null });
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('opens another account after one opened', async () => {
    const { actor, sends, registered } = start();
    actor.send({ type: 'form.submit', request });
    sends[0]!.resolve(opened);
    await waitFor(actor, (s) => s.matches('registered'));
    actor.send({ type: 'form.submit', request: { ...request, username: 'kid02' } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.registered).toBeNull();
    sends[1]!.resolve({ ...opened, account: 'kid02' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(registered.map((r) => r.account)).toEqual(['kid01', 'kid02']);
  });

  it('reads the field only from a field refusal', () => {
    expect(refusedField(refusal('INVALID_FIELD', { field: 'email' }))).toBe('email');
    expect(refusedField(refusal('INVALID_FIELD', { field: 'captcha' }))).toBeNull();
    expect(refusedField(refusal('NOT_AGENT', { field: 'email' }))).toBeNull();
    expect(refusedField(new Error('x'))).toBeNull();
  });

  it('every state is reachable (xstate/graph)', () => {
    const paths = getShortestPaths(agentRegisterMachine, {
      events: [{ type: 'form.submit', request }, { type: 'failure.dismiss' }],
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toContain('"editing"');
    expect(reached).toContain('"submitting"');
  });
});
