import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../api/contracts/register';
import bn from '../i18n/locales/bn/validation.json';
import en from '../i18n/locales/en/validation.json';
import {
  acceptedRegex,
  confirmationMatches,
  patternFamilies,
  required,
  validateCaptcha,
  validateEmail,
  validateField,
  validateForm,
  validateMobile,
  validatePassword,
  validateNewPassword,
  ruleMessage,
  validateRemark,
  validateSmsCode,
  validateTerms,
  validateUsername,
} from './validation';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: '1',
  minLength: 1,
  maxLength: 100,
  ...overrides,
});

/** The rule the mock world sends for a family: the family's own regex source as acceptedPattern. */
const familyRule = (id: string, overrides: Partial<FieldRule> = {}) =>
  rule({ patternId: id, acceptedPattern: patternFamilies[id]!.regex.source, ...overrides });

/** `n` characters (code points) cycling through `chars`. */
const cycle = (chars: string, n: number) => [...chars.repeat(n)].slice(0, n).join('');

interface FamilyCase {
  id: string;
  name: string;
  accepted: string[];
  rejected: string[];
  /** A value of the family with exactly n characters (n >= 7), for the length bounds. */
  sized?: (n: number) => string;
}

const familyCases: FamilyCase[] = [
  {
    id: '1',
    name: 'letters and digits only',
    accepted: ['abc123', 'ABCdef', '12345678'],
    rejected: ['abc 123', 'abc_123', 'abç123', 'ইউজার১২৩'],
    sized: (n) => cycle('ab12', n),
  },
  {
    id: '2',
    name: 'first character a letter',
    accepted: ['a1234', 'Abcdef', 'z9'],
    rejected: ['1abc', '_abc', 'ab-c', 'ab c'],
    sized: (n) => `a${'1'.repeat(n - 1)}`,
  },
  {
    id: '3',
    name: 'kanji and digits',
    accepted: ['漢字123', '中文', '１２３漢', '𠀀字'],
    rejected: ['abc', '漢字a', '漢 字', 'ひらがな'],
    sized: (n) => cycle('漢字1', n),
  },
  {
    id: '4',
    name: 'email',
    accepted: ['user@example.com', 'first.last+tag@mail.co.uk', 'a_b@x-y.org'],
    rejected: [
      'user@',
      '@example.com',
      'user@example',
      'user@@example.com',
      'user@exa mple.com',
      '.user@example.com',
      'user..x@example.com',
    ],
    sized: (n) => `${'a'.repeat(n - 6)}@b.com`,
  },
  {
    id: '5',
    name: 'numbers only',
    accepted: ['0', '0123456789'],
    rejected: ['12a', '1.5', '-1', '１２３', '1 2'],
    sized: (n) => cycle('0123456789', n),
  },
  {
    id: '6',
    name: 'letters plus digits',
    accepted: ['abc123', '1a', 'A9z'],
    rejected: ['abcdef', '123456', 'abc-123', 'abc 123'],
    sized: (n) => cycle('a1', n),
  },
  {
    id: '7',
    name: 'at least one uppercase',
    accepted: ['Abc', 'abC!', 'hello World 1'],
    rejected: ['abc', '123', 'äbc'],
    sized: (n) => `A${'b'.repeat(n - 1)}`,
  },
  {
    id: '8',
    name: 'English letters and spaces',
    accepted: ['John Smith', 'abc', 'A B C'],
    rejected: ['John3', 'Jöhn', 'John_Smith', 'রহিম'],
    sized: (n) => `a ${'b'.repeat(n - 2)}`,
  },
  {
    id: '9',
    name: 'no spaces',
    accepted: ['abc!@#', 'pass-word', 'নাম'],
    rejected: ['a b', 'a\tb', 'a\u3000b'],
    sized: (n) => cycle('a!1', n),
  },
  {
    id: '10',
    name: 'Chinese with punctuation',
    accepted: ['你好，世界！', '中文', '“引用”。'],
    rejected: ['hello', '中文abc', '中文 空格', '中文,'],
    sized: (n) => cycle('中文，', n),
  },
  {
    id: '11',
    name: 'date yyyy-MM-dd',
    accepted: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-01-01'],
    rejected: [
      '2023-02-29',
      '1900-02-29',
      '2023-13-01',
      '2023-04-31',
      '2023-1-1',
      '23-01-01',
      '2023/01/01',
      '0999-01-01',
    ],
  },
  {
    id: '12',
    name: 'date MM-dd-yyyy',
    accepted: ['02-29-2024', '12-31-1999', '01-01-2023'],
    rejected: ['02-29-2023', '2023-01-01', '13-01-2023', '04-31-2023', '1-1-2023', '00-10-2023'],
  },
  {
    id: '13',
    name: 'Thai only',
    accepted: ['ภาษาไทย', 'สวัสดี'],
    rejected: ['thai', 'ภาษา ไทย', 'ภาษา1', '한국어'],
    sized: (n) => cycle('ภาษาไทย', n),
  },
  {
    id: '14',
    name: 'Korean only',
    accepted: ['한국어', '안녕하세요'],
    rejected: ['한국 어', 'korean', '한국1', '漢字'],
    sized: (n) => cycle('한국어', n),
  },
  {
    id: '15',
    name: 'full name with a space',
    accepted: ['John Smith', 'Md. Rahim Uddin', 'আব্দুল করিম', 'Jean-Luc Picard', "Shaquille O'Neal"],
    rejected: ['John', 'John  Smith', 'John Smith3', '- Smith', 'John '],
    sized: (n) => `A ${'b'.repeat(n - 2)}`,
  },
  {
    id: '16',
    name: 'full-width Japanese',
    accepted: ['にほんご', 'カタカナー', '漢字ひらがな', 'ＡＢＣ１２３', '東京　タワー'],
    rejected: ['ｶﾀｶﾅ', 'abc', 'にほん go', '日本 語'],
    sized: (n) => cycle('にほんゴ漢ー', n),
  },
  {
    id: '17',
    name: 'uppercase only',
    accepted: ['ABC', 'Z'],
    rejected: ['AbC', 'ABC1', 'AB C', 'ÄBC'],
    sized: (n) => 'A'.repeat(n),
  },
  {
    id: '18',
    name: 'password with upper, lower, digit and symbol',
    accepted: ['Abcdef1!', 'P@ssw0rd', 'xY9~'],
    rejected: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1!', 'Abcdé1!'],
    sized: (n) => `Aa1!${'x'.repeat(n - 4)}`,
  },
];

