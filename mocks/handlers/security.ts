import type { HttpHandler } from 'msw';
import {
  bindEmailCall,
  bindMobileCall,
  changePaymentPasswordCall,
  type FieldRule,
  type ProfileField,
  profileFields,
  type ProfileSettings,
  profileSettingsCall,
  type SaveProfileRequest,
  saveProfileCall,
  securityInfoCall,
  type SecurityInfo,
  setPaymentPasswordCall,
} from '../../src/api/contracts';
import { maskEmail, maskMobile } from './masking';
import { fieldRuleAccepts, isEmail } from '../../src/api/contracts/field-rules';
import {
  birthdayProblem,
  isNickname,
  isPaymentPassword,
  isRealName,
  todayAt,
} from '../../src/api/contracts/profile-rules';
import { BANGLADESH_MOBILE, updateMember } from '../world/accounts';
import { hashPassword, passwordMatches } from '../world/passwords';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { refusalCode, refusalText } from './refusals';
import { mockCall, refuse, type Rejection, withMember } from './respond';

const fieldLabels: Record<ProfileField, { en: string; bn: string }> = {
  telegram: { en: 'Telegram', bn: 'টেলিগ্রাম' },
  whatsapp: { en: 'WhatsApp', bn: 'হোয়াটসঅ্যাপ' },
  line: { en: 'Line', bn: 'লাইন' },
  facebook: { en: 'Facebook', bn: 'ফেসবুক' },
  wechat: { en: 'WeChat', bn: 'উইচ্যাট' },
  zalo: { en: 'Zalo', bn: 'জালো' },
  qqNum: { en: 'QQ number', bn: 'কিউকিউ নম্বর' },
  idNumber: { en: 'ID number', bn: 'পরিচয়পত্র নম্বর' },
  address: { en: 'Address', bn: 'ঠিকানা' },
  nationality: { en: 'Nationality', bn: 'জাতীয়তা' },
  occupation: { en: 'Occupation', bn: 'পেশা' },
  sourceOfIncome: { en: 'Source of income', bn: 'আয়ের উৎস' },
  placeOfBirth: { en: 'Place of birth', bn: 'জন্মস্থান' },
};

/** What the mock platform says when it refuses a security call, in both languages. */
export const securityRefusals = {
  nicknameInvalid: {
    en: 'The nickname must be 2–20 characters',
    bn: 'ডাকনাম 2–20 অক্ষরের মধ্যে হতে হবে',
  },
  realNameInvalid: { en: 'Real name format incorrect', bn: 'আসল নামের ফরম্যাট সঠিক নয়' },
  realNameLocked: {
    en: 'The real name cannot be changed once it is set',
    bn: 'আসল নাম একবার সেট করা হলে আর বদলানো যায় না',
  },
  birthdayInvalid: { en: 'Birthday format is incorrect', bn: 'জন্মতারিখের ফরম্যাট সঠিক নয়' },
  /** SPEC 5.5 "Please confirm you are 21 years old", with the platform's age. */
  underAge: (age: number) => ({
    en: `Please confirm you are ${age} years old`,
    bn: `অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স ${age} বছর`,
  }),
  fieldRequired: (field: ProfileField) => ({
    en: `${fieldLabels[field].en} is required`,
    bn: `${fieldLabels[field].bn} দিতে হবে`,
  }),
  fieldFormat: (field: ProfileField) => ({
    en: `${fieldLabels[field].en} format is incorrect`,
    bn: `${fieldLabels[field].bn} এর ফরম্যাট সঠিক নয়`,
  }),
  /** SPEC 4.11 phone binding. */
  mobileLocked: {
    en: 'A confirmed mobile number cannot be changed or unlinked',
    bn: 'নিশ্চিত করা মোবাইল নম্বর বদলানো বা বিচ্ছিন্ন করা যায় না',
  },
  emailInvalid: { en: 'Email format is incorrect', bn: 'ইমেইলের ফরম্যাট সঠিক নয়' },
  emailTaken: {
    en: 'This e-mail address is bound to another account',
    bn: 'এই ইমেইল ঠিকানা অন্য একটি অ্যাকাউন্টে যুক্ত আছে',
  },
  paymentPasswordFormat: {
    en: 'The payment password must be 6 digits',
    bn: 'পেমেন্ট পাসওয়ার্ড 6 অঙ্কের হতে হবে',
  },
  paymentPasswordSet: {
    en: 'A payment password is already set; change it with the old one',
    bn: 'পেমেন্ট পাসওয়ার্ড আগেই সেট করা আছে; পুরনোটি দিয়ে বদলান',
  },
  paymentPasswordNotSet: {
    en: 'No payment password is set yet',
    bn: 'এখনো কোনো পেমেন্ট পাসওয়ার্ড সেট করা হয়নি',
  },
  oldPaymentPasswordWrong: {
    en: 'Old payment password is incorrect',
    bn: 'পুরনো পেমেন্ট পাসওয়ার্ড ভুল',
  },
} as const;

