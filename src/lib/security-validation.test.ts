import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../api/contracts/register';
import type { ProfileSettings } from '../api/contracts/security';
import bnSecurity from '../i18n/locales/bn/security.json';
import enSecurity from '../i18n/locales/en/security.json';
import enValidation from '../i18n/locales/en/validation.json';
import {
  ageOn,
  enabledProfileFields,
  isCalendarDate,
  todayAt,
  validateBirthday,
  validateNickname,
  validatePasswordChange,
  validatePaymentPassword,
  validateProfile,
  validateRealName,
} from './security-validation';
import { validatePassword } from './validation';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 50,
  ...overrides,
});

describe('validateNickname', () => {
  it.each(['Jo', 'Rahim', '  Rahim  ', 'রহিম', 'x'.repeat(20)])('accepts %j', (value) => {
    expect(validateNickname(value)).toBeNull();
  });
  it('needs a value', () => {
    expect(validateNickname('   ')).toEqual({ key: 'required', params: {} });
  });
  it.each(['J', 'x'.repeat(21)])('refuses %j with the length message', (value) => {
    expect(validateNickname(value)).toEqual({
      key: 'security:validation.nicknameLength',
      params: { min: 2, max: 20 },
    });
  });
});

describe('validateRealName (SPEC 5.4 full name, 5.5 "Real name format incorrect")', () => {
  it.each(['Rahim Uddin', 'Md Rahim Uddin', ' Rahim Uddin ', 'রহিম উদ্দিন', 'Ab C'])('accepts %j', (value) => {
    expect(validateRealName(value)).toBeNull();
  });
  it.each([
    ['one part only', 'Rahim'],
    ['digits', 'Rahim 2'],
    ['two spaces', 'Rahim  Uddin'],
    ['symbols', 'Rahim_Uddin Khan'],
    ['punctuation', 'Dr. Rahim'],
    ['too long', `${'a'.repeat(20)} ${'b'.repeat(20)}`],
  ])('refuses %s', (_why, value) => {
    expect(validateRealName(value)).toEqual({ key: 'real_name_invalid', params: {} });
  });
  it('needs a value when asked for', () => {
    expect(validateRealName('')).toEqual({ key: 'required', params: {} });
  });
});

describe('dates and ages', () => {
  it.each([
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2001-02-29', false],
    ['2001-04-31', false],
    ['2001-13-01', false],
    ['01-02-2001', false],
    ['1899-12-31', false],
    ['2024-12-31', true],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it("takes today's date at the member's GMT offset", () => {
    const now = Date.UTC(2026, 10, 22, 20, 0, 0); // 20:00 UTC
    expect(todayAt(0, now)).toBe('2026-11-22');
    expect(todayAt(360, now)).toBe('2026-11-23'); // 02:00 in Dhaka
    expect(todayAt(-300, Date.UTC(2026, 10, 22, 2, 0, 0))).toBe('2026-11-21');
  });
});

describe('validateBirthday (SPEC 5.5, 9: the minimum age comes from the platform)', () => {
  const today = '2026-11-22';
  it('is optional', () => {
    expect(validateBirthday('', 18, today)).toBeNull();
  });
  it('accepts the day someone turns the minimum age', () => {
    expect(validateBirthday('2008-11-22', 18, today)).toBeNull();
    expect(validateBirthday('2005-11-22', 21, today)).toBeNull();
  });
  it('refuses anyone younger, with the age in the message', () => {
    expect(validateBirthday('2008-11-23', 18, today)).toEqual({ key: 'age_confirm', params: { age: 18 } });
    expect(validateBirthday('2006-01-01', 21, today)).toEqual({ key: 'age_confirm', params: { age: 21 } });
  });
  it.each(['2027-01-01', '2001-02-30', 'yesterday'])('refuses %j as no birthday', (value) => {
    expect(validateBirthday(value, 18, today)).toEqual({
      key: 'security:validation.birthdayInvalid',
      params: {},
    });
  });
});

describe('validatePaymentPassword: 6 digits', () => {
  it.each(['112233', ' 000000 '])('accepts %j', (value) => {
    expect(validatePaymentPassword(value)).toBeNull();
  });
  it.each(['11223', '1122334', '11223a', '११२२३३'])('refuses %j', (value) => {
    expect(validatePaymentPassword(value)).toEqual({
      key: 'security:validation.paymentPasswordDigits',
      params: { digits: 6 },
    });
  });
  it('needs a value', () => {
    expect(validatePaymentPassword('')).toEqual({ key: 'required', params: {} });
  });
});

describe('validatePasswordChange (SPEC 5.3)', () => {
  const options = { oldShown: true, newRule: validatePaymentPassword };
  it('passes a complete, matching change', () => {
    expect(
      validatePasswordChange({ oldPassword: '112233', newPassword: '445566', confirm: '445566' }, options),
    ).toEqual({});
  });
  it('names each failing field and only those', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '12', confirm: '13' }, options)).toEqual({
      oldPassword: { key: 'required', params: {} },
      newPassword: { key: 'security:validation.paymentPasswordDigits', params: { digits: 6 } },
      confirm: { key: 'mismatch', params: {} },
    });
  });
  it('does not ask for an old password the form does not show', () => {
    expect(
      validatePasswordChange(
        { oldPassword: '', newPassword: 'Secret@1', confirm: '' },
        { oldShown: false, newRule: validatePassword },
      ),
    ).toEqual({ confirm: { key: 'required', params: {} } });
  });
});

