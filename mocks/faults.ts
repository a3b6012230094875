import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { calls, type CallDef } from '../src/api/contracts';
import { requestTimeoutMs } from '../src/api/contracts/start-calls';
import type { Fault } from '../src/api/contracts/qa';
import { mockPath } from './handlers/respond';
import { isCallsRequest } from './handlers/shared-paths';

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
const allCalls = Object.values(calls) as Array<CallDef<unknown, unknown>>;

function faultResponse(kind: Fault['kind']) {
  switch (kind) {
    case '500':
      return () => new HttpResponse('Internal Server Error', { status: 500 });
    case 'network':
      return () => HttpResponse.error();
    case 'timeout':
      // Longer than the client waits, but finite, so nothing hangs when the client is not ours.
      return async () => {
        await delay(requestTimeoutMs + 10_000);
        return new HttpResponse(null, { status: 504 });
      };
    case 'malformed':
      return () =>
        new HttpResponse('{"success": true, "value": <html>', {
          headers: { 'Content-Type': 'application/json' },
        });
  }
}

/** Generic fault wrappers (DESIGN: `fault=<call>:<kind>`, `*` for every call): one per fault, not per scenario. */
export function faultHandlers(faults: readonly Fault[]): HttpHandler[] {
  return faults.flatMap((fault) => {
    const targets = fault.call === '*' ? allCalls : allCalls.filter((c) => c.name === fault.call);
    const respond = faultResponse(fault.kind);
    // A call the platform makes as another fails where that one goes: on the wire they are one.
    return targets.map((target) => {
      const call = target.sameCallAs ?? target;
      return methods[call.method](mockPath(call), async ({ request }) =>
        // On a path calls share, only this call's requests.
        (await isCallsRequest(call, request)) ? respond() : undefined,
      );
    });
  });
}

/** `latency=<ms>`: delays every API call, then lets the next handler answer. */
export function latencyHandlers(ms: number): HttpHandler[] {
  if (ms <= 0) return [];
  return [
    http.all(/\/(wps|lgw|lotto)\//, async () => {
      await delay(ms);
    }),
  ];
}
