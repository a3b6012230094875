import { wire } from './contracts/wire';

/**
 * Issue 16: the start-up calls (status, permission, game menu) leave while the app's JavaScript is
 * still downloading (src/early-start.ts sends them), instead of after it has run. The API client
 * takes each early answer once, for the same request it would have sent (method, URL, language and
 * token alike); anything else, or an early call that failed, is sent as usual.
 */
const pending = new Map<string, Promise<Response>>();

function keyOf(method: string, url: string, headers: Headers): string {
  const language = headers.get(wire.headers.language) ?? '';
  const token = headers.get(wire.headers.token) ?? '';
  return [method.toUpperCase(), new URL(url).href, language, token].join('\n');
}

/** Sends a GET now and keeps its answer for the client; `timeoutMs` as the client's own. */
export function sendEarly(url: string, headers: Record<string, string>, timeoutMs: number): void {
  const request = new Request(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  pending.set(keyOf('GET', request.url, request.headers), fetch(request));
}

/**
 * The early answer to this request, taken once; undefined when there is none, or when the early
 * call failed (the client then sends the request itself, so a failure is reported as usual).
 */
export async function takeEarly(request: Request): Promise<Response | undefined> {
  const key = keyOf(request.method, request.url, request.headers);
  const answer = pending.get(key);
  if (!answer) return undefined;
  pending.delete(key);
  try {
    return await answer;
  } catch {
    return undefined;
  }
}
