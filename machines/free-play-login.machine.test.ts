import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { ApiError } from '../src/api/errors';
import { freePlayLoginMachine } from './free-play-login.machine';

const run = (startTrial: () => Promise<{ token: string }>) =>
  toPromise(
    createActor(freePlayLoginMachine.provide({ actors: { startTrial: fromPromise(startTrial) } })).start(),
  );

describe('freePlayLoginMachine', () => {
  it("answers the trial account's session, never as a first login", async () => {
    expect(await run(async () => ({ token: 'trial-tok' }))).toEqual({
      kind: 'signedIn',
      token: 'trial-tok',
      firstTimeLogin: false,
    });
  });

  it("a failed call is the call's failure, not a refusal", async () => {
    expect(await run(() => Promise.reject(new ApiError('network', 'freePlay')))).toEqual({
      kind: 'failed',
      refusal: null,
      failure: { kind: 'network' },
    });
  });
});
