import { sendsQuery, type CallDef } from '../../src/api/contracts';
import { decodeEncryptedBody } from '../platform-encrypt';

/** A request's payload as the platform reads it, or `unreadable` (no body it can open). */
export type ReadPayload = { readable: true; payload: unknown } | { readable: false };

/**
 * What a call's request carries: its query (a GET's, an unencrypted DELETE's, a `query` call's), a form, or a JSON
 * body, opened under the mock platform's key when the call is encrypted. Unreadable: an encrypted
 * call with no body, a body that is not JSON, or one that does not open.
 */
export async function readCallPayload(
  call: CallDef<unknown, unknown>,
  request: Request,
): Promise<ReadPayload> {
  if (sendsQuery(call)) {
    return { readable: true, payload: Object.fromEntries(new URL(request.url).searchParams) };
  }
  // A clone: a handler before this one (a scenario's, a test's) may have read the body and passed.
  const text = await request.clone().text();
  if (call.form) return { readable: true, payload: Object.fromEntries(new URLSearchParams(text)) };
  if (!text) return call.encrypted ? { readable: false } : { readable: true, payload: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { readable: false };
  }
  if (!call.encrypted) return { readable: true, payload: body };
  const decoded = await decodeEncryptedBody(request.headers, body);
  return decoded === undefined ? { readable: false } : { readable: true, payload: decoded };
}
