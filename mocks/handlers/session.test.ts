// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  captchaCall,
  errorCodes,
  freePlayCall,
  loginCall,
  logoutCall,
  memberInfoCall,
  oneClickLoginCall,
  type LoginRequest,
} from '../../src/api/contracts';
import { testNow, testWorlds, testApiClient } from '../test-world';
import { refusalText } from './refusals';

const world = testWorlds();

const byName = (username: string, password: string, captcha?: string): LoginRequest => ({
  type: 'username',
  username,
  password,
  ...(captcha === undefined ? {} : { captcha }),
});

describe('login by username', () => {
  it('logs demo01 in (any case of the name) with a deterministic token', async () => {
    const { api } = world();
    await expect(api.request(loginCall, byName('DEMO01', 'Demo@1234'))).resolves.toEqual({
      token: 'mock-1001-1',
      firstTimeLogin: false,
      passwordExpired: false,
      isDefaultPassword: false,
    });
    await expect(api.request(loginCall, byName('agent01', 'Demo@1234'))).resolves.toMatchObject({
      token: 'mock-1002-2',
    });
  });

  it('answers the member flags: newbie01 first login (its password then expired), expired01 expired', async () => {
    const { api } = world();
    await expect(api.request(loginCall, byName('newbie01', 'Welcome@123'))).resolves.toMatchObject({
      firstTimeLogin: true,
      passwordExpired: true,
    });
    // The first login is over; the password stays expired until it is changed.
    await expect(api.request(loginCall, byName('newbie01', 'Welcome@123'))).resolves.toMatchObject({
      firstTimeLogin: false,
      passwordExpired: true,
    });
    await expect(api.request(loginCall, byName('expired01', 'Demo@1234'))).resolves.toMatchObject({
      firstTimeLogin: false,
      passwordExpired: true,
    });
  });

  it("reads a first login as 'announcements only' when the world says so: no forced change", async () => {
    const { api, store } = world();
    store.update((w) => {
      w.settings.firstLoginReading = 'announcementsOnly';
    });
    await expect(api.request(loginCall, byName('newbie01', 'Welcome@123'))).resolves.toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
    });
    await expect(api.request(loginCall, byName('newbie01', 'Welcome@123'))).resolves.toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it('refuses a wrong password or an unknown account with the same message and no code', async () => {
    const { api, refused } = world();
    await expect(refused(api.request(loginCall, byName('demo01', 'nope')))).resolves.toEqual({
      status: 200,
      message: refusalText.badCredentials,
      code: null,
      value: null,
    });
    await expect(refused(api.request(loginCall, byName('nobody99', 'Demo@1234')))).resolves.toMatchObject({
      message: 'Incorrect username or password',
    });
  });

  it('asks for the captcha once an account reaches 3 failures, and a success resets the count', async () => {
    const { api, refused, store } = world();
    const wrong = () => refused(api.request(loginCall, byName('demo01', 'wrong')));
    await expect(wrong()).resolves.toMatchObject({ value: null });
    await expect(wrong()).resolves.toMatchObject({ value: null });
    // The third failure already carries the flag, so the form shows the captcha.
    await expect(wrong()).resolves.toMatchObject({
      message: refusalText.badCredentials,
      value: { captcha: true },
    });

    await expect(refused(api.request(loginCall, byName('demo01', 'Demo@1234')))).resolves.toEqual({
      status: 200,
      message: 'Please enter the captcha',
      code: null,
      value: { captcha: true },
    });
    await expect(refused(api.request(loginCall, byName('demo01', 'Demo@1234', '9999')))).resolves.toEqual({
      status: 200,
      message: 'Invalid captcha',
      code: errorCodes.invalidCaptcha,
      value: { captcha: true },
    });
    // Other accounts are not affected.
    await expect(api.request(loginCall, byName('agent01', 'Demo@1234'))).resolves.toBeTruthy();

    await expect(api.request(loginCall, byName('demo01', 'Demo@1234', '1234'))).resolves.toMatchObject({
      token: expect.stringMatching(/^mock-1001-\d+$/),
    });
    expect(store.world.failedLogins).toEqual({});
    await expect(api.request(loginCall, byName('demo01', 'Demo@1234'))).resolves.toBeTruthy();
  });

  it('a wrong password with the right captcha still counts and keeps the captcha', async () => {
    const { api, refused, store } = world({ scenario: 'captcha-required' });
    await expect(refused(api.request(loginCall, byName('demo01', 'wrong', '1234')))).resolves.toMatchObject({
      message: refusalText.badCredentials,
      value: { captcha: true },
    });
    expect(store.world.failedLogins.demo01).toBe(1);
  });

  it('captcha-required: the very first login needs the captcha', async () => {
    const { api, refused } = world({ scenario: 'captcha-required' });
    await expect(refused(api.request(loginCall, byName('demo01', 'Demo@1234')))).resolves.toMatchObject({
      message: 'Please enter the captcha',
      value: { captcha: true },
    });
    await expect(api.request(loginCall, byName('demo01', 'Demo@1234', '1234'))).resolves.toMatchObject({
      token: 'mock-1001-1',
    });
  });

  it("says when the password is the platform's default (the client never knows it)", async () => {
    const { api } = world();
    await expect(api.request(loginCall, byName('newbie01', 'Welcome@123'))).resolves.toMatchObject({
      isDefaultPassword: true,
    });
  });

  it('logs in a non-member account (affiliate01, type 3): the member site refuses it from member info', async () => {
    const { api, useToken } = world();
    const { token } = await api.request(loginCall, byName('affiliate01', 'Demo@1234'));
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ type: 3 });
  });
});

