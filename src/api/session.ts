import { api } from './index';
import {
  balanceCall,
  consolidatedCall,
  favouriteIdsCall,
  memberInfoCall,
  publicStateCall,
} from './contracts/member';
import { captchaCall, freePlayCall, loginCall, logoutCall, type LoginRequest } from './contracts/session';

export const loginUser = (request: LoginRequest) => api.request(loginCall, request);
/** SPEC 7.1: free play sends os and platform W. */
export const freePlayLogin = () =>
  api.request(freePlayCall, { os: navigator.platform || 'web', platform: 'W' });
export const logoutUser = () => api.request(logoutCall, undefined);
export const fetchMemberInfo = () => api.request(memberInfoCall, undefined);
export const fetchBalance = () => api.request(balanceCall, undefined);
export const fetchConsolidated = () => api.request(consolidatedCall, undefined);
export const fetchFavouriteIds = () => api.request(favouriteIdsCall, undefined);

/**
 * The captcha image as a data: URL, whichever way the server encodes it (SPEC 7.2: base64). Never
 * from a cache: the `t` timestamp makes each request unique (a cached image is a wrong image).
 */
export async function fetchCaptchaImage(): Promise<string> {
  const value = await api.request(captchaCall, { t: Date.now() });
  if (value.startsWith('data:')) return value;
  return value.trimStart().startsWith('PHN2Zy')
    ? `data:image/svg+xml;base64,${value}`
    : `data:image/png;base64,${value}`;
}
export const fetchPublicState = () => api.request(publicStateCall, undefined);