describe('pattern families (SPEC 5.4)', () => {
  it('cover the 18 families, each with its own reg_pattern message', () => {
    expect(Object.keys(patternFamilies).sort()).toEqual(familyCases.map((c) => c.id).sort());
    for (const [id, family] of Object.entries(patternFamilies))
      expect(family.messageKey).toBe(`reg_pattern_${id}`);
  });

  describe.each(familyCases)('family $id: $name', ({ id, accepted, rejected }) => {
    it.each(accepted)('accepts %s', (value) => {
      expect(patternFamilies[id]!.regex.test(value)).toBe(true);
      expect(validateField(value, familyRule(id))).toBeNull();
    });

    it.each(rejected)('rejects %s with its pattern message', (value) => {
      expect(validateField(value, familyRule(id, { minLength: 1, maxLength: 100 }))).toEqual({
        key: `reg_pattern_${id}`,
        params: { min: 1, max: 100 },
      });
    });
  });

  const sizedCases = familyCases.flatMap(({ id, sized }) => (sized ? [{ id, sized }] : []));
  const bounds = { minLength: 8, maxLength: 12 };
  describe.each(sizedCases)('family $id lengths within 8..12', ({ id, sized }) => {
    it.each([
      { length: 7, valid: false },
      { length: 8, valid: true },
      { length: 12, valid: true },
      { length: 13, valid: false },
    ])('$length characters: valid $valid', ({ length, valid }) => {
      const value = sized(length);
      expect([...value]).toHaveLength(length);
      expect(patternFamilies[id]!.regex.test(value)).toBe(true); // only the length decides
      expect(validateField(value, familyRule(id, bounds))).toEqual(
        valid ? null : { key: `reg_pattern_${id}`, params: { min: 8, max: 12 } },
      );
    });
  });

  // A date always has 10 characters: move the bounds around it instead.
  describe.each([
    { id: '11', value: '2024-02-29' },
    { id: '12', value: '02-29-2024' },
  ])('family $id lengths around its 10 characters', ({ id, value }) => {
    it.each([
      { at: 'min - 1', minLength: 11, maxLength: 15, valid: false },
      { at: 'min', minLength: 10, maxLength: 15, valid: true },
      { at: 'max', minLength: 5, maxLength: 10, valid: true },
      { at: 'max + 1', minLength: 5, maxLength: 9, valid: false },
    ])('at $at: valid $valid', ({ minLength, maxLength, valid }) => {
      expect(validateField(value, familyRule(id, { minLength, maxLength })) === null).toBe(valid);
    });
  });

  // Oracle: the calendar regexes agree with Date for every month 00-13 and day 00-32 of tricky years.
  it.each([1900, 1999, 2000, 2023, 2024, 2100, 2400])('dates of %i agree with the calendar', (year) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    for (let month = 0; month <= 13; month += 1) {
      for (let day = 0; day <= 32; day += 1) {
        const date = new Date(Date.UTC(year, month - 1, day));
        const real = month >= 1 && month <= 12 && day >= 1 && date.getUTCDate() === day;
        expect(
          patternFamilies['11']!.regex.test(`${year}-${pad(month)}-${pad(day)}`),
          `${year}-${month}-${day}`,
        ).toBe(real);
        expect(
          patternFamilies['12']!.regex.test(`${pad(month)}-${pad(day)}-${year}`),
          `${month}-${day}-${year}`,
        ).toBe(real);
      }
    }
  });
});

