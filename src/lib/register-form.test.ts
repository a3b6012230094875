import { describe, expect, it } from 'vitest';
import type { FieldRule, RegisterSettings } from '../api/contracts/register';
import { registerCallFor, registerFields, registerMethods, type RegisterSwitches } from './register-form';

const off: RegisterSwitches = {
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
};
const rule = (enabled: boolean, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId: '9',
  minLength: 1,
  maxLength: 20,
});
const settings: RegisterSettings = {
  fields: {
    captcha: rule(true, true),
    username: rule(true, true),
    password: rule(true, true),
    confirmPassword: rule(true, true),
    email: rule(true),
    affiliateCode: rule(true),
    verificationCode: rule(true),
    mobileNum: rule(false),
    wechat: rule(false),
  },
};

describe('registerMethods (SPEC 2.4: how the switches map to the tabs)', () => {
  it.each([
    [{}, ['username']],
    [{ USERNAMEREG3: true }, ['username']],
    [{ USERNAMEREG3: true, MOBILENUMPASSREG3: true }, ['username']],
    [{ MOBILENUMREG3: true, MOBILENUMPASSREG3: true }, ['mobile']],
    [{ USERNAMEREG3: true, MOBILENUMREG3: true }, ['username', 'mobile']],
  ] as const)('%o offers %o', (switches, methods) => {
    expect(registerMethods({ ...off, ...switches })).toEqual(methods);
  });
});

describe('registerCallFor (SPEC 4.5)', () => {
  it('sends registerMobile from either tab with MOBILENUMREG3 on (the default reading), else register', () => {
    expect(registerCallFor('mobile', { ...off, MOBILENUMREG3: true })).toBe('registerMobile');
    expect(registerCallFor('username', { ...off, MOBILENUMREG3: true })).toBe('registerMobile');
    expect(registerCallFor('mobile', off)).toBe('register');
    expect(registerCallFor('username', off)).toBe('register');
  });

  it('in the by-form reading, sends registerMobile only for the mobile tab with MOBILENUMREG3 on', () => {
    expect(registerCallFor('mobile', { ...off, MOBILENUMREG3: true }, 'byForm')).toBe('registerMobile');
    expect(registerCallFor('username', { ...off, MOBILENUMREG3: true }, 'byForm')).toBe('register');
  });
});

describe('registerFields', () => {
  const layout = { method: 'username', switches: off, affiliateField: 'shown', urlCode: false } as const;

  it('shows the enabled fields in display order, the SMS code only with REGMOBVERF3', () => {
    expect(registerFields(settings, layout)).toEqual({
      fields: ['username', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha'],
      required: ['username', 'password', 'confirmPassword', 'captcha'],
    });
    expect(registerFields(settings, { ...layout, switches: { ...off, REGMOBVERF3: true } })).toEqual({
      fields: [
        'username',
        'mobileNum',
        'verificationCode',
        'password',
        'confirmPassword',
        'email',
        'affiliateCode',
        'captcha',
      ],
      required: ['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha'],
    });
  });

  it('mobile tab: the number instead of the username; the password only with MOBILENUMPASSREG3', () => {
    const mobile = { ...layout, method: 'mobile' } as const;
    expect(registerFields(settings, mobile).fields).toEqual([
      'mobileNum',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(registerFields(settings, { ...mobile, switches: { ...off, MOBILENUMPASSREG3: true } })).toEqual({
      fields: ['mobileNum', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha'],
      required: ['mobileNum', 'password', 'confirmPassword', 'captcha'],
    });
  });

  it('hides the affiliate code once a URL code verified; shows it for a URL code even if disabled', () => {
    expect(registerFields(settings, { ...layout, affiliateField: 'hidden' }).fields).not.toContain(
      'affiliateCode',
    );
    const disabled = { fields: { ...settings.fields, affiliateCode: rule(false) } };
    expect(registerFields(disabled, layout).fields).not.toContain('affiliateCode');
    expect(registerFields(disabled, { ...layout, urlCode: true }).fields).toContain('affiliateCode');
  });
});
