// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bankAccountsCall,
  bindEmailCall,
  bindMobileCall,
  type CallDef,
  changePasswordCall,
  changePaymentPasswordCall,
  errorCodes,
  loginCall,
  profileSettingsCall,
  registerSettingsCall,
  saveProfileCall,
  type SaveProfileRequest,
  securityInfoCall,
  setPaymentPasswordCall,
  smsCodeNoLoginCall,
} from '../../src/api/contracts';
import { todayAt } from '../../src/api/contracts/profile-rules';
import { updateMember } from '../world/accounts';
import { DEMO_PAYMENT_PASSWORD } from '../world/create-world';
import { passwordMatches } from '../world/passwords';
import { testWorlds, testApiClient } from '../test-world';
import { refusalText } from './refusals';
import { securityRefusals } from './security';

const world = testWorlds();

async function loggedIn(account = 'demo01', password = 'Demo@1234') {
  const w = world();
  const { token } = await w.api.request(loginCall, { type: 'username', username: account, password });
  w.useToken(token);
  const member = () => w.store.world.members.find((m) => m.account === account)!;
  return { ...w, member };
}

/** A birthday `years` years before today in the site's offset, on today's month and day. */
const yearsAgo = (years: number, days = 0) => {
  const today = todayAt(360);
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const profile = (overrides: Partial<SaveProfileRequest> = {}): SaveProfileRequest => ({
  nickname: 'Rahim',
  birthday: '',
  profile: {},
  ...overrides,
});

describe('security calls need a live session', () => {
  it.each([
    ['securityInfo', securityInfoCall],
    ['profileSettings', profileSettingsCall],
  ] as Array<[string, CallDef<void, unknown>]>)('%s answers 401 without one', async (_name, call) => {
    const { api, refused } = world();
    await expect(refused(api.request(call, undefined))).resolves.toMatchObject({ status: 401 });
  });

  it('a change answers 401 without one and changes nothing', async () => {
    const { api, refused, store } = world();
    await expect(refused(api.request(saveProfileCall, profile()))).resolves.toMatchObject({ status: 401 });
    expect(store.world.members.find((m) => m.account === 'demo01')!.nickname).toBe('Demo');
  });
});

describe('security info', () => {
  it("answers demo01's state with its numbers masked", async () => {
    const { api, member } = await loggedIn();
    const info = await api.request(securityInfoCall, undefined);
    expect(info).toEqual({
      account: 'demo01',
      nickname: 'Demo',
      realName: member().realName,
      birthday: '',
      mobile: null,
      mobileConfirmed: false,
      email: `de****@${member().email.split('@')[1]}`,
      emailConfirmed: false,
      paymentPasswordSet: true,
      profile: {},
    });
    expect(info.realName).not.toBe('');
  });

  it("masks mobile01's confirmed number", async () => {
    const { api } = await loggedIn('mobile01');
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      mobile: '017****5678',
      mobileConfirmed: true,
    });
  });

  it("lists bank accounts with masked numbers (the withdrawal page's call)", async () => {
    const { api, member } = await loggedIn();
    const { accounts } = await api.request(bankAccountsCall, undefined);
    expect(accounts).toEqual([
      { id: 'BA1001', bankName: 'bKash', accountNumberMasked: '****1001', accountName: member().realName },
    ]);
  });
});

describe('profile settings', () => {
  it('enables the fixed labels, follows the registration rules for the rest, minimum age 18', async () => {
    const { api, store } = await loggedIn();
    const settings = await api.request(profileSettingsCall, undefined);
    expect(settings.minimumAge).toBe(18);
    const enabled = Object.entries(settings.fields)
      .filter(([, rule]) => rule.enabled)
      .map(([field]) => field);
    expect(enabled).toEqual([
      'telegram',
      'address',
      'nationality',
      'occupation',
      'sourceOfIncome',
      'placeOfBirth',
    ]);

    store.update((w) => {
      w.registerSettings.whatsapp = { ...w.registerSettings.whatsapp, enabled: true, required: true };
    });
    const after = await api.request(profileSettingsCall, undefined);
    expect(after.fields.whatsapp).toMatchObject({ enabled: true, required: true });
  });

  it('asks for 21 in the other reading of the age rule (scenario minimum-age-21)', async () => {
    const w = world({ scenario: 'minimum-age-21' });
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: 'Demo@1234',
    });
    w.useToken(token);
    await expect(w.api.request(profileSettingsCall, undefined)).resolves.toMatchObject({ minimumAge: 21 });
    await expect(w.api.request(registerSettingsCall, undefined)).resolves.toMatchObject({ minimumAge: 21 });
    await expect(
      w.refused(w.api.request(saveProfileCall, { nickname: 'Demo', birthday: yearsAgo(20), profile: {} })),
    ).resolves.toMatchObject({ message: expect.stringContaining('21') });
  });
});

