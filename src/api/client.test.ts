// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockCall, refuse, reject } from '../../mocks/handlers/respond';
import { createApiClient } from './client';
import { defineCall } from './contracts/call';
import { ApiError } from './errors';

const base = 'http://api.test/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const greeting = defineCall<{ name: string }, { text: string }>({
  name: 'greeting',
  method: 'GET',
  path: 'wps/test/greeting',
  auth: true,
  value: v.object({ text: v.string() }),
});
const secret = defineCall<{ username: string; password: string }, { echoed: string }>({
  name: 'secret',
  method: 'POST',
  path: 'wps/test/secret',
  encrypted: true,
  value: v.object({ echoed: v.string() }),
});
const payment = defineCall<{ amount: number }, null>({
  name: 'payment',
  method: 'PUT',
  path: 'wps/test/payment',
  value: v.null(),
});

const wager = defineCall<{ amount: number }, { ok: boolean }>({
  name: 'wager',
  method: 'POST',
  path: 'wps/test/wager',
  money: true,
  value: v.object({ ok: v.boolean() }),
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ prefixUrl: base, timeoutMs: 2_000, getToken: () => 'tok-1', ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the envelope value, sending the query and the token header', async () => {
    server.use(mockCall(greeting, ({ payload, token }) => ({ text: `hello ${payload.name} (${token})` })));
    await expect(client().request(greeting, { name: 'Rahim' })).resolves.toEqual({
      text: 'hello Rahim (tok-1)',
    });
  });

  it('sends no token header on a call that does not need one', async () => {
    const seen = vi.fn<(token: string | null) => void>();
    server.use(
      mockCall(secret, ({ token, payload }) => {
        seen(token);
        return { echoed: payload.username };
      }),
    );
    await client().request(secret, { username: 'demo01', password: 'x' });
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('encrypts an encrypted body, and the mock world reads it back', async () => {
    let raw = '';
    server.use(
      http.post(`${base}wps/test/secret`, async ({ request }) => {
        raw = await request.clone().text();
        return undefined; // fall through to the contract handler
      }),
      mockCall(secret, ({ payload, request }) => ({
        echoed: `${payload.username}:${payload.password}:${request.headers.get('Encryption')}`,
      })),
    );
    await expect(client().request(secret, { username: 'demo01', password: 'Demo@1234' })).resolves.toEqual({
      echoed: 'demo01:Demo@1234:AES',
    });
    expect(raw).not.toContain('Demo@1234');
    expect(JSON.parse(raw)).toHaveProperty('data');
  });

  it('turns success: false into a rejection carrying the server message', async () => {
    server.use(mockCall(greeting, () => reject('Username/Email does not exist')));
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe('Username/Email does not exist');
  });

  it("sends the player's language, and a localised platform answers its refusals in it", async () => {
    server.use(
      mockCall(greeting, ({ request }) =>
        reject(request.headers.get('Accept-Language') === 'bn' ? 'ইউজারনেম বা পাসওয়ার্ড ভুল' : 'Incorrect'),
      ),
    );
    const error = await failure(client({ getLanguage: () => 'bn' }).request(greeting, { name: 'x' }));
    expect(error.serverMessage).toBe('ইউজারনেম বা পাসওয়ার্ড ভুল');
  });

  it("keeps a refusal's code and value, so the caller can act on them (SPEC 8: value.captcha)", async () => {
    server.use(
      mockCall(greeting, () => refuse('Please enter the captcha', 'INVALID_CAPTCHA', { captcha: true })),
    );
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error).toMatchObject({ kind: 'rejected', code: 'INVALID_CAPTCHA', value: { captcha: true } });
  });

  it('maps an HTTP 500 to a server failure', async () => {
    server.use(http.get(`${base}wps/test/greeting`, () => new HttpResponse('boom', { status: 500 })));
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error).toMatchObject({ kind: 'server', status: 500, call: 'greeting' });
  });

  it('maps a dropped connection to a network failure', async () => {
    server.use(http.get(`${base}wps/test/greeting`, () => HttpResponse.error()));
    expect((await failure(client().request(greeting, { name: 'x' }))).kind).toBe('network');
  });

  it('maps no answer in time to a timeout', async () => {
    server.use(
      http.get(`${base}wps/test/greeting`, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, value: { text: 'late' } });
      }),
    );
    expect((await failure(client({ timeoutMs: 100 }).request(greeting, { name: 'x' }))).kind).toBe('timeout');
  });

  it('maps a body that is not JSON, or not the contract, to malformed', async () => {
    server.use(http.get(`${base}wps/test/greeting`, () => new HttpResponse('<html>', { status: 200 })));
    expect((await failure(client().request(greeting, { name: 'x' }))).kind).toBe('malformed');
    server.use(
      http.get(`${base}wps/test/greeting`, () => HttpResponse.json({ success: true, value: { text: 42 } })),
    );
    expect((await failure(client().request(greeting, { name: 'x' }))).kind).toBe('malformed');
    server.use(http.get(`${base}wps/test/greeting`, () => HttpResponse.json({ ok: true })));
    expect((await failure(client().request(greeting, { name: 'x' }))).kind).toBe('malformed');
  });

  it('ends the session on a 401 from any call', async () => {
    const onUnauthorized = vi.fn<(call: string, sentToken: string | null) => void>();
    server.use(http.get(`${base}wps/test/greeting`, () => new HttpResponse(null, { status: 401 })));
    const error = await failure(client({ onUnauthorized }).request(greeting, { name: 'x' }));
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledWith('greeting', 'tok-1');
  });

  it('retries a read once after a gateway error', async () => {
    let calls = 0;
    server.use(
      http.get(`${base}wps/test/greeting`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ success: true, value: { text: 'second try' } });
      }),
    );
    await expect(client().request(greeting, { name: 'x' })).resolves.toEqual({ text: 'second try' });
    expect(calls).toBe(2);
  });

  it('never sends a write twice, whatever the failure', async () => {
    let calls = 0;
    server.use(
      http.put(`${base}wps/test/payment`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    expect((await failure(client().request(payment, { amount: 100 }))).kind).toBe('server');
    expect(calls).toBe(1);
  });

  it('sends a money call with its idempotency key, and refuses to send one without a key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      mockCall(wager, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return { ok: true };
      }),
    );
    await expect(client().request(wager, { amount: 5 }, { idempotencyKey: 'op-1' })).resolves.toEqual({
      ok: true,
    });
    await expect(client().request(wager, { amount: 5 })).rejects.toThrow(/idempotency key/);
    expect(keys).toEqual(['op-1']);
  });

  it('never retries a money call, even on a 503', async () => {
    let sent = 0;
    server.use(
      http.post(`${base}wps/test/wager`, () => {
        sent += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const error = await failure(client().request(wager, { amount: 5 }, { idempotencyKey: 'op-2' }));
    expect(error.kind).toBe('server');
    expect(sent).toBe(1);
  });
});
