import { wire } from './contracts/wire';

/**
 * The start-up calls (status, permission, game menu) leave while the app's JavaScript is
 * still downloading (src/early-start.ts sends them), instead of after it has run. The API client
 * takes each early answer once, for the same request it would have sent (method, URL, language and
 * token alike); anything else, or an early call that failed, is sent as usual.
 */
const pending = new Map<string, { answer: Promise<Response>; sentAt: number }>();

/**
 * An early answer older than this is not used: the home page's winners and hot games move, and a
 * page that asks only later (the player left `/` before it rendered, and came back) asks afresh.
 * Long enough for the app's JavaScript on a slow mobile connection.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

function keyOf(method: string, url: string, headers: Headers): string {
  const language = headers.get(wire.headers.language) ?? '';
  const token = headers.get(wire.headers.token) ?? '';
  return [method.toUpperCase(), new URL(url).href, language, token].join('\n');
}

/**
 * Sends a GET now and keeps its answer for the client; `timeoutMs` as the client's own. Returns the
 * answer too, for the early start to read a copy of (the client reads the answer itself).
 */
export function sendEarly(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Response> {
  const request = new Request(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  const answer = fetch(request);
  pending.set(keyOf('GET', request.url, request.headers), { answer, sentAt: Date.now() });
  return answer;
}

/**
 * The early answer to this request, taken once; undefined when there is none, when it is too old,
 * or when the early call failed (the client then sends the request itself, so a failure is reported as usual).
 */
export async function takeEarly(request: Request): Promise<Response | undefined> {
  const key = keyOf(request.method, request.url, request.headers);
  const early = pending.get(key);
  if (!early) return undefined;
  pending.delete(key);
  if (Date.now() - early.sentAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  try {
    return await early.answer;
  } catch {
    return undefined;
  }
}
