import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { errorCodes } from '../src/api/contracts/call';
import type { SmsCodeValue } from '../src/api/contracts/verification';
import { ApiError } from '../src/api/errors';
import {
  countdownSeconds,
  smsCountdownMachine,
  type SmsProvider,
  type SmsRequest,
} from './sms-countdown.machine';

/** A request whose answer the test releases, so the in-flight state can be observed. */
type Pending = {
  input: SmsRequest;
  resolve: (value: SmsCodeValue) => void;
  reject: (error: unknown) => void;
};

function start(provider: SmsProvider = 'platform') {
  const clock = new SimulatedClock();
  const requests: Pending[] = [];
  const actor = createActor(
    smsCountdownMachine.provide({
      actors: {
        requestCode: fromPromise<SmsCodeValue, SmsRequest>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { provider }, clock },
  ).start();
  return { actor, clock, requests };
}

type Started = ReturnType<typeof start>;
type Phase = 'idle' | 'requesting' | 'counting' | 'failed' | 'locked';

const phase = (actor: Started['actor'], value: Phase) => actor.getSnapshot().matches({ sms: value });
const settle = (actor: Started['actor'], value: Phase) => waitFor(actor, (s) => s.matches({ sms: value }));
const request = (actor: Started['actor'], mobileNum = '01712345678') =>
  actor.send({ type: 'code.request', mobileNum });

/** Moves the simulated clock second by second (each tick schedules the next one from "now"). */
function advanceSeconds(clock: SimulatedClock, seconds: number) {
  for (let i = 0; i < seconds; i += 1) clock.increment(1000);
}

const refusal = (code: string | undefined, serverMessage?: string) =>
  new ApiError('rejected', 'smsCodeNoLogin', { code, serverMessage });

describe('countdownSeconds (SPEC 4.4)', () => {
  it.each([
    ['platform', 2, 120],
    ['platform', 5, 300],
    ['platform', 0.5, 30],
    ['platform', 0, 0],
    ['platform', -1, 0],
    ['platform', Number.NaN, 0],
    ['firebase', 2, 60],
    ['firebase', 10, 60],
  ] as const)('%s with expiredMinutes %d waits %d s', (provider, minutes, seconds) => {
    expect(countdownSeconds(provider, minutes)).toBe(seconds);
  });
});

describe('smsCountdownMachine', () => {
  it('starts idle, ready to send', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ sms: 'idle', throttle: 'ready' });
    expect(actor.getSnapshot().context).toEqual({
      provider: 'platform',
      secondsLeft: 0,
      lockSecondsLeft: 0,
      failure: null,
    });
    expect(actor.getSnapshot().can({ type: 'code.request', mobileNum: '01712345678' })).toBe(true);
  });

  it('sends the number, then counts expiredMinutes × 60 s down to idle (and not before)', async () => {
    const { actor, clock, requests } = start();
    request(actor, '01712345678');
    expect(phase(actor, 'requesting')).toBe(true);
    expect(requests.map((r) => r.input)).toEqual([{ mobileNum: '01712345678' }]);

    requests[0]!.resolve({ expiredMinutes: 2 });
    await settle(actor, 'counting');
    // SPEC 9 sms-resend-countdown: expiredMinutes x 60 s.
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);

    advanceSeconds(clock, 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(119);
    advanceSeconds(clock, 118);
    expect(phase(actor, 'counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(999);
    expect(phase(actor, 'counting')).toBe(true);

    clock.increment(1);
    expect(phase(actor, 'idle')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);

    // Resending is allowed again.
    request(actor);
    expect(phase(actor, 'requesting')).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('counts 1 minute with the firebase provider, whatever expiredMinutes says', async () => {
    const { actor, clock, requests } = start('firebase');
    request(actor);
    requests[0]!.resolve({ expiredMinutes: 5 });
    await settle(actor, 'counting');
    // SPEC 9 sms-resend-countdown: 1 minute for firebase SMS.
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    advanceSeconds(clock, 59);
    expect(phase(actor, 'counting')).toBe(true);
    advanceSeconds(clock, 1);
    expect(phase(actor, 'idle')).toBe(true);
  });

  it('goes straight back to idle when the server gives no countdown', async () => {
    const { actor, requests } = start();
    request(actor);
    requests[0]!.resolve({ expiredMinutes: 0 });
    await settle(actor, 'idle');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('ignores requests while requesting and while counting', async () => {
    const { actor, clock, requests } = start();
    request(actor);
    clock.increment(1500); // past the throttle window: only the state blocks it
    expect(actor.getSnapshot().can({ type: 'code.request', mobileNum: '01712345678' })).toBe(false);
    request(actor);
    expect(requests).toHaveLength(1);

    requests[0]!.resolve({ expiredMinutes: 1 });
    await settle(actor, 'counting');
    request(actor);
    advanceSeconds(clock, 30);
    request(actor);
    expect(requests).toHaveLength(1);
    expect(phase(actor, 'counting')).toBe(true);
  });

  it('keeps the server message and code of a refusal until the warning is dismissed', async () => {
    const { actor, requests } = start();
    request(actor);
    requests[0]!.reject(refusal(errorCodes.invalidPhone, 'Invalid phone number format'));
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      serverMessage: 'Invalid phone number format',
      code: 'INVALID_PHONE',
    });
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);

    actor.send({ type: 'warning.dismiss' });
    expect(phase(actor, 'idle')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps the failure kind when no answer came back', async () => {
    const { actor, requests } = start();
    request(actor);
    requests[0]!.reject(new ApiError('timeout', 'smsCodeNoLogin'));
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
  });

  it('allows a new request from failed, which clears the old failure', async () => {
    const { actor, clock, requests } = start();
    request(actor);
    requests[0]!.reject(refusal(undefined, 'Busy'));
    await settle(actor, 'failed');
    clock.increment(1000);
    request(actor, '01812345678');
    expect(phase(actor, 'requesting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requests[1]!.input).toEqual({ mobileNum: '01812345678' });
    requests[1]!.resolve({ expiredMinutes: 1 });
    await settle(actor, 'counting');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('locks for exactly 5 minutes on too many requests, ignoring requests meanwhile', async () => {
    const { actor, clock, requests } = start();
    request(actor);
    requests[0]!.reject(refusal(errorCodes.tooManyRequests, 'Too many requests'));
    await settle(actor, 'locked');
    expect(actor.getSnapshot().context).toMatchObject({
      lockSecondsLeft: 300,
      failure: { kind: 'rejected', serverMessage: 'Too many requests', code: 'TOO_MANY_REQUESTS' },
    });

    advanceSeconds(clock, 2);
    request(actor);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.lockSecondsLeft).toBe(298);

    // Dismissing the warning keeps the lock.
    actor.send({ type: 'warning.dismiss' });
    expect(phase(actor, 'locked')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();

    advanceSeconds(clock, 297);
    expect(phase(actor, 'locked')).toBe(true);
    expect(actor.getSnapshot().context.lockSecondsLeft).toBe(1);
    request(actor);
    expect(requests).toHaveLength(1);
    clock.increment(999);
    expect(phase(actor, 'locked')).toBe(true);

    clock.increment(1); // 300 s after the refusal
    // SPEC 9 too-many-requests-lock: the lock ends at 5 minutes, not before.
    expect(phase(actor, 'idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ lockSecondsLeft: 0, failure: null });
    request(actor);
    expect(requests).toHaveLength(2);
  });

  it('ignores a second request within 1 s of the previous one (SPEC 9 login-sms-button-throttle)', async () => {
    const { actor, clock, requests } = start();
    request(actor);
    requests[0]!.reject(new ApiError('network', 'smsCodeNoLogin'));
    await settle(actor, 'failed');
    expect(actor.getSnapshot().value).toEqual({ sms: 'failed', throttle: 'coolingDown' });

    request(actor);
    clock.increment(999);
    request(actor);
    actor.send({ type: 'warning.dismiss' }); // closing the dialog does not reopen the window early
    request(actor);
    expect(requests).toHaveLength(1);
    expect(phase(actor, 'idle')).toBe(true);

    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ sms: 'idle', throttle: 'ready' });
    request(actor);
    expect(requests).toHaveLength(2);
  });

  it('counts the throttle from the previous request, not from its answer', async () => {
    const { actor, clock, requests } = start();
    request(actor);
    clock.increment(1500);
    requests[0]!.reject(refusal(errorCodes.quotaExceeded));
    await settle(actor, 'failed');
    request(actor);
    expect(requests).toHaveLength(2);
  });

  it('reaches every state through the graph of its events', () => {
    const done = (expiredMinutes: number) =>
      ({ type: 'xstate.done.actor.requestCode', output: { expiredMinutes } }) as const;
    const error = (e: ApiError) => ({ type: 'xstate.error.actor.requestCode', error: e }) as const;
    const after = (delay: string, id: string) => ({ type: `xstate.after.${delay}.smsCountdown.${id}` });
    const paths = getShortestPaths(smsCountdownMachine, {
      input: { provider: 'platform' },
      events: [
        { type: 'code.request', mobileNum: '01712345678' },
        { type: 'warning.dismiss' },
        done(0),
        done(1),
        error(new ApiError('network', 'smsCodeNoLogin')),
        error(refusal(errorCodes.tooManyRequests)),
        after('tick', 'sms.counting'),
        after('lockout', 'sms.locked'),
        after('tick', 'sms.locked.ticking'),
        after('throttle', 'throttle.coolingDown'),
      ] as never,
      // Reachability of each state value; the seconds left would only multiply the nodes.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const sms = new Set(paths.map((path) => JSON.stringify((path.state.value as { sms: unknown }).sms)));
    expect([...sms].sort()).toEqual(
      ['"counting"', '"failed"', '"idle"', '"requesting"', '{"locked":"ticking"}'].sort(),
    );
    for (const value of [
      { sms: 'idle', throttle: 'ready' },
      { sms: 'idle', throttle: 'coolingDown' },
      { sms: 'requesting', throttle: 'coolingDown' },
      { sms: 'requesting', throttle: 'ready' },
      { sms: 'counting', throttle: 'ready' },
      { sms: 'failed', throttle: 'coolingDown' },
      { sms: 'failed', throttle: 'ready' },
      { sms: { locked: 'ticking' }, throttle: 'ready' },
    ]) {
      expect(reached, JSON.stringify(value)).toContain(JSON.stringify(value));
    }
  });
});