describe('validateField (SPEC 5.2)', () => {
  it("accepts any value for '*' and a blank pattern, within the length bounds", () => {
    expect(validateField('any thing! 漢字', rule({ acceptedPattern: '*' }))).toBeNull();
    expect(validateField('any thing', rule({ acceptedPattern: '' }))).toBeNull();
    expect(validateField('toolong', rule({ acceptedPattern: '*', maxLength: 6 }))).toEqual({
      key: 'reg_pattern_1',
      params: { min: 1, max: 6 },
    });
    expect(validateField('ab', rule({ acceptedPattern: '*', minLength: 3, maxLength: 6 }))).not.toBeNull();
  });

  it('always passes a disabled field', () => {
    expect(validateField('', rule({ enabled: false, required: true }))).toBeNull();
    expect(validateField('not valid!', familyRule('5', { enabled: false }))).toBeNull();
  });

  it('gives a required empty field the pattern message, with min and max', () => {
    const expected = { key: 'reg_pattern_2', params: { min: 4, max: 16 } };
    expect(validateField('', familyRule('2', { minLength: 4, maxLength: 16 }))).toEqual(expected);
    expect(validateField('   ', familyRule('2', { minLength: 4, maxLength: 16 }))).toEqual(expected);
  });

  it('lets an optional field stay empty, whatever its pattern and minimum', () => {
    expect(validateField('', familyRule('4', { required: false, minLength: 5 }))).toBeNull();
    expect(validateField('  ', familyRule('4', { required: false, minLength: 5 }))).toBeNull();
    expect(validateField('nope', familyRule('4', { required: false }))).toEqual({
      key: 'reg_pattern_4',
      params: { min: 1, max: 100 },
    });
  });

  it('treats an invalid regex source as any value instead of crashing', () => {
    for (const source of ['([a-z', '[z-a]', 'a)(?:b', '*abc', '\\']) {
      expect(acceptedRegex(source), source).toBeNull();
      expect(validateField('anything goes!', rule({ acceptedPattern: source }))).toBeNull();
      expect(validateField('', rule({ acceptedPattern: source }))).not.toBeNull(); // still required
      expect(validateField('too long', rule({ acceptedPattern: source, maxLength: 3 }))).not.toBeNull();
    }
  });

  it('reads a server source written without Unicode mode', () => {
    const legacy = rule({ acceptedPattern: '[a-z\\_]+' }); // \_ is a syntax error with the u flag
    expect(validateField('ab_c', legacy)).toBeNull();
    expect(validateField('AB', legacy)).not.toBeNull();
  });

  it('matches the whole value, not a part, also across alternatives', () => {
    expect(validateField('12a', rule({ acceptedPattern: '[0-9]+' }))).not.toBeNull();
    expect(validateField('x123', rule({ acceptedPattern: '[0-9]+' }))).not.toBeNull();
    expect(validateField('ab', rule({ acceptedPattern: 'a|b' }))).not.toBeNull();
    expect(validateField('b', rule({ acceptedPattern: 'a|b' }))).toBeNull();
    expect(validateField('123', rule({ acceptedPattern: '^[0-9]+$' }))).toBeNull();
  });

  it('trims the value before checking pattern and length', () => {
    expect(validateField('  ab12  ', familyRule('1', { minLength: 4, maxLength: 4 }))).toBeNull();
    expect(validateField(' 12 ', familyRule('5'))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateField('𠀀𠀀', familyRule('3', { minLength: 2, maxLength: 2 }))).toBeNull();
  });

  it('gives a patternId outside SPEC 5.4 a generic format message', () => {
    for (const patternId of ['99', '', 'constructor', '__proto__']) {
      expect(validateField('', rule({ patternId, minLength: 2, maxLength: 9 }))).toEqual({
        key: 'pattern_invalid',
        params: { min: 2, max: 9 },
      });
    }
  });

  it('holds message keys, never text', () => {
    const failure = validateField('x', familyRule('5'));
    expect(failure?.key).toMatch(/^[a-z_0-9]+$/);
    expect(Object.values(failure?.params ?? {}).every((p) => typeof p === 'number')).toBe(true);
  });
});