describe('saving the profile', () => {
  it('saves the nickname, birthday and enabled fields; ignores switched-off ones', async () => {
    const { api, member } = await loggedIn();
    const birthday = yearsAgo(30);
    await api.request(
      saveProfileCall,
      profile({
        nickname: ' Rahim ',
        birthday,
        profile: { telegram: '@rahim', address: 'Dhaka', zalo: 'z1', whatsapp: '0171' },
      }),
    );
    expect(member().nickname).toBe('Rahim');
    expect(member().profile).toEqual({ birthday, telegram: '@rahim', address: 'Dhaka' });
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      nickname: 'Rahim',
      birthday,
      profile: { telegram: '@rahim', address: 'Dhaka' },
    });
    // '' clears a field.
    await api.request(saveProfileCall, profile({ birthday, profile: { telegram: '' } }));
    expect(member().profile).toEqual({ birthday, address: 'Dhaka' });
  });

  it('refuses a bad nickname and changes nothing', async () => {
    const { api, refused, member } = await loggedIn();
    await expect(
      refused(api.request(saveProfileCall, profile({ nickname: 'R', profile: { telegram: '@x' } }))),
    ).resolves.toMatchObject({ message: securityRefusals.nicknameInvalid.en });
    expect(member().nickname).toBe('Demo');
    expect(member().profile).toEqual({});
  });

  it('sets a real name once: a bad one is refused, then it cannot be changed', async () => {
    const { api, refused, member, store } = await loggedIn();
    updateMember(store, member().id, (m) => {
      m.realName = '';
    });
    await expect(
      refused(api.request(saveProfileCall, profile({ realName: 'Rahim1' }))),
    ).resolves.toMatchObject({
      message: securityRefusals.realNameInvalid.en,
    });
    await expect(
      refused(api.request(saveProfileCall, profile({ realName: 'Rahim' }))),
    ).resolves.toMatchObject({
      message: securityRefusals.realNameInvalid.en,
    });
    expect(member().realName).toBe('');

    await api.request(saveProfileCall, profile({ realName: ' Rahim Uddin ' }));
    expect(member().realName).toBe('Rahim Uddin');
    await expect(
      refused(api.request(saveProfileCall, profile({ realName: 'Karim Uddin' }))),
    ).resolves.toMatchObject({ message: securityRefusals.realNameLocked.en });
    // Sending the same name again (or none) is not a change.
    await api.request(saveProfileCall, profile({ realName: 'Rahim Uddin', nickname: 'Rahim' }));
    await api.request(saveProfileCall, profile({ nickname: 'Rahim2' }));
    expect(member()).toMatchObject({ realName: 'Rahim Uddin', nickname: 'Rahim2' });
  });

  it('answers a refusal in Bengali when asked in Bengali', async () => {
    const { refused, store, member } = await loggedIn();
    updateMember(store, member().id, (m) => {
      m.realName = '';
    });
    const token = Object.keys(store.world.sessions).at(-1)!;
    const bengali = testApiClient(() => token, 'BN');
    await expect(
      refused(bengali.request(saveProfileCall, profile({ realName: 'R2 D2' }))),
    ).resolves.toMatchObject({
      message: securityRefusals.realNameInvalid.bn,
    });
  });

  it('applies the minimum age (18) to the birthday', async () => {
    const { api, refused, member } = await loggedIn();
    await expect(
      refused(api.request(saveProfileCall, profile({ birthday: yearsAgo(18, 1) }))),
    ).resolves.toMatchObject({ message: 'Please confirm you are 18 years old' });
    await expect(
      refused(api.request(saveProfileCall, profile({ birthday: '2001-02-30' }))),
    ).resolves.toMatchObject({
      message: securityRefusals.birthdayInvalid.en,
    });
    expect(member().profile.birthday).toBeUndefined();
    await api.request(saveProfileCall, profile({ birthday: yearsAgo(18) }));
    expect(member().profile.birthday).toBe(yearsAgo(18));
  });

  it('applies the profile field rules: required and format', async () => {
    const { api, refused, store } = await loggedIn();
    store.update((w) => {
      w.registerSettings.idNumber = {
        enabled: true,
        required: true,
        acceptedPattern: '^[0-9]+$',
        patternId: '5',
        minLength: 5,
        maxLength: 17,
      };
    });
    await expect(refused(api.request(saveProfileCall, profile()))).resolves.toMatchObject({
      message: 'ID number is required',
    });
    await expect(
      refused(api.request(saveProfileCall, profile({ profile: { idNumber: '12ab5' } }))),
    ).resolves.toMatchObject({ message: 'ID number format is incorrect' });
    await api.request(saveProfileCall, profile({ profile: { idNumber: '1234567890' } }));
  });
});

