import {
  DEFAULT_REGISTER_CALL_READING,
  type FieldRule,
  type RegisterCallReading,
  type RegisterField,
  type RegisterSettings,
} from '../api/contracts/register';
import { validateForm, type FormErrors, type FormOptions } from './validation';

/**
 * The two registration tabs of SPEC 2.4. How the three whitelabel switches map to them (the spec
 * names the switches but not their exact meaning; decided here):
 * - `USERNAMEREG3` offers the username tab;
 * - `MOBILENUMREG3` offers the mobile tab (which call each tab sends: `registerCallFor`);
 * - `MOBILENUMPASSREG3` is "mobile registration with a password": it does not open a tab of its
 *   own, it makes the mobile tab ask for a password and its confirmation (without it the mobile
 *   number and, with REGMOBVERF3, the SMS code are the credentials).
 * The tabs show only when both are offered ("more than one enabled", SPEC 2.4): the mobile switches
 * alone are one way to register. With no switch on, the username form is the fallback (the
 * platform's basic registration).
 */
export type RegisterMethod = 'username' | 'mobile';

export interface RegisterSwitches {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  MOBILENUMPASSREG3: boolean;
  /** SPEC 5.2: the SMS code is required when REGMOBVERF3 is on. */
  REGMOBVERF3: boolean;
}

export type RegisterValues = Partial<Record<RegisterField, string>>;

/** The tabs offered, username first; never empty. */
export function registerMethods(switches: RegisterSwitches): RegisterMethod[] {
  const methods: RegisterMethod[] = [];
  if (switches.USERNAMEREG3) methods.push('username');
  if (switches.MOBILENUMREG3) methods.push('mobile');
  return methods.length > 0 ? methods : ['username'];
}

/**
 * SPEC 4.5 "The register type is registerMobile if MOBILENUMREG3 is on, else register", under the
 * platform's reading (contracts/register-settings.ts): `bySwitch` (the default) sends every
 * registration as registerMobile while the switch is on, whichever tab; `byForm` only the mobile
 * tab's. With the switch off it is always register.
 */
export function registerCallFor(
  method: RegisterMethod,
  switches: RegisterSwitches,
  reading: RegisterCallReading = DEFAULT_REGISTER_CALL_READING,
): 'register' | 'registerMobile' {
  if (!switches.MOBILENUMREG3) return 'register';
  return reading === 'bySwitch' || method === 'mobile' ? 'registerMobile' : 'register';
}

/** The order fields appear in, whatever order the server lists them. */
export const registerFieldOrder: readonly RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** SPEC 5.2: these are required whenever they are shown; the rest as the server says. */
const requiredWhenShown: ReadonlySet<RegisterField> = new Set([
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
]);
const isRequired = (field: RegisterField, settings: RegisterSettings) =>
  requiredWhenShown.has(field) || settings.fields[field]?.required === true;

export interface RegisterLayout {
  method: RegisterMethod;
  switches: RegisterSwitches;
  /** SPEC 4.5: hidden once a code from the URL has been verified. */
  affiliateField: 'shown' | 'hidden';
  /** The URL carried an affiliate code: its field shows (with its error) even if the server disabled it. */
  urlCode: boolean;
}

/**
 * The fields a registration form shows, in display order, and the ones it must have (SPEC 5.2;
 * the view marks them with *):
 * the server's enabled fields, then the tab's own rules: the mobile tab has no username and always
 * a mobile number; its password only with MOBILENUMPASSREG3; the SMS code (and a number to send it
 * to) only and always with REGMOBVERF3; the affiliate code unless a URL code was verified.
 */
export function registerFields(settings: RegisterSettings, layout: RegisterLayout) {
  const { method, switches } = layout;
  const enabled = (field: RegisterField) => settings.fields[field]?.enabled === true;
  const shown = new Set<RegisterField>(registerFieldOrder.filter(enabled));
  const required = new Set<RegisterField>();

  if (method === 'mobile') {
    shown.delete('username');
    shown.add('mobileNum');
    required.add('mobileNum');
    if (switches.MOBILENUMPASSREG3) {
      shown.add('password');
      shown.add('confirmPassword');
      required.add('password').add('confirmPassword');
    } else {
      shown.delete('password');
      shown.delete('confirmPassword');
    }
  } else {
    shown.add('username');
    required.add('username');
  }
  if (switches.REGMOBVERF3) {
    shown.add('verificationCode').add('mobileNum');
    required.add('verificationCode').add('mobileNum');
  } else {
    shown.delete('verificationCode');
  }
  if (layout.affiliateField === 'hidden') shown.delete('affiliateCode');
  else if (layout.urlCode) shown.add('affiliateCode');

  const fields = registerFieldOrder.filter((field) => shown.has(field));
  return { fields, required: fields.filter((field) => required.has(field) || isRequired(field, settings)) };
}

/** SPEC 5.2: the form's errors for the fields it shows (the SMS code's own rule is its 6 digits). */
export function validateRegistration(
  values: RegisterValues,
  settings: RegisterSettings,
  layout: RegisterLayout,
): FormErrors {
  const { fields, required } = registerFields(settings, layout);
  const rules: Record<string, FieldRule> = {};
  for (const field of fields) {
    const rule = settings.fields[field];
    if (rule) rules[field] = rule;
  }
  const options: FormOptions = { required };
  return validateForm(pickFields(values, fields), rules, options);
}

/** Only the given fields, trimmed (SPEC 5.1 / 5.2: values are trimmed). */
export function pickFields(values: RegisterValues, fields: readonly RegisterField[]): RegisterValues {
  const picked: RegisterValues = {};
  for (const field of fields) picked[field] = (values[field] ?? '').trim();
  return picked;
}
