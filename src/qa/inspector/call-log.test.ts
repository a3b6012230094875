import { afterEach, describe, expect, it } from 'vitest';
import { installCallObserver, withCallObserver } from '../../api/call-observer';
import type { ApiClient } from '../../api/client';
import { pointsBalanceCall } from '../../api/contracts/points';
import { loginCall } from '../../api/contracts/session';
import { ApiError } from '../../api/errors';
import { createCallLog } from './call-log';

/** A client whose answers the test gives, one call at a time, on a clock the test moves. */
function setup(limit?: number) {
  let time = 0;
  const log = createCallLog({ now: () => time, ...(limit ? { limit } : {}) });
  installCallObserver(log.observe);
  const answers: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const client: ApiClient = {
    request: () =>
      new Promise((resolve, reject) => answers.push({ resolve, reject } as (typeof answers)[number])),
  };
  return { api: withCallObserver(client), log, answers, advance: (ms: number) => (time += ms) };
}

afterEach(() => installCallObserver(null));

describe('call log', () => {
  it('logs each call as it leaves, and its answer and time when it comes', async () => {
    const { api, log, answers, advance } = setup();
    advance(100);
    const balance = api.request(pointsBalanceCall, undefined);
    expect(log.calls()).toEqual([
      { key: 1, call: 'pointsBalance', method: 'GET', startedAt: 100, durationMs: null, outcome: null },
    ]);
    advance(250);
    answers[0]!.resolve({ points: 10 });
    await expect(balance).resolves.toEqual({ points: 10 });
    expect(log.calls()[0]).toMatchObject({ durationMs: 250, outcome: { ok: true } });
  });

  it("keeps a failure's kind, HTTP status and platform code, and still fails the caller", async () => {
    const { api, log, answers, advance } = setup();
    const login = api.request(loginCall, {
      username: 'demo01',
      password: 'Demo@1234',
      type: 'username',
    } as never);
    const status = api.request(pointsBalanceCall, undefined);
    const aborted = api.request(pointsBalanceCall, undefined);
    advance(40);
    const refusal = new ApiError('unauthorized', 'login', { status: 401, code: 'login.not.session' });
    answers[0]!.reject(refusal);
    answers[1]!.reject(new ApiError('timeout', 'pointsBalance'));
    answers[2]!.reject(new DOMException('stopped', 'AbortError'));
    await expect(login).rejects.toBe(refusal);
    await expect(status).rejects.toThrow(ApiError);
    await expect(aborted).rejects.toThrow('stopped');
    expect(log.calls().map(({ call, durationMs, outcome }) => ({ call, durationMs, outcome }))).toEqual([
      {
        call: 'login',
        durationMs: 40,
        outcome: { ok: false, kind: 'unauthorized', status: 401, code: 'login.not.session' },
      },
      { call: 'pointsBalance', durationMs: 40, outcome: { ok: false, kind: 'timeout' } },
      { call: 'pointsBalance', durationMs: 40, outcome: { ok: false, kind: 'aborted' } },
    ]);
    // What was sent is not logged at all: nothing of the password to mask.
    expect(JSON.stringify(log.calls())).not.toContain('Demo@1234');
  });

  it('keeps the last calls only, one still waiting among them', async () => {
    const { api, log, answers } = setup(3);
    const calls = Array.from({ length: 5 }, () => api.request(pointsBalanceCall, undefined));
    answers.slice(0, 4).forEach((answer) => answer.resolve(null));
    await Promise.all(calls.slice(0, 4));
    expect(log.calls().map((record) => [record.key, record.outcome])).toEqual([
      [3, { ok: true }],
      [4, { ok: true }],
      [5, null],
    ]);
  });

  it('passes calls through untouched when no log is installed', async () => {
    const { api, log, answers } = setup();
    installCallObserver(null);
    const balance = api.request(pointsBalanceCall, undefined);
    answers[0]!.resolve(7);
    await expect(balance).resolves.toBe(7);
    expect(log.calls()).toEqual([]);
  });
});
