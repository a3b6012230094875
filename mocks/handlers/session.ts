import {
  captchaCall,
  freePlayCall,
  loginCall,
  logoutCall,
  oneClickLoginCall,
  type LoginRequest,
} from '../../src/api/contracts';
import {
  addTrialMember,
  endSession,
  findByAccount,
  findByMobile,
  memberOfToken,
  openSession,
  updateMember,
} from '../world/accounts';
import { passwordMatches } from '../world/passwords';
import type { WorldStore } from '../world/store';
import type { MockMember } from '../world/types';
import { captchaImage } from './captcha-image';
import { refusalCode, refusalText } from './refusals';
import { mockCall, refuse, reject } from './respond';

const captchaFlag = { captcha: true };

/** SPEC 4.2 login by username and password, with the captcha rule after repeated failures. */
function loginByPassword(store: WorldStore, { username, password, captcha, ipVerification }: LoginRequest) {
  const { world } = store;
  const key = username.trim().toLowerCase();
  const threshold = world.settings.captchaAfterFailures;
  const failures = Object.hasOwn(world.failedLogins, key) ? world.failedLogins[key]! : 0;
  // Once an account has failed `threshold` times (0: from the start), every login needs the captcha.
  if (failures >= threshold) {
    const typed = captcha?.trim() ?? '';
    if (!typed) return refuse(refusalText.captchaMissing, null, captchaFlag);
    if (typed.toLowerCase() !== world.captcha.code.toLowerCase()) {
      return refuse(refusalText.captchaInvalid, refusalCode.invalidCaptcha, captchaFlag);
    }
  }
  const member = findByAccount(world, username);
  // A trial account has no password: it can only come back through Free Play.
  if (!member || !passwordMatches(member.passwordHash, password)) {
    const count = failures + 1;
    store.update((w) => {
      w.failedLogins[key] = count;
    });
    // The refusal that reaches the threshold already asks for the captcha, so the form shows it.
    return refuse(refusalText.badCredentials, null, count >= threshold ? captchaFlag : null);
  }
  if (failures > 0) {
    store.update((w) => {
      delete w.failedLogins[key];
    });
  }
  // An upline froze the account from downline management.
  if (member.frozen) return refuse(refusalText.accountFrozen, null);
  const verification = checkIp(store, member, ipVerification);
  if (verification) return verification;
  return openLoggedInSession(store, member);
}

const mask = (text: string, keepStart: number, keepEnd: number) =>
  `${text.slice(0, keepStart)}****${text.slice(text.length - keepEnd)}`;

/**
 * SPEC 4.2 extra verification, under the world's reading: a login from an IP not registered to the
 * account (or, under the other reading, from a registered one) is refused with the method to use;
 * the login sent again with the right answer goes through, and under the first reading the IP is
 * then registered. Codes are the mock SMS code (the panel shows the last one "sent"); the bank
 * method asks for the account holder's real name. A member with no mobile gets the e-mail code.
 */
function checkIp(store: WorldStore, member: MockMember, answer: LoginRequest['ipVerification']) {
  const { world } = store;
  const ip = world.system.visitorIp;
  const registered = member.knownIps.includes(ip);
  if (world.settings.ipCheckReading === 'unregistered' ? registered : !registered) return null;
  const asked = world.settings.ipVerificationMethod;
  const method = asked === 'mobileCode' && !member.mobile ? 'emailCode' : asked;
  if (!answer || answer.method !== method) {
    const target =
      method === 'mobileCode' && member.mobile
        ? mask(member.mobile, 3, 4)
        : method === 'emailCode'
          ? `${member.email.slice(0, 1)}***${member.email.slice(member.email.indexOf('@'))}`
          : null;
    if (method === 'mobileCode' || method === 'emailCode') {
      store.update((w) => {
        w.sms.lastCode = w.sms.code;
        w.sms.lastMobile = method === 'mobileCode' ? member.mobile : null;
      });
    }
    return refuse(refusalText.ipVerificationRequired, refusalCode.ipVerificationRequired, { method, target });
  }
  const given = answer.answer.trim();
  if (method === 'bankAccountName') {
    if (given.toLowerCase() !== member.realName.toLowerCase())
      return refuse(refusalText.bankNameWrong, refusalCode.invalidCode);
  } else if (given !== world.sms.code) {
    return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
  }
  if (world.settings.ipCheckReading === 'unregistered')
    updateMember(store, member.id, (m) => m.knownIps.push(ip));
  return null;
}

/**
 * A successful login: the answer carries the member's flags as they were, then the first login is
 * over. Under the `forcesChange` reading the platform marks a first login's password expired, and
 * it stays so until changed.
 */
function openLoggedInSession(store: WorldStore, member: MockMember) {
  const firstTimeLogin = member.firstTimeLogin;
  const forces = firstTimeLogin && store.world.settings.firstLoginReading === 'forcesChange';
  if (firstTimeLogin) {
    updateMember(store, member.id, (m) => {
      m.firstTimeLogin = false;
      if (forces) m.passwordExpired = true;
    });
  }
  return {
    token: openSession(store, member.id),
    firstTimeLogin,
    passwordExpired: member.passwordExpired || forces,
    // The platform knows its default password; the client is told, never given it.
    isDefaultPassword: passwordMatches(member.passwordHash, store.world.site.defaultPassword),
  };
}

/** SPEC 4.2 SMS login: the mobile number of a member and the code sent to it; no captcha. */
function loginBySms(store: WorldStore, { username, password }: LoginRequest) {
  const { world } = store;
  if (!world.whitelabel.MOBILEVERCODELOGIN3) {
    return refuse(refusalText.functionDisabled, refusalCode.functionDisabled);
  }
  const member = findByMobile(world, username);
  if (!member || password.trim() !== world.sms.code) {
    return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
  }
  return openLoggedInSession(store, member);
}

export function sessionHandlers(store: WorldStore) {
  return [
    mockCall(loginCall, ({ payload }) =>
      payload.type === 'sms' ? loginBySms(store, payload) : loginByPassword(store, payload),
    ),

    // SPEC 2.4 one-click: the (mock) provider's identity token names the linked account.
    mockCall(oneClickLoginCall, ({ payload }) => {
      const { world } = store;
      if (!world.oneClickProviders.includes(payload.provider)) {
        return refuse(refusalText.functionDisabled, refusalCode.functionDisabled);
      }
      const prefix = `mock-${payload.provider}-`;
      const member = payload.idToken.startsWith(prefix)
        ? findByAccount(world, payload.idToken.slice(prefix.length))
        : undefined;
      if (!member) return refuse(refusalText.oneClickUnknown, null);
      const { token, firstTimeLogin } = openLoggedInSession(store, member);
      return { token, firstTimeLogin };
    }),

    mockCall(freePlayCall, () => {
      if (!store.world.whitelabel.FREEPLAY3) {
        return refuse(refusalText.functionDisabled, refusalCode.functionDisabled);
      }
      const trial = addTrialMember(store);
      return { token: openSession(store, trial.id) };
    }),

    mockCall(logoutCall, ({ token }) => {
      if (!token || !memberOfToken(store.world, token)) return reject(null, 401);
      endSession(store, token);
      return null;
    }),

    mockCall(captchaCall, () => captchaImage(store.world.captcha.code)),
  ];
}
