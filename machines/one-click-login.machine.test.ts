import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { OneClickLoginRequest, OneClickProvider } from '../src/api/contracts/session';
import { ApiError } from '../src/api/errors';
import { OneClickError } from '../src/lib/one-click';
import { oneClickLoginMachine } from './one-click-login.machine';

function run(
  script: {
    window?: () => Promise<{ idToken: string }>;
    exchange?: () => Promise<{ token: string; firstTimeLogin: boolean }>;
  },
  provider: OneClickProvider = 'google',
) {
  const exchanged: OneClickLoginRequest[] = [];
  const actor = createActor(
    oneClickLoginMachine.provide({
      actors: {
        openWindow: fromPromise(async () => (script.window ? script.window() : { idToken: 'id-1' })),
        exchangeToken: fromPromise<{ token: string; firstTimeLogin: boolean }, OneClickLoginRequest>(
          async ({ input }) => {
            exchanged.push(input);
            return script.exchange ? script.exchange() : { token: 'tok', firstTimeLogin: false };
          },
        ),
      },
    }),
    { input: { provider } },
  ).start();
  return { output: toPromise(actor), exchanged };
}

describe('oneClickLoginMachine', () => {
  it("exchanges the provider window's identity for the platform's session", async () => {
    const { output, exchanged } = run(
      { exchange: async () => ({ token: 'tg-tok', firstTimeLogin: true }) },
      'telegram',
    );
    expect(await output).toEqual({ kind: 'signedIn', token: 'tg-tok', firstTimeLogin: true });
    expect(exchanged).toEqual([{ provider: 'telegram', idToken: 'id-1' }]);
  });

  it.each(['popupBlocked', 'popupClosed'] as const)(
    'a window that failed (%s) is a refusal with that reason, and nothing is exchanged',
    async (reason) => {
      const { output, exchanged } = run({ window: () => Promise.reject(new OneClickError(reason)) });
      expect(await output).toEqual({ kind: 'failed', refusal: reason, failure: null });
      expect(exchanged).toEqual([]);
    },
  );

  it('an exchange the platform refuses keeps its message', async () => {
    const { output } = run({
      exchange: () =>
        Promise.reject(new ApiError('rejected', 'oneClickLogin', { serverMessage: 'No account' })),
    });
    expect(await output).toMatchObject({
      kind: 'failed',
      refusal: null,
      failure: { kind: 'rejected', serverMessage: 'No account' },
    });
  });
});
