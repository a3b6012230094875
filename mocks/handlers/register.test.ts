// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  affiliateCall,
  errorCodes,
  loginCall,
  memberInfoCall,
  permissionCall,
  registerCall,
  registerMobileCall,
  referralInfoCall,
  registerSettingsCall,
  type RegisterRequest,
} from '../../src/api/contracts';
import { registerForm, signedIn, testWorlds, type TestWorld } from '../test-world';
import { satisfiesRule } from '../world/register-settings';
import { refusalText } from './refusals';

const world = testWorlds();

const form = registerForm;

describe('register settings', () => {
  it('answers the SPEC 3.1 field rules and the platform constants, also inside permission', async () => {
    const { api } = world();
    const settings = await api.request(registerSettingsCall, undefined);
    expect(settings).toMatchObject({ minimumAge: 18, mobileDigits: 11, countryDialingCode: '880' });
    expect(settings.fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: '2',
      minLength: 4,
      maxLength: 16,
    });
    expect(settings.fields.password).toMatchObject({
      patternId: '18',
      minLength: 6,
      maxLength: 20,
    });
    expect(settings.fields.mobileNum).toMatchObject({
      patternId: '5',
      minLength: 11,
      maxLength: 11,
    });
    expect(settings.fields.email).toMatchObject({ patternId: '4', minLength: 5, maxLength: 50 });
    expect(settings.fields.payeeName).toMatchObject({ patternId: '15', minLength: 3, maxLength: 40 });
    expect(settings.fields.paymentPassword).toMatchObject({
      enabled: false,
      acceptedPattern: '*',
      patternId: 'any',
    });
    expect(settings.fields.qqNum).toMatchObject({ enabled: false });
    const permission = await api.request(permissionCall, { language: 'EN' });
    expect(permission.register).toEqual(settings);
  });

  it('the rules accept and refuse as the patterns say', () => {
    const { store } = world();
    const rules = store.world.registerSettings;
    expect(satisfiesRule('rahim2026', rules.username)).toBe(true);
    expect(satisfiesRule('2rahim', rules.username)).toBe(false);
    expect(satisfiesRule('abc', rules.username)).toBe(false);
    expect(satisfiesRule('Rahim@2026', rules.password)).toBe(true);
    expect(satisfiesRule('rahim2026', rules.password)).toBe(false);
    expect(satisfiesRule('01812345678', rules.mobileNum)).toBe(true);
    expect(satisfiesRule('0181234567a', rules.mobileNum)).toBe(false);
    expect(satisfiesRule('Rahim Uddin', rules.payeeName)).toBe(true);
    expect(satisfiesRule('Rahim', rules.payeeName)).toBe(false);
    expect(satisfiesRule('anything', rules.affiliateCode)).toBe(true);
  });
});

