// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameMenuCall, loginCall, memberInfoCall, statusCall, wire } from '../../src/api/contracts';
import { testApiClient, testWorlds } from '../test-world';

const world = testWorlds();

/** A raw request to the world, with exactly the headers given. */
async function raw(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(`http://localhost/${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the mock platform speaks the wire protocol (src/api/contracts/wire.ts)', () => {
  it('refuses a call without the Merchant header, or with it twice, with HTTP 400 function.not.available', async () => {
    world();
    const missing = await raw(statusCall.path, { Language: 'EN' });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, errorCode: wire.codes.functionNotAvailable },
    });
    const headers = new Headers({ Language: 'EN' });
    headers.append('Merchant', 'DEMO');
    headers.append('Merchant', 'DEMO');
    const twice = await raw(statusCall.path, Object.fromEntries(headers));
    expect(twice.status).toBe(400);
    expect((await raw(statusCall.path, { Merchant: 'DEMO' })).status).toBe(200);
  });

  it('answers a token it does not know with HTTP 401 login.not.session, on a public call too', async () => {
    world();
    const stale = await raw(gameMenuCall.path, { Merchant: 'DEMO', Authorization: 'mock-ended-1' });
    expect(stale).toMatchObject({ status: 401, body: { errorCode: wire.codes.notSession } });
    // The client drops it and asks again as a visitor: the menu loads.
    const query = { language: 'EN', platform: 'WEB' };
    const asVisitor = await testApiClient(() => null).request(gameMenuCall, query);
    await expect(testApiClient(() => 'mock-ended-1').request(gameMenuCall, query)).resolves.toEqual(
      asVisitor,
    );
  });

  it('answers a function the platform switched off with HTTP 400 function.not.available', async () => {
    const w = world();
    w.store.update((state) => {
      state.system.functionsOff = ['gameMenu'];
    });
    const refusal = await w.refused(w.api.request(gameMenuCall, { language: 'EN', platform: 'WEB' }));
    expect(refusal).toMatchObject({ status: 400, code: wire.codes.functionNotAvailable });
    await expect(w.api.request(statusCall, undefined)).resolves.toBeTruthy();
  });

  it('refuses an encrypted call sent in plain JSON with request_body_required', async () => {
    world();
    const plain = await raw(
      loginCall.path,
      { Merchant: 'DEMO', 'Content-Type': 'application/json' },
      {
        method: 'POST',
        body: JSON.stringify({ username: 'demo01', password: 'Demo@1234', type: 'username' }),
      },
    );
    expect(plain).toMatchObject({ status: 400, body: { errorCode: wire.codes.requestBodyRequired } });
  });

  it('answers a member call without a session with HTTP 401 login.not.session', async () => {
    const w = world();
    const refusal = await w.refused(w.api.request(memberInfoCall, undefined));
    expect(refusal).toMatchObject({ status: 401, code: wire.codes.notSession });
  });
});

describe('a busy platform (`system.busyOnce`)', () => {
  it('answers the call HTTP 500 "#727 system busy" once, then normally', async () => {
    const w = world();
    w.store.update((state) => {
      state.system.busyOnce = ['gameMenu'];
    });
    const query = { language: 'EN', platform: 'WEB' };
    const refusal = await w.refused(w.api.request(gameMenuCall, query));
    expect(refusal).toMatchObject({ status: 500, message: '#727 system busy' });
    await expect(w.api.request(gameMenuCall, query)).resolves.toBeTruthy();
  });
});