describe('validateProfile', () => {
  const settings: ProfileSettings = {
    minimumAge: 18,
    fields: {
      telegram: rule({ required: true }),
      address: rule({ maxLength: 10 }),
      zalo: rule({ enabled: false, required: true }),
      idNumber: rule({ acceptedPattern: '^[0-9]+$', patternId: '5', minLength: 5, maxLength: 17 }),
    },
  };
  const valid = {
    nickname: 'Rahim',
    realName: '',
    birthday: '',
    profile: { telegram: '@rahim' },
  };
  const options = { realNameEditable: true, today: '2026-11-22' };

  it('passes a valid form; the real name and birthday are optional', () => {
    expect(validateProfile(valid, settings, options)).toEqual({});
  });

  it('names every failing field with its message', () => {
    const errors = validateProfile(
      {
        nickname: '',
        realName: 'Rahim',
        birthday: '2010-01-01',
        profile: { telegram: '', address: 'a long address', idNumber: '12ab5' },
      },
      settings,
      options,
    );
    expect(errors).toEqual({
      nickname: { key: 'required', params: {} },
      realName: { key: 'real_name_invalid', params: {} },
      birthday: { key: 'age_confirm', params: { age: 18 } },
      telegram: { key: 'pattern_invalid', params: { min: 1, max: 50 } },
      address: { key: 'pattern_invalid', params: { min: 1, max: 10 } },
      idNumber: { key: 'reg_pattern_5', params: { min: 5, max: 17 } },
    });
  });

  it('ignores the real name once it can no longer be changed, and disabled fields', () => {
    expect(
      validateProfile({ ...valid, realName: 'x' }, settings, { ...options, realNameEditable: false }),
    ).toEqual({});
  });

  it('lists the enabled fields in the contract order', () => {
    expect(enabledProfileFields(settings)).toEqual(['telegram', 'idNumber', 'address']);
  });
});

describe('messages exist in both languages', () => {
  it.each(['nicknameLength', 'birthdayInvalid', 'paymentPasswordDigits'])('security:validation.%s', (key) => {
    expect(enSecurity.validation).toHaveProperty(key);
    expect(bnSecurity.validation).toHaveProperty(key);
  });
  it.each(['real_name_invalid', 'age_confirm', 'mismatch', 'required', 'pattern_invalid'])(
    'validation:%s',
    (key) => {
      expect(enValidation).toHaveProperty(key);
    },
  );
});
