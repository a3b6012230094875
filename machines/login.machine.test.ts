import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { LoginRequest, LoginValue } from '../src/api/contracts/session';
import { ApiError } from '../src/api/errors';
import { loginMachine, type LoginInput } from './login.machine';

const value: LoginValue = {
  token: 'tok',
  firstTimeLogin: false,
  isDefaultPassword: false,
  passwordExpired: false,
};
const request: LoginRequest = { username: 'demo01', password: 'Demo@1234', type: 'username' };

/** One attempt; the calls it made, and its outcome. */
async function attempt(
  input: Partial<LoginInput>,
  calls: { verify?: () => Promise<unknown>; login?: () => Promise<LoginValue> } = {},
) {
  const made: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        verifyHuman: fromPromise(async () => {
          made.push('verifyHuman');
          await calls.verify?.();
          return { provider: 'mock', token: 'human' };
        }),
        loginUser: fromPromise<LoginValue, LoginRequest>(async ({ input: sent }) => {
          made.push(`login:${sent.username}`);
          return calls.login ? calls.login() : value;
        }),
      },
    }),
    { input: { request, verifyHuman: true, ...input } },
  ).start();
  return { outcome: await toPromise(actor), made };
}

describe('login machine (SPEC 4.2: one attempt)', () => {
  it('passes the human verification, then sends the login: its answer is the outcome', async () => {
    const { outcome, made } = await attempt({});
    expect(made).toEqual(['verifyHuman', 'login:demo01']);
    expect(outcome).toEqual({ kind: 'loggedIn', value });
  });

  it('sends the login at once when no verification is due (SMS, an answer to an extra verification)', async () => {
    const { made } = await attempt({ verifyHuman: false });
    expect(made).toEqual(['login:demo01']);
  });

  it('sends nothing when the human verification fails', async () => {
    const { outcome, made } = await attempt({}, { verify: () => Promise.reject(new Error('closed')) });
    expect(made).toEqual(['verifyHuman']);
    expect(outcome).toEqual({ kind: 'unverified' });
  });

  it('hands the platform’s refusal to the session to read', async () => {
    const refusal = new ApiError('rejected', 'login', { serverMessage: 'Wrong password' });
    const { outcome } = await attempt({}, { login: () => Promise.reject(refusal) });
    expect(outcome).toEqual({ kind: 'refused', error: refusal });
  });

  it('reaches every step', () => {
    const paths = getShortestPaths(loginMachine, {
      input: { request, verifyHuman: true },
      events: [
        { type: 'xstate.done.actor.verifyHuman', output: { provider: 'mock', token: 'h' } },
        { type: 'xstate.done.actor.loginUser', output: value },
      ] as never,
    });
    expect(paths.map((path) => JSON.stringify(path.state.value)).sort()).toEqual(
      ['"authenticating"', '"done"', '"verifying"'].sort(),
    );
  });
});