describe('helpers for the login, forgot- and change-password forms (SPEC 5.1, 5.3, 5.5)', () => {
  it('required: non-empty after trimming', () => {
    expect(required('x')).toBeNull();
    expect(required('')).toEqual({ key: 'required', params: {} });
    expect(required(' \t ')).toEqual({ key: 'required', params: {} });
  });

  it("confirmationMatches: equal (trimmed) passes, different gives 'mismatch', empty 'required'", () => {
    expect(confirmationMatches('Secret1', 'Secret1')).toBeNull();
    expect(confirmationMatches(' Secret1', 'Secret1 ')).toBeNull();
    expect(confirmationMatches('Secret1', 'secret1')).toEqual({ key: 'mismatch', params: {} });
    expect(confirmationMatches('Secret1', 'Secret2')).toEqual({ key: 'mismatch', params: {} });
    expect(confirmationMatches('Secret1', '  ')).toEqual({ key: 'required', params: {} });
  });

  describe('validateMobile', () => {
    const invalid11 = { key: 'mobile_invalid', params: { digits: 11 } };
    it.each(['01712345678', '01312345678', '01912345678', ' 01812345678 '])('accepts %s', (value) => {
      expect(validateMobile(value)).toBeNull();
    });
    it.each([
      ['10 digits', '0171234567'],
      ['12 digits', '017123456789'],
      ['prefix 02', '02712345678'],
      ['operator digit 2', '01212345678'],
      ['operator digit 0', '01012345678'],
      ['country code', '+8801712345678'],
      ['a letter', '0171234567a'],
      ['a space inside', '0171 2345678'],
    ])('rejects %s', (_, value) => {
      expect(validateMobile(value)).toEqual(invalid11);
    });
    it('requires a value', () => {
      expect(validateMobile('  ')).toEqual({ key: 'required', params: {} });
    });
    it('takes the configured digit count', () => {
      expect(validateMobile('0171234567', 10)).toBeNull();
      expect(validateMobile('01712345678', 10)).toEqual({ key: 'mobile_invalid', params: { digits: 10 } });
      expect(validateMobile('017123456789', 12)).toBeNull();
    });
    it('falls back to 11 digits for a nonsense count', () => {
      expect(validateMobile('01712345678', 2)).toBeNull();
      expect(validateMobile('01712345678', 10.5)).toBeNull();
    });
  });

  it('validateSmsCode: exactly 6 digits', () => {
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode(' 000000 ')).toBeNull();
    for (const code of ['12345', '1234567', '12345a', '１２３４５６'])
      expect(validateSmsCode(code)).toEqual({ key: 'code_invalid', params: {} });
    expect(validateSmsCode('')).toEqual({ key: 'required', params: {} });
  });

  it('validateEmail', () => {
    expect(validateEmail('player@example.com')).toBeNull();
    expect(validateEmail('player@example')).toEqual({ key: 'email_invalid', params: {} });
    expect(validateEmail('')).toEqual({ key: 'required', params: {} });
  });

  it.each([
    ['abc', false],
    ['abcd', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['Player01', true],
    ['1player', false],
    ['play er', false],
    ['player_1', false],
  ])('validateUsername %s: valid %s', (value, valid) => {
    expect(validateUsername(value)).toEqual(
      valid ? null : { key: 'account_invalid', params: { min: 4, max: 16 } },
    );
  });

  it('validateUsername requires a value', () => {
    expect(validateUsername(' ')).toEqual({ key: 'required', params: {} });
  });

  it.each([
    [5, false],
    [6, true],
    [20, true],
    [21, false],
  ])('validatePassword with %i characters: valid %s', (length, valid) => {
    expect(validatePassword('p'.repeat(length))).toEqual(
      valid ? null : { key: 'password_length', params: { min: 6, max: 20 } },
    );
  });

  it('validatePassword requires a value and trims it', () => {
    expect(validatePassword('')).toEqual({ key: 'required', params: {} });
    expect(validatePassword('  12345  ')).toEqual({ key: 'password_length', params: { min: 6, max: 20 } });
  });

  it('validateNewPassword follows the server password rule when known, else the length rule', () => {
    const strong = rule({
      acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
      patternId: '18',
      minLength: 6,
      maxLength: 20,
      required: false,
    });
    expect(validateNewPassword('Fresh@2026', strong)).toBeNull();
    expect(validateNewPassword('fresh2026', strong)).toEqual(ruleMessage(strong));
    expect(validateNewPassword('  ', strong)).toEqual(ruleMessage(strong)); // required even if the rule is not
    expect(validateNewPassword('fresh2026', { ...strong, enabled: false })).toBeNull();
    expect(validateNewPassword('short')).toEqual({ key: 'password_length', params: { min: 6, max: 20 } });
  });

  it('validateCaptcha, validateTerms, validateRemark', () => {
    expect(validateCaptcha('1234')).toBeNull();
    expect(validateCaptcha(' ')).toEqual({ key: 'captcha_required', params: {} });
    expect(validateTerms(true)).toBeNull();
    // SPEC 8 please-agree-to-the-terms
    expect(validateTerms(false)).toEqual({ key: 'terms_required', params: {} });
    expect(validateRemark('r'.repeat(140))).toBeNull();
    expect(validateRemark('r'.repeat(141))).toEqual({ key: 'remark_limit', params: { max: 140 } });
  });
});

