import * as v from 'valibot';
import { defineCall, ignoredValue } from './call';

/**
 * The password calls (SPEC 7.1): kept apart from the member's data (member.ts), which the app's
 * start loads, so that they load with the popups that send them.
 */

const changePasswordRequest = v.object({
  /** Absent where the form does not ask for it. */
  oldPassword: v.optional(v.string()),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
});
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>;
/** POST /wps/member/password (SPEC 7.1), encrypted: a chosen change and a forced one alike. */
export const changePasswordCall = defineCall<ChangePasswordRequest, null>({
  name: 'changePassword',
  method: 'POST',
  path: 'wps/member/password',
  auth: true,
  encrypted: true,
  requestSchema: changePasswordRequest,
  value: ignoredValue,
});

const forgotPasswordEmailRequest = v.object({ username: v.string(), email: v.string() });

/** Forgot password by e-mail (SPEC 7.1): form-encoded; the method is not shown, POST chosen. */
export const forgotPasswordEmailCall = defineCall<v.InferOutput<typeof forgotPasswordEmailRequest>, null>({
  name: 'forgotPasswordEmail',
  method: 'POST',
  path: 'wps/member/password/email',
  form: true,
  requestSchema: forgotPasswordEmailRequest,
  value: ignoredValue,
});

const setPasswordByPhoneRequest = v.object({
  newPassword: v.string(),
  mobileNum: v.string(),
  verificationCode: v.string(),
});

/** POST /wps/member/password/verification (SPEC 7.1), encrypted: sets the password and logs in (SPEC 4.6). */
export const setPasswordByPhoneCall = defineCall<
  v.InferOutput<typeof setPasswordByPhoneRequest>,
  { token: string }
>({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: 'wps/member/password/verification',
  encrypted: true,
  requestSchema: setPasswordByPhoneRequest,
  value: v.object({ token: v.string() }),
});

/** Password change and recovery: this area's calls by contract name, spread into `calls` (index.ts). */
export const passwordCalls = {
  changePassword: changePasswordCall,
  forgotPasswordEmail: forgotPasswordEmailCall,
  setPasswordByPhone: setPasswordByPhoneCall,
} as const;
