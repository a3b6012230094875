import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { callPaths, IDEMPOTENCY_HEADER, wire, type CallDef, type Envelope } from '../../src/api/contracts';
import { memberOfToken } from '../world/accounts';
import type { WorldStore } from '../world/store';
import type { MockMember } from '../world/types';
import { moneyDue, settleDue } from '../world/back-office';
import { applicationsDue, settleApplications } from '../world/promotions-world';
import { localisedRefusal, refusalText, type RefusalMessage } from './refusals';
import { readCallPayload } from './payload';
import { isCallsPayload } from './shared-paths';

/** A refusal the platform sends inside the envelope (success: false) or as an HTTP status. */
export class Rejection {
  constructor(
    readonly message: RefusalMessage | null,
    readonly status = 200,
    readonly code: string | null = null,
    readonly value: unknown = null,
  ) {}
}
export const reject = (message: RefusalMessage | null, status = 200) => new Rejection(message, status);
/** A refusal with a code (and optionally a value, such as `{ captcha: true }`). */
export const refuse = (message: RefusalMessage, code: string | null, value: unknown = null) =>
  new Rejection(message, 200, code, value);

export interface MockRequest<Req> {
  payload: Req;
  request: Request;
  token: string | null;
}

type MockResult<Res> = Res | Rejection;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Every path of a call matches at any origin and base: `*` + `/` + the contract's path; a call with
 * a path per kind (`pathByKind`) matches any of them.
 */
export function mockPath(call: CallDef<unknown, unknown>): string | RegExp {
  const paths = callPaths(call);
  if (paths.length === 1) return `*/${call.path}`;
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`/(${escaped.join('|')})$`, 'i');
}

/** The language the client asked for (wire.ts `headers.language`): Bengali unless it says English. */
export function requestLanguage(request: Request): 'bn' | 'en' {
  return request.headers.get(wire.headers.language)?.toLowerCase().startsWith('en') ? 'en' : 'bn';
}

/** The session token the request carries (wire.ts `headers.token`: the raw token), or null. */
export const requestToken = (request: Request): string | null => request.headers.get(wire.headers.token);

/** The platform's answer to an encrypted call that is not encrypted its way (observed). */
const bodyRequired = () =>
  new Rejection(refusalText.requestBodyRequired, 400, wire.codes.requestBodyRequired);

/**
 * The request as the contract's `requestSchema` reads it, else the refusal. Assumption (not
 * observed): the platform answers a body it cannot read as the call's request as it answers an
 * unreadable encrypted one, HTTP 400 `request_body_required`. The payload passes on as sent, so
 * fields beyond the schema (the device id) still reach the handler.
 */
function checkRequest<Req>(call: CallDef<Req, unknown>, payload: Req): Req | Rejection {
  return !call.requestSchema || v.is(call.requestSchema, payload) ? payload : bodyRequired();
}

async function readPayload<Req>(call: CallDef<Req, unknown>, request: Request): Promise<Req | Rejection> {
  const read = await readCallPayload(call as CallDef<unknown, unknown>, request);
  return read.readable ? (read.payload as Req) : bodyRequired();
}

/** The platform's refusal body (observed: `errorCode` and `message`), with the HTTP status it came with. */
export function refusalResponse(result: Rejection, request: Request) {
  const body: Envelope<unknown> = {
    success: false,
    value: result.value,
    message: localisedRefusal(result.message ?? defaultMessage(result.status), requestLanguage(request)),
    errorCode: result.code ?? (result.status === 401 ? wire.codes.notSession : null),
  };
  return HttpResponse.json(body, { status: result.status });
}

const defaultMessage = (status: number): RefusalMessage | null =>
  status === 401 ? refusalText.notSession : null;

/**
 * An MSW handler built from a call's contract: the request shape comes from the contract (never
 * re-declared), the answer is wrapped in the platform's envelope, a refusal carries the platform's
 * status and body. Merchant and stale-token checks come first, for every call (./protocol.ts).
 */
export function mockCall<Req, Res>(
  call: CallDef<Req, Res>,
  resolve: (input: MockRequest<Req>) => MockResult<Res> | Promise<MockResult<Res>>,
): HttpHandler {
  return methods[call.method](mockPath(call as CallDef<unknown, unknown>), async ({ request }) => {
    const read = await readPayload(call, request);
    // Another call's payload on a path they share: that call's handler answers it.
    if (!(read instanceof Rejection) && !isCallsPayload(call as CallDef<unknown, unknown>, read))
      return undefined;
    const payload = read instanceof Rejection ? read : checkRequest(call, read);
    const result =
      payload instanceof Rejection
        ? payload
        : await resolve({ payload, request, token: requestToken(request) });
    if (result instanceof Rejection) return refusalResponse(result, request);
    const body: Envelope<Res> = { success: true, value: result, message: null };
    return HttpResponse.json(body);
  });
}

/**
 * Answers for the session's member, or a 401 when the token is missing, unknown or ended. The
 * back office first settles what is due, so every answer sees current balances.
 */
export function withMember<Res>(
  store: WorldStore,
  token: string | null,
  answer: (member: MockMember) => Res,
) {
  const member = memberOfToken(store.world, token);
  if (!member) return reject(null, 401);
  settleBackOffice(store, Date.now());
  return answer(member);
}

/** The back office catches up on what is due: money orders and promotion applications. */
export function settleBackOffice(store: WorldStore, now: number) {
  if (moneyDue(store.world, now)) store.update((world) => settleDue(world, now));
  if (applicationsDue(store.world, now)) store.update((world) => settleApplications(world, now));
}

/**
 * Runs a money action once per idempotency key: a repeat of a key that succeeded answers what the
 * first one answered and moves nothing. Refusals are not kept (they changed nothing), so a repeat
 * is decided afresh. A call without a key is refused: the client always sends one.
 */
export function once<Res>(
  store: WorldStore,
  request: Request,
  memberId: number,
  act: () => Res | Rejection,
): Res | Rejection {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return refuse(refusalText.idempotencyKeyMissing, null);
  const scoped = `${memberId}:${key}`;
  const done = store.world.money.done[scoped];
  if (done) return done.answer as Res;
  const answer = act();
  if (!(answer instanceof Rejection)) {
    store.update((world) => {
      world.money.done[scoped] = { memberId, answer };
    });
  }
  return answer;
}
