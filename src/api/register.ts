import type { RegisterMemberInput } from '../../machines/registration.machine';
import { api } from './index';
import {
  affiliateCall,
  registerCall,
  registerMobileCall,
  registerSettingsCall,
  type RegisterRequest,
} from './contracts/register';
import { COUNTRY_DIALING_CODE } from '../lib/dialing-code';

/** The site's own domain, sent with the affiliate check and the registration (SPEC 7.1, 7.2). */
const domain = () => window.location.hostname;

/** GET the registration field rules (SPEC 7.2). */
export const loadRegisterSettings = (signal: AbortSignal) =>
  api.request(registerSettingsCall, undefined, { signal });

/** GET /wps/agent/affiliate: resolves when the code is valid, rejects (a refusal) when not. */
export const checkAffiliateCode = (code: string, signal: AbortSignal) =>
  api.request(affiliateCall, { code, domain: domain() }, { signal });

/**
 * PUT register or register/mobile (SPEC 3.1, 7.1): the form's trimmed fields plus what every
 * registration adds: registerUrl, referralCode, domain, registerMethod WEB, login true and the
 * country dialing code. The answer's token is the new member's session.
 */
export function registerMember(input: RegisterMemberInput, signal: AbortSignal) {
  const request: RegisterRequest = {
    ...input.values,
    ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    domain: domain(),
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    login: true,
    countryDialingCode: input.countryDialingCode ?? COUNTRY_DIALING_CODE,
  };
  return api.request(input.call === 'registerMobile' ? registerMobileCall : registerCall, request, {
    signal,
  });
}
