// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockKeyPair, publicKeyHandler } from '../../mocks/platform-encrypt';
import { mockCall, refuse, reject, Rejection } from '../../mocks/handlers/respond';
import { createApiClient } from './client';
import { defineCall } from './contracts/call';
import { ApiError } from './errors';

const base = 'http://api.test/';
// The mock platform's public key answers every encrypted call's handshake.
const server = setupServer(publicKeyHandler());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
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

const publicFeed = defineCall<{ page: number }, { games: string[] }>({
  name: 'publicFeed',
  method: 'GET',
  path: 'wps/test/feed',
  value: v.object({ games: v.array(v.string()) }),
});
const signIn = defineCall<{ username: string }, { ok: boolean }>({
  name: 'signIn',
  method: 'POST',
  path: 'wps/test/signIn',
  encrypted: true,
  deviceId: true,
  headers: { 'X-Gateway-Version': '3' },
  value: v.object({ ok: v.boolean() }),
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    prefixUrl: base,
    timeoutMs: 2_000,
    getToken: () => 'tok-1',
    merchantCode: 'LUCKY',
    getLanguage: () => 'BN',
    ...overrides,
  });
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
  it('returns the envelope value, sending the query and the token as Authorization', async () => {
    server.use(mockCall(greeting, ({ payload, token }) => ({ text: `hello ${payload.name} (${token})` })));
    await expect(client().request(greeting, { name: 'Rahim' })).resolves.toEqual({
      text: 'hello Rahim (tok-1)',
    });
  });

  it('sends the platform headers on every call: Authorization, one Merchant, Language, Device, time, agent', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${base}wps/test/feed`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ success: true, value: { games: [] } });
      }),
    );
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' });
    const before = Date.now();
    await client().request(publicFeed, { page: 1 });
    vi.unstubAllGlobals();
    const [headers] = seen;
    const sentAt = Number(headers?.get('X-Timestamp'));
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
    expect(atob(headers?.get('X-Real-UA') ?? '')).toBe('Mozilla/5.0 (Linux; Android 14) Mobile');
    expect(headers?.get('Authorization')).toBe('tok-1');
    expect(headers?.get('Merchant')).toBe('LUCKY');
    expect(headers?.get('Language')).toBe('BN');
    expect(headers?.get('Device')).toBe('web');
    expect(headers?.has('token')).toBe(false);
    expect(headers?.has('Accept-Language')).toBe(false);
  });

  it('sends no Authorization header when there is no session', async () => {
    const seen = vi.fn<(token: string | null) => void>();
    server.use(
      mockCall(secret, ({ token, payload }) => {
        seen(token);
        return { echoed: payload.username };
      }),
    );
    await client({ getToken: () => null }).request(secret, { username: 'demo01', password: 'x' });
    expect(seen).toHaveBeenCalledWith(null);
  });

  it("encrypts by the platform's handshake: a fresh key, three headers and a { value } body the world reads back", async () => {
    let raw = '';
    let headers = new Headers();
    const keyAsks: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/key/rsa')) keyAsks.push(new URL(request.url).search);
    });
    server.use(
      http.post(`${base}wps/test/secret`, async ({ request }) => {
        raw = await request.clone().text();
        headers = request.headers;
        return undefined; // fall through to the contract handler
      }),
      mockCall(secret, ({ payload }) => ({ echoed: `${payload.username}:${payload.password}` })),
    );
    await expect(client().request(secret, { username: 'demo01', password: 'Demo@1234' })).resolves.toEqual({
      echoed: 'demo01:Demo@1234',
    });
    expect(raw).not.toContain('Demo@1234');
    const body = JSON.parse(raw) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(headers.get('X-Digest')).toBe(body.value);
    expect(headers.get('Encryption')).toMatch(/^[0-9a-f]{256}$/);
    expect(headers.get('X-RSA')).toBe((await mockKeyPair()).publicHex);
    expect(keyAsks).toEqual([expect.stringMatching(/^\?t=\d+$/)]);
    server.events.removeAllListeners();
  });

  it("adds the device id to login-like bodies, and sends the call's own headers", async () => {
    const bodies: unknown[] = [];
    const versions: Array<string | null> = [];
    server.use(
      mockCall(signIn, ({ payload, request }) => {
        bodies.push(payload);
        versions.push(request.headers.get('X-Gateway-Version'));
        return { ok: true };
      }),
    );
    await client({ getDeviceId: () => 'device-1' }).request(signIn, { username: 'demo01' });
    expect(bodies).toEqual([{ username: 'demo01', loginDeviceId: 'device-1' }]);
    expect(versions).toEqual(['3']);
  });

  it('fails as a network failure when the public key cannot be had, and sends nothing in clear', async () => {
    const sent: string[] = [];
    server.use(
      http.get(`${base}wps/session/key/rsa`, () => HttpResponse.error()),
      http.post(`${base}wps/test/secret`, ({ request }) => void sent.push(request.url)),
    );
    const error = await failure(client().request(secret, { username: 'demo01', password: 'x' }));
    expect(error).toMatchObject({ kind: 'network', call: 'secret' });
    expect(sent).toEqual([]);
  });

  it('refuses to seal under an answer that is not a key (an HTML page): a network failure', async () => {
    server.use(http.get(`${base}wps/session/key/rsa`, () => HttpResponse.text('<html>busy</html>')));
    const error = await failure(client().request(secret, { username: 'demo01', password: 'x' }));
    expect(error).toMatchObject({ kind: 'network', call: 'secret' });
  });

  it('reads an HTTP refusal body: its errorCode and message travel with the error', async () => {
    server.use(
      http.get(`${base}wps/test/greeting`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'function.not.available', message: 'not available' },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'function.not.available',
      serverMessage: 'not available',
    });
  });

  it("reads a numbered platform message as its code: HTTP 500 '#727 system busy'", async () => {
    server.use(mockCall(greeting, () => new Rejection('#727 system busy', 500)));
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error).toMatchObject({ kind: 'server', status: 500, code: '#727' });
  });

  it('drops a stale token on a public call and asks once more as a visitor', async () => {
    const onUnauthorized = vi.fn<(call: string, sentToken: string | null) => void>();
    const sent: Array<string | null> = [];
    server.use(
      http.get(`${base}wps/test/feed`, ({ request }) => {
        const token = request.headers.get('Authorization');
        sent.push(token);
        return token
          ? HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 })
          : HttpResponse.json({ success: true, value: { games: ['lobby'] } });
      }),
    );
    await expect(client({ onUnauthorized }).request(publicFeed, { page: 1 })).resolves.toEqual({
      games: ['lobby'],
    });
    expect(sent).toEqual(['tok-1', null]);
    expect(onUnauthorized).toHaveBeenCalledWith('publicFeed', 'tok-1');
  });

  it("sends a call with a session of the caller's choosing, and its 401 ends nothing", async () => {
    const onUnauthorized = vi.fn<(call: string, sentToken: string | null) => void>();
    const sent: Array<string | null> = [];
    server.use(
      http.get(`${base}wps/test/greeting`, ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 });
      }),
    );
    const error = await failure(
      client({ onUnauthorized }).request(greeting, { name: 'x' }, { token: 'tok-link' }),
    );
    expect(error.kind).toBe('unauthorized');
    expect(sent).toEqual(['tok-link']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not send a member call again after a 401: the session ends and the call fails', async () => {
    let sent = 0;
    server.use(
      http.get(`${base}wps/test/greeting`, () => {
        sent += 1;
        return HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 });
      }),
    );
    const error = await failure(client().request(greeting, { name: 'x' }));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'login.not.session' });
    expect(sent).toBe(1);
  });

  it('turns success: false into a rejection carrying the server message', async () => {
    server.use(mockCall(greeting, () => reject('Username/Email does not exist')));
    const error = await failure(client({ getLanguage: () => 'EN' }).request(greeting, { name: 'x' }));
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe('Username/Email does not exist');
  });

  it("sends the player's language, and a localised platform answers its refusals in it", async () => {
    server.use(
      mockCall(greeting, ({ request }) =>
        reject(request.headers.get('Language') === 'BN' ? 'ইউজারনেম বা পাসওয়ার্ড ভুল' : 'Incorrect'),
      ),
    );
    const error = await failure(client({ getLanguage: () => 'BN' }).request(greeting, { name: 'x' }));
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

  it('reads a timeout given as a function at each send (QA timeoutMs)', async () => {
    server.use(
      http.get(`${base}wps/test/greeting`, async () => {
        await delay(300);
        return HttpResponse.json({ success: true, value: { text: 'late' } });
      }),
    );
    let timeoutMs = 100;
    const shortened = client({ timeoutMs: () => timeoutMs });
    expect((await failure(shortened.request(greeting, { name: 'x' }))).kind).toBe('timeout');
    timeoutMs = 2_000;
    await expect(shortened.request(greeting, { name: 'x' })).resolves.toEqual({ text: 'late' });
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
