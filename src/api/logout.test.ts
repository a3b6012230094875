// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGOUT_RETRY_DELAYS_MS, logoutUser } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers each logout with the next status; records the token each one carried. */
function platform(statuses: number[]) {
  const tokens: Array<string | null> = [];
  server.use(
    http.delete('*/wps/session/logout', ({ request }) => {
      tokens.push(request.headers.get('Authorization'));
      const status = statuses.shift() ?? 200;
      return status === 200
        ? HttpResponse.json({ success: true, value: null })
        : HttpResponse.json({ success: false, errorCode: 'x' }, { status });
    }),
  );
  return tokens;
}

/** A stand-in for the waits between retries: resolves at once, noting how long it was asked to wait. */
function clock() {
  const waits: number[] = [];
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  return {
    waits,
    done,
    wait: (ms: number) => {
      waits.push(ms);
      if (waits.length === LOGOUT_RETRY_DELAYS_MS.length) queueMicrotask(settle);
      return Promise.resolve();
    },
  };
}

describe('logout (a failed logout is asked again)', () => {
  it('ends the session on the platform with the token it was opened with', async () => {
    const tokens = platform([200]);
    await expect(logoutUser('tok-1')).resolves.toBeNull();
    expect(tokens).toEqual(['tok-1']);
  });

  it('asks again in the background after a failure, with the same token, until the platform answers', async () => {
    const tokens = platform([503, 500, 200]);
    const { wait, waits } = clock();
    await expect(logoutUser('tok-2', wait)).rejects.toMatchObject({ kind: 'server' });
    await expect.poll(() => tokens.length).toBe(3);
    expect(tokens).toEqual(['tok-2', 'tok-2', 'tok-2']);
    expect(waits).toEqual(LOGOUT_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('gives up after the last delay, and never retries a logout the platform refused', async () => {
    const failing = platform([500, 500, 500, 500, 500]);
    const slow = clock();
    await expect(logoutUser('tok-3', slow.wait)).rejects.toBeTruthy();
    await slow.done;
    await expect.poll(() => failing.length).toBe(1 + LOGOUT_RETRY_DELAYS_MS.length);

    const refused = platform([401]);
    const none = clock();
    await expect(logoutUser('tok-4', none.wait)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(none.waits).toEqual([]);
    expect(refused).toEqual(['tok-4']);
  });
});
