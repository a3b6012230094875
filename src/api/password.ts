import { api } from './index';
import type { RequestOf } from './contracts/call';
import { forgotPasswordEmailCall, setPasswordByPhoneCall } from './contracts/password';

/** SPEC 2.4 forgot password by email: the platform mails the member a link. */
export const sendForgotPasswordEmail = (
  request: RequestOf<typeof forgotPasswordEmailCall>,
  signal?: AbortSignal,
) => api.request(forgotPasswordEmailCall, request, signal ? { signal } : {});

/** SPEC 2.4 forgot password by phone: a new password, proven by the SMS code sent to the number. */
export const setPasswordByPhone = (request: RequestOf<typeof setPasswordByPhoneCall>, signal?: AbortSignal) =>
  api.request(setPasswordByPhoneCall, request, signal ? { signal } : {});