describe('validateForm (SPEC 5.2)', () => {
  const rules = {
    username: familyRule('2', { required: false, minLength: 4, maxLength: 16 }), // required anyway
    password: rule({ patternId: '9', acceptedPattern: '\\S+', minLength: 6, maxLength: 20 }),
    confirmPassword: rule({ patternId: '9', acceptedPattern: '\\S+', minLength: 6, maxLength: 20 }),
    payeeName: familyRule('15', { minLength: 3, maxLength: 40 }),
    email: familyRule('4', { required: false, minLength: 5, maxLength: 50 }),
    qqNum: familyRule('5', { required: false, minLength: 5, maxLength: 12 }),
    mobileNum: familyRule('5', { enabled: false, minLength: 11, maxLength: 11 }),
  };
  const valid = {
    username: 'player01',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    payeeName: 'Rahim Uddin',
  };

  it('passes a valid form (optional and disabled fields left empty)', () => {
    expect(validateForm(valid, rules)).toEqual({});
  });

  it('reports every failing field of an empty form, with its pattern message', () => {
    expect(validateForm({}, rules)).toEqual({
      username: { key: 'reg_pattern_2', params: { min: 4, max: 16 } },
      password: { key: 'reg_pattern_9', params: { min: 6, max: 20 } },
      confirmPassword: { key: 'reg_pattern_9', params: { min: 6, max: 20 } },
      payeeName: { key: 'reg_pattern_15', params: { min: 3, max: 40 } },
    });
  });

  it("flags a confirmation that differs from the password as 'mismatch'", () => {
    expect(validateForm({ ...valid, confirmPassword: 'Secret13' }, rules)).toEqual({
      confirmPassword: { key: 'mismatch', params: {} },
    });
  });

  it('checks optional fields once filled, and ignores disabled ones', () => {
    const errors = validateForm({ ...valid, email: 'nope', qqNum: '12', mobileNum: 'garbage' }, rules);
    expect(Object.keys(errors).sort()).toEqual(['email', 'qqNum']);
    expect(errors.qqNum).toEqual({ key: 'reg_pattern_5', params: { min: 5, max: 12 } });
  });

  it('trims values', () => {
    expect(
      validateForm({ ...valid, username: '  player01  ', confirmPassword: ' Secret12 ' }, rules),
    ).toEqual({});
  });

  it('forces fields the form requires: mobile registration, the SMS code', () => {
    const errors = validateForm(valid, rules, { required: ['mobileNum', 'verificationCode'] });
    expect(errors).toEqual({
      mobileNum: { key: 'reg_pattern_5', params: { min: 11, max: 11 } },
      verificationCode: { key: 'required', params: {} },
    });
    expect(
      validateForm({ ...valid, mobileNum: '01712345678', verificationCode: '123456' }, rules, {
        required: ['mobileNum', 'verificationCode'],
      }),
    ).toEqual({});
  });

  it('requires a shown payment password even when its rule says optional', () => {
    const withPayment = {
      ...rules,
      paymentPassword: familyRule('5', { required: false, minLength: 6, maxLength: 6 }),
    };
    expect(validateForm(valid, withPayment)).toEqual({
      paymentPassword: { key: 'reg_pattern_5', params: { min: 6, max: 6 } },
    });
  });

  it('checks the confirmation without a rule only when the form sends one', () => {
    const { confirmPassword: _, ...noConfirmRule } = rules;
    const { confirmPassword: __, ...noConfirmValue } = valid;
    expect(validateForm(noConfirmValue, noConfirmRule)).toEqual({});
    expect(validateForm({ ...valid, confirmPassword: '' }, noConfirmRule)).toEqual({
      confirmPassword: { key: 'required', params: {} },
    });
    expect(validateForm({ ...valid, confirmPassword: 'other' }, noConfirmRule)).toEqual({
      confirmPassword: { key: 'mismatch', params: {} },
    });
  });

  it('skips the confirmation when its rule is disabled', () => {
    const disabled = { ...rules, confirmPassword: rule({ enabled: false }) };
    expect(validateForm({ ...valid, confirmPassword: 'other' }, disabled)).toEqual({});
  });
});

describe('validation catalogues', () => {
  const emitted = [
    ...Object.values(patternFamilies).map((f) => f.messageKey),
    'pattern_invalid',
    'required',
    'mismatch',
    'mobile_invalid',
    'code_invalid',
    'email_invalid',
    'account_invalid',
    'password_length',
    'captcha_required',
    'terms_required',
    'remark_limit',
  ];

  it.each(emitted)('EN and BN hold %s', (key) => {
    expect(en).toHaveProperty(key);
    expect(bn).toHaveProperty(key);
  });

  it.each(Object.keys(patternFamilies))('reg_pattern_%s takes min and max', (id) => {
    for (const catalogue of [en, bn] as Record<string, string>[]) {
      expect(catalogue[`reg_pattern_${id}`]).toContain('{{min}}');
      expect(catalogue[`reg_pattern_${id}`]).toContain('{{max}}');
    }
  });
});
