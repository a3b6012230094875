import { api } from './index';
import { changePasswordCall, type ChangePasswordRequest } from './contracts/password';
import {
  bindEmailCall,
  bindMobileCall,
  type BindMobileRequest,
  changePaymentPasswordCall,
  type ChangePaymentPasswordRequest,
  type ProfileSettings,
  profileSettingsCall,
  saveProfileCall,
  type SaveProfileRequest,
  securityInfoCall,
  type SecurityInfo,
  setPaymentPasswordCall,
  type SetPaymentPasswordRequest,
} from './contracts/security';

/** What the security centre shows: the member's state and the platform's profile settings. */
export type SecurityOverview = { info: SecurityInfo; settings: ProfileSettings };

export async function fetchSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  const options = signal ? { signal } : {};
  const [info, settings] = await Promise.all([
    api.request(securityInfoCall, undefined, options),
    api.request(profileSettingsCall, undefined, options),
  ]);
  return { info, settings };
}

export const saveProfile = (request: SaveProfileRequest) => api.request(saveProfileCall, request);
export const bindMobile = (request: BindMobileRequest) => api.request(bindMobileCall, request);
export const bindEmail = (email: string) => api.request(bindEmailCall, { email });
/** SPEC 7.1 change password (the login password), the same call the password-expired popup sends. */
export const changeLoginPassword = (request: ChangePasswordRequest) =>
  api.request(changePasswordCall, request);

export type PaymentPasswordRequest = SetPaymentPasswordRequest | ChangePaymentPasswordRequest;
/** Sets the payment password, or changes it when the request carries the old one. */
export const savePaymentPassword = (request: PaymentPasswordRequest) =>
  'oldPassword' in request
    ? api.request(changePaymentPasswordCall, request)
    : api.request(setPaymentPasswordCall, request);