describe('register by username', () => {
  it('creates a member on a first login with a session: member info answers for it', async () => {
    const { api, useToken, store } = world();
    const { token } = await api.request(
      registerCall,
      form({ email: 'rahim@example.com', affiliateCode: 'betbd' }),
    );
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({
      account: 'rahim2026',
      type: 0,
      email: 'rahim@example.com',
      mobileNum: null,
    });
    expect(store.world.members.at(-1)).toMatchObject({
      account: 'rahim2026',
      balance: 0,
      firstTimeLogin: false, // the registration was the first login
    });
    await expect(
      api.request(loginCall, { type: 'username', username: 'rahim2026', password: 'Rahim@2026' }),
    ).resolves.toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it.each([
    ['a taken username (any case)', { username: 'Demo01' }, refusalText.usernameTaken, null],
    ['a taken mobile', { mobileNum: '01712345678' }, refusalText.mobileTaken, null],
    [
      'an unknown invitation code',
      { affiliateCode: 'NOPE1' },
      refusalText.invitationInvalid,
      errorCodes.invalidInvitationCode,
    ],
    ['a confirmation that differs', { confirmPassword: 'Rahim@2027' }, refusalText.passwordsDiffer, null],
    ['a wrong captcha', { captcha: '9999' }, refusalText.captchaInvalid, errorCodes.invalidCaptcha],
    ['no captcha', { captcha: '' }, refusalText.captchaMissing, null],
    ['a username outside the rule', { username: '9lives' }, 'Username format is incorrect', null],
    ['no username', { username: '' }, 'Username is required', null],
    [
      'a weak password',
      { password: 'rahim2026', confirmPassword: 'rahim2026' },
      'Password format is incorrect',
      null,
    ],
    ['a malformed mobile', { mobileNum: '01212345678' }, refusalText.phoneInvalid, errorCodes.invalidPhone],
    ['a wrong SMS code', { verificationCode: '000000' }, refusalText.codeInvalid, errorCodes.invalidCode],
  ] as const)('refuses %s', async (_what, fields, message, code) => {
    const { api, refused, store } = world();
    const before = store.world.members.length;
    await expect(refused(api.request(registerCall, form(fields)))).resolves.toMatchObject({ message, code });
    expect(store.world.members).toHaveLength(before);
  });

  it('affiliate-invalid: no invitation code is accepted, registering without one still works', async () => {
    const { api, refused } = world({ scenario: 'affiliate-invalid' });
    await expect(refused(api.request(registerCall, form({ affiliateCode: 'BETBD' })))).resolves.toMatchObject(
      { code: errorCodes.invalidInvitationCode },
    );
    await expect(api.request(registerCall, form())).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('register by mobile', () => {
  const mobileForm = (fields: Partial<RegisterRequest> = {}) =>
    form({ username: '', mobileNum: '01898765432', verificationCode: '123456', ...fields });

  it('is refused while MOBILENUMREG3 is off (the default world)', async () => {
    const { api, refused } = world();
    await expect(refused(api.request(registerMobileCall, mobileForm()))).resolves.toMatchObject({
      code: errorCodes.functionDisabled,
    });
  });

  it('mobile-register: the number becomes the account; the SMS code is required', async () => {
    const { api, refused, useToken } = world({ scenario: 'mobile-register' });
    await expect(
      refused(api.request(registerMobileCall, mobileForm({ verificationCode: '' }))),
    ).resolves.toMatchObject({ code: errorCodes.invalidCode });
    await expect(
      refused(api.request(registerMobileCall, mobileForm({ mobileNum: '' }))),
    ).resolves.toMatchObject({ message: 'Mobile number is required' });
    const { token } = await api.request(registerMobileCall, mobileForm());
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({
      account: '01898765432',
      mobileNum: '01898765432',
    });
    await expect(
      api.request(loginCall, { type: 'sms', username: '01898765432', password: '123456' }),
    ).resolves.toBeTruthy();
  });

  it('mobile-register: a username may come with the number, and username registration works too', async () => {
    const { api, useToken } = world({ scenario: 'mobile-register' });
    const { token } = await api.request(registerMobileCall, mobileForm({ username: 'karim2026' }));
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({
      account: 'karim2026',
      mobileNum: '01898765432',
    });
    await expect(api.request(registerCall, form())).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('affiliate check', () => {
  it('accepts a valid code (any case) and refuses others with INVALID_INVITATION_CODE', async () => {
    const { api, refused } = world();
    await expect(api.request(affiliateCall, { code: 'AFF2025', domain: 'x' })).resolves.toBeNull();
    await expect(api.request(affiliateCall, { code: 'betbd', domain: 'x' })).resolves.toBeNull();
    await expect(refused(api.request(affiliateCall, { code: 'NOPE', domain: 'x' }))).resolves.toMatchObject({
      message: 'Invalid invitation code',
      code: errorCodes.invalidInvitationCode,
    });
  });
});

describe('a registration with a referral code (SPEC 3.1)', () => {
  const invited = async (w: TestWorld, account: string) => {
    await signedIn(w, account);
    const info = await w.api.request(referralInfoCall, undefined);
    w.useToken(null);
    return info;
  };

  it('counts the new member among the inviter’s friends, whatever the code’s case', async () => {
    const w = world();
    const before = await invited(w, 'demo01');
    const agentBefore = (await invited(w, 'agent01')).invitedCount;
    await w.api.request(registerCall, form({ referralCode: before.referralCode.toLowerCase() }));
    w.useToken(null);
    expect((await invited(w, 'demo01')).invitedCount).toBe(before.invitedCount + 1);
    expect((await invited(w, 'agent01')).invitedCount).toBe(agentBefore);
    await w.api.request(registerCall, form({ username: 'karim2026', referralCode: before.referralCode }));
    w.useToken(null);
    expect((await invited(w, 'demo01')).invitedCount).toBe(before.invitedCount + 2);
  });

  it('registers with an unknown code and counts it for no one', async () => {
    const w = world();
    const before = (await invited(w, 'demo01')).invitedCount;
    await expect(w.api.request(registerCall, form({ referralCode: 'NOSUCH99' }))).resolves.toMatchObject({
      token: expect.any(String),
    });
    expect(w.store.world.members.at(-1)?.referredBy).toBeUndefined();
    w.useToken(null);
    expect((await invited(w, 'demo01')).invitedCount).toBe(before);
  });
});
