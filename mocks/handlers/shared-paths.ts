import { calls, isCallAt, type CallDef } from '../../src/api/contracts';
import { readCallPayload } from './payload';

type AnyCall = CallDef<unknown, unknown>;
// A call the platform makes as another (`sameCallAs`) has no requests of its own.
const allCalls = (Object.values(calls) as AnyCall[]).filter((call) => !call.sameCallAs);
const routeOf = (call: AnyCall) => `${call.method} ${call.path.toLowerCase()}`;

/** The calls of each method and path that more than one call shares (contracts' `claimsPayload`). */
const sharing = new Map<string, AnyCall[]>();
for (const call of allCalls) sharing.set(routeOf(call), [...(sharing.get(routeOf(call)) ?? []), call]);
for (const [route, group] of sharing) if (group.length < 2) sharing.delete(route);

const asRecord = (payload: unknown): Readonly<Record<string, unknown>> =>
  payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};

/** Whether a call shares its method and path with another, so its payload says which it is. */
export const sharesPath = (call: AnyCall) => sharing.has(routeOf(call));

/**
 * Whether this payload is the call's, among the calls on its method and path: a call that claims
 * payloads takes those it claims; the one that claims none takes every payload no other claims.
 */
export function isCallsPayload(call: AnyCall, payload: unknown): boolean {
  const group = sharing.get(routeOf(call));
  if (!group) return true;
  const record = asRecord(payload);
  if (call.claimsPayload) return call.claimsPayload(record);
  return !group.some((other) => other.claimsPayload?.(record));
}

/** Whether a request on a shared path is this call's (reading its payload; unreadable: the owner's). */
export async function isCallsRequest(call: AnyCall, request: Request): Promise<boolean> {
  if (!sharesPath(call)) return true;
  const read = await readCallPayload(call, request);
  return read.readable ? isCallsPayload(call, read.payload) : !call.claimsPayload;
}

/** The contract a request is for (method and path; its payload when calls share them), if any. */
export async function callOfRequest(request: Request): Promise<AnyCall | undefined> {
  const { pathname } = new URL(request.url);
  const candidates = allCalls.filter((call) => isCallAt(call, request.method, pathname));
  if (candidates.length < 2) return candidates[0];
  for (const call of candidates) if (await isCallsRequest(call, request)) return call;
  return undefined;
}