describe('phone binding (SPEC 4.11)', () => {
  const request = { countryDialingCode: '880', verificationCode: '123456' };

  it('binds the number the code was sent to, then refuses any change', async () => {
    const { api, refused, member } = await loggedIn();
    await expect(
      refused(api.request(bindMobileCall, { ...request, mobileNum: '01811112222' })),
    ).resolves.toMatchObject({ message: refusalText.codeInvalid, code: errorCodes.invalidCode });

    await api.request(smsCodeNoLoginCall, { mobileNum: '01811112222', countryDialingCode: '880' });
    await expect(
      refused(
        api.request(bindMobileCall, { ...request, mobileNum: '01811112222', verificationCode: '654321' }),
      ),
    ).resolves.toMatchObject({ code: errorCodes.invalidCode });
    expect(member().mobile).toBeNull();

    await api.request(bindMobileCall, { ...request, mobileNum: '01811112222' });
    expect(member()).toMatchObject({ mobile: '01811112222', mobileConfirmed: true });
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      mobile: '018****2222',
      mobileConfirmed: true,
    });

    // A change (even with a fresh code for the new number) is refused; so is rebinding the same one.
    await api.request(smsCodeNoLoginCall, { mobileNum: '01933334444', countryDialingCode: '880' });
    await expect(
      refused(api.request(bindMobileCall, { ...request, mobileNum: '01933334444' })),
    ).resolves.toMatchObject({ message: securityRefusals.mobileLocked.en });
    expect(member().mobile).toBe('01811112222');
  });

  it("refuses a malformed number and another member's number", async () => {
    const { api, refused } = await loggedIn();
    await expect(
      refused(api.request(bindMobileCall, { ...request, mobileNum: '0181111' })),
    ).resolves.toMatchObject({
      code: errorCodes.invalidPhone,
    });
    await api.request(smsCodeNoLoginCall, { mobileNum: '01712345678', countryDialingCode: '880' });
    await expect(
      refused(api.request(bindMobileCall, { ...request, mobileNum: '01712345678' })),
    ).resolves.toMatchObject({ message: refusalText.mobileTaken });
  });

  it('a confirmed seeded number (mobile01) cannot be changed', async () => {
    const { api, refused } = await loggedIn('mobile01');
    await api.request(smsCodeNoLoginCall, { mobileNum: '01811112222', countryDialingCode: '880' });
    await expect(
      refused(api.request(bindMobileCall, { ...request, mobileNum: '01811112222' })),
    ).resolves.toMatchObject({ message: securityRefusals.mobileLocked.en });
  });
});

describe('e-mail binding', () => {
  it('binds a well-formed address and marks it confirmed', async () => {
    const { api, member } = await loggedIn();
    await api.request(bindEmailCall, { email: ' rahim.uddin@example.com ' });
    expect(member()).toMatchObject({ email: 'rahim.uddin@example.com', emailConfirmed: true });
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      email: 'ra****@example.com',
      emailConfirmed: true,
    });
  });

  it("refuses a malformed address and another member's", async () => {
    const { api, refused, member, store } = await loggedIn();
    const before = member().email;
    await expect(refused(api.request(bindEmailCall, { email: 'rahim@' }))).resolves.toMatchObject({
      message: securityRefusals.emailInvalid.en,
    });
    const other = store.world.members.find((m) => m.account === 'agent01')!.email.toUpperCase();
    await expect(refused(api.request(bindEmailCall, { email: other }))).resolves.toMatchObject({
      message: securityRefusals.emailTaken.en,
    });
    expect(member()).toMatchObject({ email: before, emailConfirmed: false });
  });
});

