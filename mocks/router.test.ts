// @vitest-environment node
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, wire, type CallDef } from '../src/api/contracts';
import { happyHandlers } from './handlers';
import { protocolHandlers } from './handlers/protocol';
import { mockPath } from './handlers/respond';
import { routeHandlers } from './router';
import { createWorld } from './world/create-world';
import { createWorldStore } from './world/store';

// One MSW handler in front of many answers every request as MSW would with the list.

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
let close: (() => void) | undefined;
afterEach(() => close?.());

function serve(...handlers: HttpHandler[]) {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  close = () => server.close();
  return server;
}

const text = (response: Response | undefined) => response?.text();

describe('the router', () => {
  it('answers with the first handler that answers, passing over those that answer nothing', async () => {
    const passed = vi.fn<() => void>();
    serve(
      routeHandlers([
        http.all(/\/wps\//, () => void passed()),
        http.get('*/wps/a/b', () => undefined),
        http.get('*/wps/a/b', () => HttpResponse.text('second')),
        http.get('*/wps/a/b', () => HttpResponse.text('third')),
        http.post('*/wps/a/b', () => HttpResponse.text('post')),
        http.get('*/wps/a', () => HttpResponse.text('shorter')),
      ]),
    );
    expect(await (await fetch('http://localhost/wps/a/b')).text()).toBe('second');
    expect(await (await fetch('http://localhost/wps/a/b', { method: 'POST' })).text()).toBe('post');
    expect(await (await fetch('http://localhost/wps/a')).text()).toBe('shorter');
    expect(passed).toHaveBeenCalledTimes(3);
  });

  it('lets a pattern before a fixed path answer first (the protocol checks, a scenario’s handler)', async () => {
    serve(
      routeHandlers([
        http.all(/\/wps\/a\//, () => HttpResponse.text('refused', { status: 400 })),
        http.get('*/wps/a/b', () => HttpResponse.text('answer')),
      ]),
    );
    expect((await fetch('http://localhost/wps/a/b')).status).toBe(400);
  });

  it('answers a request only a pattern matches, and passes over one no pattern matches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(routeHandlers([http.get(/\/assets\//, () => HttpResponse.text('asset'))]));
    expect(await (await fetch('http://localhost/assets/app.js?v=1')).text()).toBe('asset');
    await expect(fetch('http://localhost/page?x=/assets/')).rejects.toThrow(/Cannot bypass a request/);
  });

  it('matches a path as MSW does: at any origin and base, in any case, with a trailing slash', async () => {
    serve(routeHandlers([http.get('*/wps/relay/X_call', () => HttpResponse.text('ok'))]));
    for (const url of [
      'http://localhost/wps/relay/X_call',
      'https://api.example.com/base/wps/relay/X_call?x=1',
      'http://localhost/WPS/relay/x_CALL/',
    ]) {
      expect(await (await fetch(url)).text(), url).toBe('ok');
    }
  });

  it('leaves a request no handler matches unhandled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(routeHandlers([http.get('*/wps/a', () => HttpResponse.text('a'))]));
    await expect(fetch('http://localhost/wps/b')).rejects.toThrow(/Cannot bypass a request/);
    await expect(fetch('http://localhost/other/wps/a/x')).rejects.toThrow(/Cannot bypass a request/);
  });

  it('makes its handlers when the first request comes, once', async () => {
    const make = vi.fn<() => HttpHandler[]>(() => [http.get('*/wps/a', () => HttpResponse.text('a'))]);
    serve(routeHandlers(make));
    expect(make).not.toHaveBeenCalled();
    await fetch('http://localhost/wps/a');
    await fetch('http://localhost/wps/a');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('answers every contract call as the whole list of the mock world’s handlers does', async () => {
    const storeOf = () => createWorldStore(createWorld({ seed: 2, now }));
    const listed = (() => {
      const store = storeOf();
      return [...protocolHandlers(store), ...happyHandlers(store)];
    })();
    const routed = (() => {
      const store = storeOf();
      return [routeHandlers([...protocolHandlers(store), ...happyHandlers(store)])];
    })();
    for (const call of Object.values(calls) as Array<CallDef<unknown, unknown>>) {
      const url = `http://localhost/${call.path}`;
      const request = () =>
        new Request(url, {
          method: call.method,
          headers: { [wire.headers.merchant]: 'DEMO', 'Content-Type': 'application/json' },
          ...(call.method === 'GET' ? {} : { body: '{}' }),
        });
      const [expected, actual] = await Promise.all([
        getResponse(listed, request()),
        getResponse(routed, request()),
      ]);
      expect([call.name, actual?.status], String(mockPath(call))).toEqual([call.name, expected?.status]);
      expect(await text(actual), call.name).toBe(await text(expected));
    }
  });
});