/** The SPEC 3.1 registration fields that are also profile labels: they follow the registration rules. */
const registerProfileFields = ['whatsapp', 'line', 'facebook', 'wechat', 'qqNum', 'idNumber'] as const;
type RegisterProfileField = (typeof registerProfileFields)[number];
const isRegisterProfileField = (field: ProfileField): field is RegisterProfileField =>
  (registerProfileFields as readonly string[]).includes(field);

const anyText = (maxLength: number, enabled = true): FieldRule => ({
  enabled,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength,
});

/**
 * The other profile labels have no registration rule: the mock platform's fixed list. Telegram,
 * address, nationality, occupation, source of income and place of birth are offered (optional); Zalo
 * (a Vietnamese messenger, little used in Bangladesh) is switched off.
 */
const fixedProfileRules: Record<Exclude<ProfileField, RegisterProfileField>, FieldRule> = {
  telegram: anyText(50),
  zalo: anyText(50, false),
  address: anyText(100),
  nationality: anyText(50),
  occupation: anyText(50),
  sourceOfIncome: anyText(50),
  placeOfBirth: anyText(50),
};

/**
 * Which profile fields the platform shows and requires: the registration fields by the world's
 * `registerSettings` (whatsapp, line, facebook, wechat, qqNum, idNumber: switched off by default),
 * the rest by the fixed list. The minimum age is the world setting `settings.minimumAge` (SPEC 5.5, 9).
 */
export function profileSettingsOf(world: World): ProfileSettings {
  const fields: Record<string, FieldRule> = {};
  for (const field of profileFields) {
    fields[field] = isRegisterProfileField(field)
      ? { ...world.registerSettings[field] }
      : fixedProfileRules[field];
  }
  return { fields, minimumAge: world.settings.minimumAge };
}

function securityInfoOf(member: MockMember): SecurityInfo {
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = member.profile[field];
    if (value) profile[field] = value;
  }
  return {
    account: member.account,
    nickname: member.nickname,
    realName: member.realName,
    birthday: member.profile.birthday ?? '',
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    mobileConfirmed: member.mobile !== null && member.mobileConfirmed,
    email: member.email ? maskEmail(member.email) : null,
    emailConfirmed: member.email !== '' && member.emailConfirmed,
    paymentPasswordSet: member.paymentPasswordHash !== '',
    profile,
  };
}

/** Why a profile cannot be saved as sent, or null. The platform checks what the form checks. */
function refuseProfile(world: World, member: MockMember, payload: SaveProfileRequest): Rejection | null {
  if (!isNickname(payload.nickname ?? '')) return refuse(securityRefusals.nicknameInvalid, null);
  const realName = (payload.realName ?? '').trim();
  if (realName !== '') {
    // Withdrawals are checked against the real name: once set, only customer service changes it.
    if (member.realName !== '' && realName !== member.realName)
      return refuse(securityRefusals.realNameLocked, null);
    if (member.realName === '' && !isRealName(realName))
      return refuse(securityRefusals.realNameInvalid, null);
  }
  const settings = profileSettingsOf(world);
  const birthday = birthdayProblem(
    payload.birthday ?? '',
    settings.minimumAge,
    todayAt(world.site.gmtOffsetMinutes),
  );
  if (birthday)
    return refuse(
      birthday === 'underAge'
        ? securityRefusals.underAge(settings.minimumAge)
        : securityRefusals.birthdayInvalid,
      null,
    );
  for (const field of profileFields) {
    const value = payload.profile?.[field] ?? '';
    const rule = settings.fields[field];
    if (rule && !fieldRuleAccepts(value, rule))
      return refuse(
        value.trim() === '' ? securityRefusals.fieldRequired(field) : securityRefusals.fieldFormat(field),
        null,
      );
  }
  return null;
}