describe('payment password', () => {
  it('changes with the old one; a wrong old one, a bad or unconfirmed new one are refused', async () => {
    const { api, refused, member } = await loggedIn();
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      api.request(changePaymentPasswordCall, { oldPassword, newPassword, confirmNewPassword });
    await expect(refused(change('000000', '445566'))).resolves.toMatchObject({
      message: securityRefusals.oldPaymentPasswordWrong.en,
    });
    await expect(refused(change(DEMO_PAYMENT_PASSWORD, '4455'))).resolves.toMatchObject({
      message: securityRefusals.paymentPasswordFormat.en,
    });
    await expect(refused(change(DEMO_PAYMENT_PASSWORD, '445566', '445567'))).resolves.toMatchObject({
      message: refusalText.passwordsDiffer,
    });
    expect(passwordMatches(member().paymentPasswordHash, DEMO_PAYMENT_PASSWORD)).toBe(true);

    await change(DEMO_PAYMENT_PASSWORD, '445566');
    expect(passwordMatches(member().paymentPasswordHash, '445566')).toBe(true);
    // Set is for a member without one.
    await expect(
      refused(api.request(setPaymentPasswordCall, { newPassword: '778899', confirmNewPassword: '778899' })),
    ).resolves.toMatchObject({ message: securityRefusals.paymentPasswordSet.en });
    expect(passwordMatches(member().paymentPasswordHash, '445566')).toBe(true);
  });

  it('is set by a member without one, who cannot "change" it before', async () => {
    const { api, refused, member, store } = await loggedIn();
    updateMember(store, member().id, (m) => {
      m.paymentPasswordHash = '';
    });
    await expect(
      refused(
        api.request(changePaymentPasswordCall, {
          oldPassword: '',
          newPassword: '445566',
          confirmNewPassword: '445566',
        }),
      ),
    ).resolves.toMatchObject({ message: securityRefusals.paymentPasswordNotSet.en });
    await expect(
      refused(api.request(setPaymentPasswordCall, { newPassword: '44556a', confirmNewPassword: '44556a' })),
    ).resolves.toMatchObject({ message: securityRefusals.paymentPasswordFormat.en });
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      paymentPasswordSet: false,
    });

    await api.request(setPaymentPasswordCall, { newPassword: '445566', confirmNewPassword: '445566' });
    expect(passwordMatches(member().paymentPasswordHash, '445566')).toBe(true);
    await expect(api.request(securityInfoCall, undefined)).resolves.toMatchObject({
      paymentPasswordSet: true,
    });
  });

  it('travels encrypted: the body is not readable on the wire', async () => {
    const { api, server } = await loggedIn();
    const bodies: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(changePaymentPasswordCall.path))
        void request
          .clone()
          .text()
          .then((t) => bodies.push(t));
    });
    await api.request(changePaymentPasswordCall, {
      oldPassword: DEMO_PAYMENT_PASSWORD,
      newPassword: '445566',
      confirmNewPassword: '445566',
    });
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).not.toContain('445566');
    expect(bodies[0]).not.toContain(DEMO_PAYMENT_PASSWORD);
  });
});

describe('login password change (the shared changePassword call)', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const { api, refused } = await loggedIn();
    await expect(
      refused(
        api.request(changePasswordCall, {
          oldPassword: 'Wrong@1234',
          newPassword: 'Rahim@2026',
          confirmNewPassword: 'Rahim@2026',
        }),
      ),
    ).resolves.toMatchObject({ message: refusalText.oldPasswordWrong });
    await api.request(changePasswordCall, {
      oldPassword: 'Demo@1234',
      newPassword: 'Rahim@2026',
      confirmNewPassword: 'Rahim@2026',
    });
    await expect(
      api.request(loginCall, { type: 'username', username: 'demo01', password: 'Rahim@2026' }),
    ).resolves.toHaveProperty('token');
    await expect(
      refused(api.request(loginCall, { type: 'username', username: 'demo01', password: 'Demo@1234' })),
    ).resolves.toMatchObject({ message: refusalText.badCredentials });
  });
});
