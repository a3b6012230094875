import {
  affiliateCall,
  registerCall,
  registerFields,
  registerMobileCall,
  registerSettingsCall,
  type RegisterRequest,
  type RegisterSettings,
} from '../../src/api/contracts';
import { addMember, BANGLADESH_MOBILE, findByAccount, openSession } from '../world/accounts';
import { inviterOf } from '../world/content-world';
import { registerCallReadingOf, registerConstants, satisfiesRule } from '../world/register-settings';
import type { WorldStore } from '../world/store';
import type { World } from '../world/types';
import { fieldFormat, fieldRequired, refusalCode, refusalText } from './refusals';
import { mockCall, refuse, type Rejection } from './respond';

/** The register-settings value (SPEC 7.2), also carried by the permission call's `register`. */
export function registerSettingsValue(world: World): RegisterSettings {
  return {
    fields: structuredClone(world.registerSettings),
    ...registerConstants,
    minimumAge: world.settings.minimumAge,
    registerCallReading: registerCallReadingOf(world),
  };
}

export const isAffiliateCode = (world: World, code: string) =>
  world.affiliateCodes.some((valid) => valid.toLowerCase() === code.trim().toLowerCase());

type RegisterMethod = 'username' | 'mobile';
const text = (value: string | undefined) => (value ?? '').trim();

/** SPEC 5.2 on the server: every enabled field against its rule; what this method requires. */
function refuseFields(world: World, payload: RegisterRequest, method: RegisterMethod): Rejection | null {
  const settings = world.registerSettings;
  const verifyMobile = method === 'mobile' && world.whitelabel.REGMOBVERF3;
  for (const field of registerFields) {
    const rule = settings[field];
    const value = text(payload[field]);
    let required = rule.enabled && rule.required;
    // Mobile registration: the number is the account unless a username is given (SPEC 4.5).
    if (method === 'mobile' && field === 'username') required = false;
    if (method === 'mobile' && field === 'mobileNum') required = true;
    if (field === 'verificationCode' && verifyMobile) required = true;
    if (!value) {
      if (!required) continue;
      if (field === 'captcha') return refuse(refusalText.captchaMissing, null);
      if (field === 'verificationCode') return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
      return refuse(fieldRequired(field), null);
    }
    if (rule.enabled && !satisfiesRule(value, rule)) {
      if (field === 'captcha') return refuse(refusalText.captchaInvalid, refusalCode.invalidCaptcha);
      if (field === 'verificationCode') return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
      if (field === 'affiliateCode')
        return refuse(refusalText.invitationInvalid, refusalCode.invalidInvitationCode);
      if (field === 'mobileNum') return refuse(refusalText.phoneInvalid, refusalCode.invalidPhone);
      return refuse(fieldFormat(field), null);
    }
  }
  return null;
}

/** SPEC 4.5 "register and log in": checks as the platform would, then a new member with a session. */
function register(store: WorldStore, payload: RegisterRequest, method: RegisterMethod) {
  const { world } = store;
  const enabled = method === 'mobile' ? world.whitelabel.MOBILENUMREG3 : world.whitelabel.USERNAMEREG3;
  if (!enabled) return refuse(refusalText.functionDisabled, refusalCode.functionDisabled);

  const fieldRefusal = refuseFields(world, payload, method);
  if (fieldRefusal) return fieldRefusal;

  const password = payload.password ?? '';
  if (text(payload.confirmPassword) && payload.confirmPassword !== password) {
    return refuse(refusalText.passwordsDiffer, null);
  }
  const captcha = text(payload.captcha);
  if (captcha && captcha.toLowerCase() !== world.captcha.code.toLowerCase()) {
    return refuse(refusalText.captchaInvalid, refusalCode.invalidCaptcha);
  }
  const mobile = text(payload.mobileNum);
  if (mobile && !BANGLADESH_MOBILE.test(mobile))
    return refuse(refusalText.phoneInvalid, refusalCode.invalidPhone);
  const code = text(payload.verificationCode);
  if (code && code !== world.sms.code) return refuse(refusalText.codeInvalid, refusalCode.invalidCode);

  const account = text(payload.username) || mobile;
  if (!account) return refuse(fieldRequired('username'), null);
  if (findByAccount(world, account)) return refuse(refusalText.usernameTaken, null);
  if (mobile && world.members.some((m) => m.mobile === mobile || m.account === mobile)) {
    return refuse(refusalText.mobileTaken, null);
  }
  const affiliateCode = text(payload.affiliateCode);
  if (affiliateCode && !isAffiliateCode(world, affiliateCode)) {
    return refuse(refusalText.invitationInvalid, refusalCode.invalidInvitationCode);
  }
  // A referral code names the inviter, whose invited friends grow by one. An unknown
  // code is not refused (SPEC 3.1 sends it as it is, and no message for it is shown): no one gains.
  const referredBy = inviterOf(world, text(payload.referralCode));
  const member = addMember(store, {
    account,
    password,
    mobile: mobile || null,
    email: text(payload.email),
    realName: text(payload.payeeName),
    ...(referredBy === undefined ? {} : { referredBy }),
  });
  return { token: openSession(store, member.id) };
}

/**
 * SPEC 4.5 under the world's reading: which form a registerMobile request comes from. Under
 * `bySwitch` the username form is sent there too while MOBILENUMREG3 is on, and only it carries a
 * username (the mobile form has none), so a username marks it; under `byForm` only the mobile form
 * is. The register call stays open to the username form under either reading.
 */
function formOfMobileCall(world: World, payload: RegisterRequest): RegisterMethod {
  return registerCallReadingOf(world) === 'bySwitch' && text(payload.username) ? 'username' : 'mobile';
}

export function registerHandlers(store: WorldStore) {
  return [
    mockCall(registerSettingsCall, () => registerSettingsValue(store.world)),
    mockCall(registerCall, ({ payload }) => register(store, payload, 'username')),
    mockCall(registerMobileCall, ({ payload }) => {
      // The call itself is mobile registration's: refused while MOBILENUMREG3 is off, whatever form.
      if (!store.world.whitelabel.MOBILENUMREG3)
        return refuse(refusalText.functionDisabled, refusalCode.functionDisabled);
      return register(store, payload, formOfMobileCall(store.world, payload));
    }),
    mockCall(affiliateCall, ({ payload }) =>
      isAffiliateCode(store.world, payload.code ?? '')
        ? null
        : refuse(refusalText.invitationInvalid, refusalCode.invalidInvitationCode),
    ),
  ];
}
