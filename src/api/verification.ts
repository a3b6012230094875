import { api } from './index';
import type { RequestOf } from './contracts/call';
import { smsCodeNoLoginCall, smsCodeRegisterCall } from './contracts/verification';

/** SPEC 3.2 / 7.1: an SMS code for a number without a session (SMS login, password recovery). */
export const sendSmsCode = (request: RequestOf<typeof smsCodeNoLoginCall>, signal?: AbortSignal) =>
  api.request(smsCodeNoLoginCall, request, signal ? { signal } : {});

/** SPEC 7.2: an SMS code for registration, which the platform refuses for a number already registered. */
export const sendRegisterSmsCode = (request: RequestOf<typeof smsCodeRegisterCall>, signal?: AbortSignal) =>
  api.request(smsCodeRegisterCall, request, signal ? { signal } : {});
