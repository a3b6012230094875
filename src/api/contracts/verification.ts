import * as v from 'valibot';
import { defineCall } from './call';

const smsCodeValue = v.object({ expiredMinutes: v.number() });
export type SmsCodeValue = v.InferOutput<typeof smsCodeValue>;

/**
 * SMS code for login or password recovery, before any session (SPEC 7.1 "/wps/verification/sms/noLogin",
 * method not shown: POST chosen). The countdown is expiredMinutes × 60 s (SPEC 4.4).
 */
export const smsCodeNoLoginCall = defineCall<{ mobileNum: string; countryDialingCode: string }, SmsCodeValue>(
  {
    name: 'smsCodeNoLogin',
    method: 'POST',
    path: 'wps/verification/sms/noLogin',
    value: smsCodeValue,
  },
);

/** SMS code for registration (SPEC 7.2 "/wps/verification/sms/register"; registration sends mobileNo). */
export const smsCodeRegisterCall = defineCall<
  { mobileNo: string; countryDialingCode: string; type: 'mobile' | 'username' },
  SmsCodeValue
>({
  name: 'smsCodeRegister',
  method: 'POST',
  path: 'wps/verification/sms/register',
  value: smsCodeValue,
});
