import * as v from 'valibot';
import { defineCall } from './call';

const smsCodeValue = v.object({ expiredMinutes: v.number() });
export type SmsCodeValue = v.InferOutput<typeof smsCodeValue>;

const smsCodeNoLoginRequest = v.object({ mobileNum: v.string(), countryDialingCode: v.string() });

/**
 * SMS code for login or password recovery, before any session (SPEC 7.1 "/wps/verification/sms/noLogin",
 * method not shown: POST chosen). The countdown is expiredMinutes × 60 s (SPEC 4.4).
 */
export const smsCodeNoLoginCall = defineCall<v.InferOutput<typeof smsCodeNoLoginRequest>, SmsCodeValue>({
  name: 'smsCodeNoLogin',
  method: 'POST',
  path: 'wps/verification/sms/noLogin',
  requestSchema: smsCodeNoLoginRequest,
  value: smsCodeValue,
});

const smsCodeRegisterRequest = v.object({
  mobileNo: v.string(),
  countryDialingCode: v.string(),
  type: v.picklist(['mobile', 'username']),
});

/** SMS code for registration (SPEC 7.2 "/wps/verification/sms/register"; registration sends mobileNo). */
export const smsCodeRegisterCall = defineCall<v.InferOutput<typeof smsCodeRegisterRequest>, SmsCodeValue>({
  name: 'smsCodeRegister',
  method: 'POST',
  path: 'wps/verification/sms/register',
  requestSchema: smsCodeRegisterRequest,
  value: smsCodeValue,
});

/** SMS codes: this area's calls by contract name, spread into `calls` (index.ts). */
export const verificationCalls = {
  smsCodeNoLogin: smsCodeNoLoginCall,
  smsCodeRegister: smsCodeRegisterCall,
} as const;