describe('login by SMS', () => {
  const bySms = (mobile: string, code: string): LoginRequest => ({
    type: 'sms',
    username: mobile,
    password: code,
  });

  it('logs the member of the mobile number in with the world SMS code, no captcha even after failures', async () => {
    const { api, useToken, store } = world();
    store.update((w) => {
      w.failedLogins['01712345678'] = 10;
    });
    const value = await api.request(loginCall, bySms('01712345678', '123456'));
    expect(value.token).toMatch(/^mock-1005-/);
    useToken(value.token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ account: 'mobile01' });
  });

  it('refuses a wrong code or an unknown number with INVALID_CODE', async () => {
    const { api, refused } = world();
    for (const request of [bySms('01712345678', '000000'), bySms('01899999999', '123456')]) {
      await expect(refused(api.request(loginCall, request))).resolves.toMatchObject({
        message: refusalText.codeInvalid,
        code: errorCodes.invalidCode,
      });
    }
  });

  it('refuses with FUNCTION_DISABLED when SMS login is switched off', async () => {
    const { api, refused, store } = world();
    store.update((w) => {
      w.whitelabel.MOBILEVERCODELOGIN3 = false;
    });
    await expect(refused(api.request(loginCall, bySms('01712345678', '123456')))).resolves.toMatchObject({
      code: errorCodes.functionDisabled,
    });
  });
});

describe('free play, logout and the captcha image', () => {
  it('free play makes a trial account (type 4, ৳2,000) with a session', async () => {
    const { api, useToken, store } = world({ scenario: 'trial-account' });
    const first = await api.request(freePlayCall, { os: 'Linux', platform: 'W' });
    const second = await api.request(freePlayCall, { os: 'Linux', platform: 'W' });
    expect(first.token).not.toBe(second.token);
    useToken(first.token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({
      account: 'trial0001',
      type: 4,
    });
    expect(store.world.members.find((m) => m.account === 'trial0002')).toMatchObject({
      type: 4,
      balance: 2_000,
    });
  });

  it('free play is refused when FREEPLAY3 is off', async () => {
    const { api, refused, store } = world();
    store.update((w) => {
      w.whitelabel.FREEPLAY3 = false;
    });
    await expect(refused(api.request(freePlayCall, { os: 'Linux', platform: 'W' }))).resolves.toMatchObject({
      code: errorCodes.functionDisabled,
    });
  });

  it('logout ends the session: the token no longer opens member calls', async () => {
    const { api, useToken, refused } = world();
    const { token } = await api.request(loginCall, byName('demo01', 'Demo@1234'));
    useToken(token);
    await expect(api.request(logoutCall, undefined)).resolves.toBeNull();
    await expect(refused(api.request(memberInfoCall, undefined))).resolves.toMatchObject({ status: 401 });
    await expect(refused(api.request(logoutCall, undefined))).resolves.toMatchObject({ status: 401 });
  });

  it('one-click: a linked identity token opens that account, others are refused, a disabled provider too', async () => {
    const { api, refused, useToken, store } = world();
    const { token } = await api.request(oneClickLoginCall, {
      provider: 'google',
      idToken: 'mock-google-demo01',
    });
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ account: 'demo01' });
    await expect(
      refused(api.request(oneClickLoginCall, { provider: 'google', idToken: 'mock-facebook-demo01' })),
    ).resolves.toMatchObject({ message: refusalText.oneClickUnknown });
    store.update((w) => {
      w.oneClickProviders = ['google'];
    });
    await expect(
      refused(api.request(oneClickLoginCall, { provider: 'telegram', idToken: 'mock-telegram-demo01' })),
    ).resolves.toMatchObject({ code: errorCodes.functionDisabled });
  });

  it('answers the captcha as a deterministic SVG data URI', async () => {
    const { api } = world();
    const image = await api.request(captchaCall, { t: testNow });
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(image.split(',')[1]!);
    expect(svg).toContain('<svg');
    for (const digit of '1234') expect(svg).toContain(`>${digit}</text>`);
    await expect(api.request(captchaCall, { t: testNow + 1 })).resolves.toBe(image);
  });
});

