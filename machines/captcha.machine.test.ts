import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../src/api/errors';
import { captchaMachine } from './captcha.machine';

function start(answers: Array<string | Error>) {
  const clock = new SimulatedClock();
  let loads = 0;
  const actor = createActor(
    captchaMachine.provide({
      actors: {
        loadCaptcha: fromPromise(async () => {
          const answer = answers[Math.min(loads, answers.length - 1)]!;
          loads += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, loads: () => loads };
}

describe('captchaMachine', () => {
  it('loads the image when shown', async () => {
    const { actor } = start(['data:image/svg+xml,one']);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.image).toBe('data:image/svg+xml,one');
  });

  it('SPEC 9 captcha-refresh: refreshes at most once a second', async () => {
    const { actor, clock, loads } = start(['a', 'b']);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'captcha.refresh' });
    expect(loads()).toBe(1); // within the first second: ignored
    clock.increment(999);
    actor.send({ type: 'captcha.refresh' });
    expect(loads()).toBe(1);
    clock.increment(1);
    actor.send({ type: 'captcha.refresh' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.image === 'b');
    expect(loads()).toBe(2);
  });

  it('keeps the failure and lets the player try again after the cooldown', async () => {
    const { actor, clock } = start([new ApiError('network', 'captcha'), 'c']);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    clock.increment(1000);
    actor.send({ type: 'captcha.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context).toEqual({ image: 'c', failure: null });
  });
});
