import * as v from 'valibot';
import { defineCall, ignoredValue } from './call';
import { registerSettingsValue, type RegisterSettings } from './register-settings';

/** SPEC 3.1 registration fields the server can configure. */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof registerFields)[number];

export {
  DEFAULT_REGISTER_CALL_READING,
  registerCallReadings,
  registerSettingsValue,
  type FieldRule,
  type RegisterCallReading,
  type RegisterSettings,
} from './register-settings';

/** GET /wps/system/setting/register (SPEC 7.2): the field rules of the registration forms. */
export const registerSettingsCall = defineCall<void, RegisterSettings>({
  name: 'registerSettings',
  method: 'GET',
  path: 'wps/system/setting/register',
  value: registerSettingsValue,
});

/** Every configurable field is optional text: the field rules decide which are required. */
const registerFieldEntries = Object.fromEntries(
  registerFields.map((field) => [field, v.optional(v.string())]),
) as Record<RegisterField, v.OptionalSchema<v.StringSchema<undefined>, undefined>>;

const registerRequest = v.object({
  ...registerFieldEntries,
  referralCode: v.optional(v.string()),
  domain: v.string(),
  registerUrl: v.string(),
  registerMethod: v.literal('WEB'),
  /** SPEC 3.1: "Also sent: login true" — the server answers with a session. */
  login: v.literal(true),
  countryDialingCode: v.optional(v.string()),
  firebaseChannel: v.optional(v.string()),
  firebaseIdToken: v.optional(v.string()),
});
export type RegisterRequest = v.InferOutput<typeof registerRequest>;
const registerValue = v.object({ token: v.string() });
export type RegisterValue = v.InferOutput<typeof registerValue>;

/** PUT /wps/member/register (SPEC 7.1), encrypted. */
export const registerCall = defineCall<RegisterRequest, RegisterValue>({
  name: 'register',
  method: 'PUT',
  path: 'wps/member/register',
  encrypted: true,
  deviceId: true,
  requestSchema: registerRequest,
  value: registerValue,
});

/** PUT /wps/member/register/mobile (SPEC 7.1), encrypted. */
export const registerMobileCall = defineCall<RegisterRequest, RegisterValue>({
  name: 'registerMobile',
  method: 'PUT',
  path: 'wps/member/register/mobile',
  encrypted: true,
  deviceId: true,
  requestSchema: registerRequest,
  value: registerValue,
});

/** GET /wps/agent/affiliate (SPEC 7.2): a refusal means the code is invalid (`invitation_code_error`). */
export const affiliateCall = defineCall<{ code: string; domain: string }, null>({
  name: 'affiliate',
  method: 'GET',
  path: 'wps/agent/affiliate',
  value: ignoredValue,
});

/** Registration and the invitation code: this area's calls by contract name, spread into `calls` (index.ts). */
export const registerCalls = {
  registerSettings: registerSettingsCall,
  register: registerCall,
  registerMobile: registerMobileCall,
  affiliate: affiliateCall,
} as const;
