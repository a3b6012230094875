import { api } from './index';
import { ApiError } from './errors';
import {
  balanceCall,
  balanceQuery,
  consolidatedCall,
  favouriteIdsCall,
  memberInfoCall,
} from './contracts/member';
import {
  freePlayCall,
  loginCall,
  logoutCall,
  oneClickLoginCall,
  type LoginRequest,
  type OneClickLoginRequest,
} from './contracts/session';

export const loginUser = (request: LoginRequest) => api.request(loginCall, request);
/** SPEC 2.4: the provider's identity token exchanged for a session of the platform. */
export const oneClickLogin = (request: OneClickLoginRequest) => api.request(oneClickLoginCall, request);
/** SPEC 7.1: free play sends os and platform W. */
export const freePlayLogin = () =>
  api.request(freePlayCall, { os: navigator.platform || 'web', platform: 'W' });
/** After a logout the platform did not confirm, when it is asked again. */
export const LOGOUT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * DELETE the session (SPEC 7.1) with the token it was opened with (the tab's storage is cleared at
 * once). A logout that fails without an answer is asked again in the background, so the session
 * ends on the platform too, not only here; a refusal (the session already ended) stops that.
 */
export async function logoutUser(token: string | null, wait = pause): Promise<null> {
  try {
    return await api.request(logoutCall, undefined, { token });
  } catch (error) {
    if (!isFinal(error)) void retryLogout(token, wait);
    throw error;
  }
}

const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'rejected' || error.kind === 'unauthorized');

async function retryLogout(token: string | null, wait: (ms: number) => Promise<void>) {
  for (const ms of LOGOUT_RETRY_DELAYS_MS) {
    await wait(ms);
    try {
      await api.request(logoutCall, undefined, { token });
      return;
    } catch (error) {
      if (isFinal(error)) return;
    }
  }
}
export const fetchMemberInfo = () => api.request(memberInfoCall, undefined);
/** Member info of another session than the tab's (naming a link's account). */
export const fetchMemberInfoOf = (token: string) => api.request(memberInfoCall, undefined, { token });
export const fetchBalance = () => api.request(balanceCall, balanceQuery);
export const fetchConsolidated = (signal?: AbortSignal) =>
  api.request(consolidatedCall, undefined, signal ? { signal } : {});
export const fetchFavouriteIds = (signal?: AbortSignal) =>
  api.request(favouriteIdsCall, undefined, signal ? { signal } : {});
