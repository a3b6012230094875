import { http, type HttpHandler } from 'msw';
import { wire } from '../../src/api/contracts';
import { memberOfToken } from '../world/accounts';
import type { WorldStore } from '../world/store';
import { decodeEncryptedBody, publicKeyHandler } from '../platform-encrypt';
import { refusalText } from './refusals';
import { Rejection, refusalResponse, requestToken } from './respond';
import { callOfRequest } from './shared-paths';

/**
 * What the platform checks before any call reaches its function (wire.ts, observed): exactly one
 * `Merchant` header, else HTTP 400 `function.not.available`; a token it no longer knows, HTTP 401
 * `login.not.session` (public calls too: the client then drops it and asks again as a visitor); a
 * member's call (the contract's `auth`) with no token at all, HTTP 401 `login.not.session` (ours), here in one
 * place for every call (a visitor's free trial goes to the trial launch, which is public); an
 * encrypted call whose body does not open under the platform's key, HTTP 400 `request_body_required`;
 * a function the platform has switched off (`system.functionsOff`), HTTP 400 `function.not.available`;
 * a call due to find the platform busy (`system.busyOnce`), HTTP 500 "#727 system busy", once.
 * Anything else passes on to the call's own handler.
 */
export function protocolHandlers(store: WorldStore): HttpHandler[] {
  return [
    // The key path asks for no merchant (the platform's own script sends none).
    publicKeyHandler(),
    http.all(/\/(wps|lgw|lotto)\//, async ({ request }) => {
      const merchant = request.headers.get(wire.headers.merchant);
      // Headers sent twice reach a server joined by a comma.
      if (!merchant || merchant.includes(',')) return refusalResponse(functionNotAvailable(), request);
      const token = requestToken(request);
      if (token && !memberOfToken(store.world, token)) return refusalResponse(notSession(), request);
      const call = await callOfRequest(request);
      if (call?.auth && !token) return refusalResponse(new Rejection(null, 401), request);
      if (call?.encrypted && !(await sealedByHandshake(request)))
        return refusalResponse(bodyRequired(), request);
      const { functionsOff = [], busyOnce = [] } = store.world.system;
      if (!call) return undefined;
      if (functionsOff.includes(call.name)) return refusalResponse(functionNotAvailable(), request);
      if (busyOnce.includes(call.name)) {
        store.update((world) => {
          world.system.busyOnce = busyOnce.filter((name) => name !== call.name);
        });
        return refusalResponse(systemBusy(), request);
      }
      return undefined;
    }),
  ];
}

/** Whether an encrypted call's body opens under the mock platform's key (./platform-encrypt.ts). */
async function sealedByHandshake(request: Request): Promise<boolean> {
  try {
    return (await decodeEncryptedBody(request.headers, await request.clone().json())) !== undefined;
  } catch {
    return false;
  }
}

const bodyRequired = () =>
  new Rejection(refusalText.requestBodyRequired, 400, wire.codes.requestBodyRequired);
const functionNotAvailable = () =>
  new Rejection(refusalText.functionNotAvailable, 400, wire.codes.functionNotAvailable);
const notSession = () => new Rejection(refusalText.notSession, 401, wire.codes.notSession);
const systemBusy = () => new Rejection(refusalText.systemBusy, 500);
