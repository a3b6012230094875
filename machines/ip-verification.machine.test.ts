import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, LoginValue } from '../src/api/contracts/session';
import { ApiError } from '../src/api/errors';
import { ipVerificationMachine, ipVerificationOf } from './ip-verification.machine';

const value: LoginValue = {
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  isDefaultPassword: false,
};
const typed: LoginRequest = { username: 'demo01', password: 'Demo@1234', type: 'username' };
const asks = (method: string, target: string | null, code = 'IP_VERIFICATION_REQUIRED') =>
  new ApiError('rejected', 'login', {
    serverMessage: 'Verification required',
    code,
    value: { method, target },
  });

/** The step over a login call the test answers one by one. */
function start() {
  const sends: Array<{
    request: LoginRequest;
    resolve: (v: LoginValue) => void;
    reject: (e: unknown) => void;
  }> = [];
  const actor = createActor(
    ipVerificationMachine.provide({
      actors: {
        loginUser: fromPromise<LoginValue, LoginRequest>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ request: input, resolve, reject })),
        ),
      },
    }),
    { input: { request: typed, ask: { method: 'mobileCode', target: '017****5678' } } },
  ).start();
  return { actor, sends };
}

describe('ipVerificationMachine', () => {
  it('sends the login again with the trimmed answer, busy meanwhile, and ends logged in', async () => {
    const { actor, sends } = start();
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'ipVerification.submit', answer: ' 123456 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sends[0]!.request).toEqual({
      ...typed,
      ipVerification: { method: 'mobileCode', answer: '123456' },
    });
    sends[0]!.resolve(value);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'loggedIn', value });
  });

  it('keeps the step after a wrong answer, with the refusal until dismissed or answered again', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'ipVerification.submit', answer: '000000' });
    sends[0]!.reject(
      new ApiError('rejected', 'login', { serverMessage: 'Wrong code', code: 'INVALID_CODE' }),
    );
    await waitFor(actor, (s) => s.matches('asking') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'INVALID_CODE' });
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'ipVerification.submit', answer: '123456' });
    sends[1]!.resolve(value);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sends).toHaveLength(2);
  });

  it('takes a new ask from the platform in place of the old one', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'ipVerification.submit', answer: '123456' });
    sends[0]!.reject(asks('emailCode', 'd***@site', 'login_verify_required'));
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context).toMatchObject({
      ask: { method: 'emailCode', target: 'd***@site' },
      failure: null,
    });
  });

  it('gives up on cancel, without another call', () => {
    const { actor, sends } = start();
    actor.send({ type: 'ipVerification.cancel' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    expect(sends).toEqual([]);
  });
});

describe('ipVerificationOf', () => {
  it('reads an ask that names a method, under our code or the platform’s, and nothing else', () => {
    expect(ipVerificationOf(asks('bankAccountName', null))).toEqual({
      method: 'bankAccountName',
      target: null,
    });
    expect(ipVerificationOf(asks('carrier pigeon', null))).toBeNull();
    expect(ipVerificationOf(new ApiError('rejected', 'login', { code: 'login_verify_required' }))).toBeNull();
    expect(ipVerificationOf(new Error('offline'))).toBeNull();
  });
});