describe('refusals in the asked language', () => {
  it('answers in Bengali when the client asks for it, in English otherwise', async () => {
    const w = world();
    const { refused } = w;
    const bn = testApiClient(() => null, 'BN');
    await expect(refused(bn.request(loginCall, byName('demo01', 'nope')))).resolves.toMatchObject({
      message: 'ইউজারনেম বা পাসওয়ার্ড ভুল',
    });
    const { api } = w;
    await expect(refused(api.request(loginCall, byName('demo01', 'nope')))).resolves.toMatchObject({
      message: refusalText.badCredentials,
    });
  });
});

describe('extra verification of a login (SPEC 4.2, both readings)', () => {
  const forget = (w: { members: Array<{ account: string; knownIps: string[]; mobile: string | null }> }) => {
    const demo = w.members.find((m) => m.account === 'demo01')!;
    demo.knownIps = [];
    demo.mobile = '01912345670';
  };

  it('asks a login from an unregistered IP for the mobile code, then registers the IP', async () => {
    const { api, refused, store } = world();
    store.update(forget);
    await expect(refused(api.request(loginCall, byName('demo01', 'Demo@1234')))).resolves.toMatchObject({
      code: errorCodes.ipVerificationRequired,
      value: { method: 'mobileCode', target: '019****5670' },
    });
    expect(store.world.sms.lastCode).toBe('123456');
    await expect(
      refused(
        api.request(loginCall, {
          ...byName('demo01', 'Demo@1234'),
          ipVerification: { method: 'mobileCode', answer: '000000' },
        }),
      ),
    ).resolves.toMatchObject({ code: errorCodes.invalidCode });
    await expect(
      api.request(loginCall, {
        ...byName('demo01', 'Demo@1234'),
        ipVerification: { method: 'mobileCode', answer: '123456' },
      }),
    ).resolves.toMatchObject({ token: expect.any(String) });
    // The IP is registered now: the next login asks nothing.
    await expect(api.request(loginCall, byName('demo01', 'Demo@1234'))).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('under the other reading asks a login from a registered IP, here for the bank account name', async () => {
    const { api, refused, store } = world();
    store.update((w) => {
      w.settings.ipCheckReading = 'registered';
      w.settings.ipVerificationMethod = 'bankAccountName';
    });
    const name = store.world.members.find((m) => m.account === 'demo01')!.realName;
    await expect(refused(api.request(loginCall, byName('demo01', 'Demo@1234')))).resolves.toMatchObject({
      value: { method: 'bankAccountName', target: null },
    });
    await expect(
      api.request(loginCall, {
        ...byName('demo01', 'Demo@1234'),
        ipVerification: { method: 'bankAccountName', answer: ` ${name.toUpperCase()} ` },
      }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('sends the code to the e-mail of a member without a mobile, and asks nothing from a known IP', async () => {
    const { api, refused, store } = world();
    await expect(api.request(loginCall, byName('agent01', 'Demo@1234'))).resolves.toMatchObject({
      token: expect.any(String),
    });
    store.update((w) => {
      w.members.find((m) => m.account === 'agent01')!.knownIps = [];
    });
    const refusal = await refused(api.request(loginCall, byName('agent01', 'Demo@1234')));
    expect(refusal.value).toMatchObject({ method: 'emailCode', target: expect.stringMatching(/^a\*\*\*@/) });
  });
});
