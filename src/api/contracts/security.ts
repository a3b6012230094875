import * as v from 'valibot';
import { defineCall, ignoredValue } from './call';
import { registerSettingsValue, type FieldRule } from './register-settings';

/**
 * The security centre (securityCenter, SPEC 2.5, 3.1, 4.11): the member's profile, phone and e-mail
 * binding, login and payment passwords, bank accounts. The spec names none of these calls' paths:
 * each is the platform's own where its member-centre bundle shows one, else our choice with its
 * reason (docs/platform-wire.md).
 */

/**
 * SPEC 3.1 "other profile labels" (and the registration fields that are contact details) a member
 * can fill in the security centre, shown only as the profile settings enable them. Nickname, real
 * name (full name) and birthday have their own rules and are not in this list.
 */
export const profileFields = [
  'telegram',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'zalo',
  'qqNum',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type ProfileField = (typeof profileFields)[number];

const securityInfoValue = v.object({
  account: v.string(),
  nickname: v.string(),
  /** '' while not set. Once set the member cannot change it: withdrawals are checked against it. */
  realName: v.string(),
  /** yyyy-MM-dd, '' while not set. */
  birthday: v.string(),
  /** Masked by the platform (`018****2222`); null while no number is bound. */
  mobile: v.nullable(v.string()),
  /** SPEC 4.11: a confirmed phone binding cannot be changed or unlinked. */
  mobileConfirmed: v.boolean(),
  /** Masked by the platform (`de****@example.com`); null while none is bound. */
  email: v.nullable(v.string()),
  emailConfirmed: v.boolean(),
  /** Whether a payment (withdrawal) password is set: decides between "set" and "change". */
  paymentPasswordSet: v.boolean(),
  /** Values of the `profileFields` the member has filled, by field name. */
  profile: v.record(v.string(), v.string()),
});
export type SecurityInfo = v.InferOutput<typeof securityInfoValue>;

/** GET (path not shown in the spec): the member's security state and profile values. */
export const securityInfoCall = defineCall<void, SecurityInfo>({
  name: 'securityInfo',
  method: 'GET',
  path: 'wps/v2/member/securityConfig',
  auth: true,
  value: securityInfoValue,
});

// The registration field rule's schema (SPEC 3.1 per-field configuration), reused as it is.
const fieldRule: v.GenericSchema<unknown, FieldRule> = registerSettingsValue.entries.fields.value;

const profileSettingsValue = v.object({
  /** A rule per profile field (SPEC 5.2 reading): `enabled` shows it, `required` makes it mandatory. */
  fields: v.record(v.string(), fieldRule),
  /**
   * SPEC 5.5 / 9: the minimum age a birthday must give. The spec gives two readings (18 in the
   * constants, 21 in one message), so the platform says which one applies.
   */
  minimumAge: v.number(),
});
export type ProfileSettings = v.InferOutput<typeof profileSettingsValue>;

/** GET (path not shown in the spec): which profile fields are enabled and required, the minimum age. */
export const profileSettingsCall = defineCall<void, ProfileSettings>({
  name: 'profileSettings',
  method: 'GET',
  path: 'wps/relay/MCS_getProfileSettings',
  auth: true,
  value: profileSettingsValue,
});

export type SaveProfileRequest = {
  nickname: string;
  /** Sent only while the member has none: once set it cannot be changed. */
  realName?: string;
  /** yyyy-MM-dd; '' leaves it unset. */
  birthday: string;
  /** The enabled profile fields' values ('' clears one). */
  profile: Partial<Record<ProfileField, string>>;
};

/** POST (path not shown in the spec): saves the profile. */
export const saveProfileCall = defineCall<SaveProfileRequest, null>({
  name: 'saveProfile',
  method: 'POST',
  path: 'wps/member/info',
  auth: true,
  value: ignoredValue,
});

export type BindMobileRequest = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/**
 * POST (path not shown in the spec): binds a mobile number with the SMS code sent to it (SPEC 4.4
 * code request, 4.11 phone binding). A confirmed binding is refused: it cannot be changed or unlinked.
 */
export const bindMobileCall = defineCall<BindMobileRequest, null>({
  name: 'bindMobile',
  method: 'POST',
  path: 'wps/member/info/mobile',
  auth: true,
  value: ignoredValue,
});

/** POST (path not shown in the spec): binds or changes the e-mail address. */
export const bindEmailCall = defineCall<{ email: string }, null>({
  name: 'bindEmail',
  method: 'POST',
  path: 'wps/member/info/email',
  auth: true,
  value: ignoredValue,
});

export type SetPaymentPasswordRequest = { newPassword: string; confirmNewPassword: string };
export type ChangePaymentPasswordRequest = SetPaymentPasswordRequest & { oldPassword: string };

/** POST (path not shown in the spec), encrypted: sets the payment (withdrawal) password when none is set. */
export const setPaymentPasswordCall = defineCall<SetPaymentPasswordRequest, null>({
  name: 'setPaymentPassword',
  method: 'POST',
  path: 'wps/member/paymentPassword',
  auth: true,
  encrypted: true,
  value: ignoredValue,
});

/**
 * POST (path not shown in the spec), encrypted: changes the payment password with the old one, on
 * the path that sets it (the platform's member centre keeps one paymentPassword path); the old
 * password tells a change from a first setting.
 */
export const changePaymentPasswordCall = defineCall<ChangePaymentPasswordRequest, null>({
  name: 'changePaymentPassword',
  method: 'POST',
  path: 'wps/member/paymentPassword',
  auth: true,
  encrypted: true,
  claimsPayload: (payload) => 'oldPassword' in payload,
  value: ignoredValue,
});

/** Security calls. Every call here is also listed in `securityCalls`. */
export const securityCalls = {
  securityInfo: securityInfoCall,
  profileSettings: profileSettingsCall,
  saveProfile: saveProfileCall,
  bindMobile: bindMobileCall,
  bindEmail: bindEmailCall,
  setPaymentPassword: setPaymentPasswordCall,
  changePaymentPassword: changePaymentPasswordCall,
} as const;