function saveProfile(store: WorldStore, member: MockMember, payload: SaveProfileRequest) {
  const refusal = refuseProfile(store.world, member, payload);
  if (refusal) return refusal;
  const settings = profileSettingsOf(store.world);
  updateMember(store, member.id, (m) => {
    m.nickname = payload.nickname.trim();
    const realName = (payload.realName ?? '').trim();
    if (m.realName === '' && realName !== '') m.realName = realName;
    const setOrClear = (key: string, value: string) => {
      if (value === '') delete m.profile[key];
      else m.profile[key] = value;
    };
    setOrClear('birthday', (payload.birthday ?? '').trim());
    // A switched-off field is neither shown nor changed.
    for (const field of profileFields) {
      const sent = payload.profile?.[field];
      if (settings.fields[field]?.enabled && sent !== undefined) setOrClear(field, sent.trim());
    }
  });
  return null;
}

/** The payment password's rule and its confirmation, or null. */
function refuseNewPaymentPassword(newPassword: string, confirmation: string): Rejection | null {
  if (!isPaymentPassword(newPassword) || newPassword.trim() !== newPassword)
    return refuse(securityRefusals.paymentPasswordFormat, null);
  if (newPassword !== confirmation) return refuse(refusalText.passwordsDiffer, null);
  return null;
}

/** Security calls, answered from the world's members. */
export function securityHandlers(store: WorldStore): HttpHandler[] {
  return [
    mockCall(securityInfoCall, ({ token }) => withMember(store, token, securityInfoOf)),

    mockCall(profileSettingsCall, ({ token }) =>
      withMember(store, token, () => profileSettingsOf(store.world)),
    ),

    mockCall(saveProfileCall, ({ token, payload }) =>
      withMember(store, token, (member) => saveProfile(store, member, payload)),
    ),

    // SPEC 4.11: a confirmed number stays; a number is bound with the code sent to that very number.
    mockCall(bindMobileCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        if (member.mobile !== null && member.mobileConfirmed)
          return refuse(securityRefusals.mobileLocked, null);
        const mobile = (payload.mobileNum ?? '').trim();
        if (!BANGLADESH_MOBILE.test(mobile))
          return refuse(refusalText.phoneInvalid, refusalCode.invalidPhone);
        if (store.world.members.some((m) => m.id !== member.id && m.mobile === mobile))
          return refuse(refusalText.mobileTaken, null);
        const code = (payload.verificationCode ?? '').trim();
        if (code !== store.world.sms.code || store.world.sms.lastMobile !== mobile)
          return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
        updateMember(store, member.id, (m) => {
          m.mobile = mobile;
          m.mobileConfirmed = true;
        });
        return null;
      }),
    ),

    // No mail leaves the mock platform: a well-formed address nobody else holds is bound and confirmed.
    mockCall(bindEmailCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        const email = (payload.email ?? '').trim();
        if (!isEmail(email)) return refuse(securityRefusals.emailInvalid, null);
        const taken = store.world.members.some(
          (m) => m.id !== member.id && m.email.toLowerCase() === email.toLowerCase(),
        );
        if (taken) return refuse(securityRefusals.emailTaken, null);
        updateMember(store, member.id, (m) => {
          m.email = email;
          m.emailConfirmed = true;
        });
        return null;
      }),
    ),

    mockCall(setPaymentPasswordCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        if (member.paymentPasswordHash !== '') return refuse(securityRefusals.paymentPasswordSet, null);
        const refusal = refuseNewPaymentPassword(payload.newPassword ?? '', payload.confirmNewPassword ?? '');
        if (refusal) return refusal;
        updateMember(store, member.id, (m) => {
          m.paymentPasswordHash = hashPassword(payload.newPassword);
        });
        return null;
      }),
    ),

    mockCall(changePaymentPasswordCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        if (member.paymentPasswordHash === '') return refuse(securityRefusals.paymentPasswordNotSet, null);
        if (!passwordMatches(member.paymentPasswordHash, payload.oldPassword ?? ''))
          return refuse(securityRefusals.oldPaymentPasswordWrong, null);
        const refusal = refuseNewPaymentPassword(payload.newPassword ?? '', payload.confirmNewPassword ?? '');
        if (refusal) return refusal;
        updateMember(store, member.id, (m) => {
          m.paymentPasswordHash = hashPassword(payload.newPassword);
        });
        return null;
      }),
    ),
  ];
}
