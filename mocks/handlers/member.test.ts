import { hashPassword } from '../world/passwords';
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  changePasswordCall,
  type CallDef,
  consolidatedCall,
  errorCodes,
  favouriteIdsCall,
  forgotPasswordEmailCall,
  loginCall,
  MAIN_WALLET_ID,
  memberInfoCall,
  publicStateCall,
  setPasswordByPhoneCall,
} from '../../src/api/contracts';
import type { QaParams } from '../../src/api/contracts/qa';
import { sentValues } from '../sent-values';
import { testWorlds } from '../test-world';
import { refusalText } from './refusals';

const world = testWorlds();

async function loggedIn(account: string, password = 'Demo@1234', params: Partial<QaParams> = {}) {
  const w = world(params);
  const { token } = await w.api.request(loginCall, { type: 'username', username: account, password });
  w.useToken(token);
  return w;
}

describe('member calls need a live session', () => {
  it.each([
    ['memberInfo', memberInfoCall],
    ['balance', balanceCall],
    ['consolidated', consolidatedCall],
    ['favouriteIds', favouriteIdsCall],
    ['publicState', publicStateCall],
  ] as Array<[string, CallDef<void, unknown>]>)(
    '%s answers 401 without a token or with an unknown one',
    async (_name, call) => {
      const { api, refused, useToken } = world();
      await expect(refused(api.request(call, undefined))).resolves.toMatchObject({ status: 401 });
      useToken('mock-1001-99');
      await expect(refused(api.request(call, undefined))).resolves.toMatchObject({ status: 401 });
    },
  );

  it("answers the session member's info, balance, favourites and contract flags", async () => {
    const { api, store, server } = await loggedIn('demo01');
    const demo = store.world.members.find((m) => m.account === 'demo01')!;
    await expect(api.request(memberInfoCall, undefined)).resolves.toEqual({
      id: 1001,
      account: 'demo01',
      nickname: 'Demo',
      type: 0,
      gmtOffsetMinutes: 360,
      mobileNum: null,
      email: demo.email,
    });
    const sent = sentValues(server);
    await expect(api.request(balanceCall, balanceQuery)).resolves.toEqual({
      balance: 25_000,
      currencySymbol: '৳',
    });
    // Observed: the sum of every wallet and each one's available balance (the main one first), no
    // symbol; demo01 keeps money in a game wallet too, which the balance read leaves out.
    const wallets = (await sent()) as { sumBalance: number; balance: Array<Record<string, unknown>> };
    const inGames = Object.values(demo.wallets).reduce((sum, amount) => sum + amount, 0);
    expect(inGames).toBeGreaterThan(0);
    expect(wallets.sumBalance).toBe(25_000 + inGames);
    expect(wallets.balance[0]).toEqual({ vassalage: MAIN_WALLET_ID, accountTypeId: 2, availBalance: 25_000 });
    expect(wallets.balance.length).toBeGreaterThan(1);
    expect(wallets).not.toHaveProperty('currencySymbol');
    const { ids } = await api.request(favouriteIdsCall, undefined);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual(demo.favouriteIds);
    await expect(api.request(consolidatedCall, undefined)).resolves.toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreqreq: false,
      realtimesalreqtype: false,
    });
  });

  it('agent01 has every contract flag', async () => {
    const { api } = await loggedIn('agent01');
    await expect(api.request(consolidatedCall, undefined)).resolves.toEqual({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqreq: true,
      realtimesalreqtype: true,
    });
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ type: 1 });
  });
});

describe('change password', () => {
  it('stores the new password, clears the forced-change flags, and the new one logs in', async () => {
    const { api, refused, store } = await loggedIn('expired01');
    await expect(
      api.request(changePasswordCall, { newPassword: 'Fresh@2026', confirmNewPassword: 'Fresh@2026' }),
    ).resolves.toBeNull();
    expect(store.world.members.find((m) => m.account === 'expired01')).toMatchObject({
      passwordHash: hashPassword('Fresh@2026'),
      passwordExpired: false,
      firstTimeLogin: false,
    });
    await expect(
      refused(api.request(loginCall, { type: 'username', username: 'expired01', password: 'Demo@1234' })),
    ).resolves.toMatchObject({ message: refusalText.badCredentials });
    await expect(
      api.request(loginCall, { type: 'username', username: 'expired01', password: 'Fresh@2026' }),
    ).resolves.toMatchObject({ passwordExpired: false, firstTimeLogin: false });
  });

  it('checks the old password when it is sent', async () => {
    const { api, refused } = await loggedIn('demo01');
    await expect(
      refused(
        api.request(changePasswordCall, {
          oldPassword: 'Wrong@111',
          newPassword: 'Fresh@2026',
          confirmNewPassword: 'Fresh@2026',
        }),
      ),
    ).resolves.toMatchObject({ message: 'Old password is incorrect', code: null });
    await expect(
      api.request(changePasswordCall, {
        oldPassword: 'Demo@1234',
        newPassword: 'Fresh@2026',
        confirmNewPassword: 'Fresh@2026',
      }),
    ).resolves.toBeNull();
  });

  it.each([
    ['a confirmation that differs', 'Fresh@2026', 'Fresh@2027', refusalText.passwordsDiffer],
    ['the platform default password', 'Welcome@123', 'Welcome@123', refusalText.defaultPasswordReused],
    ['a password outside the rule', 'abcdefg', 'abcdefg', refusalText.passwordFormat],
  ])('refuses %s', async (_what, newPassword, confirmNewPassword, message) => {
    const { api, refused } = await loggedIn('newbie01', 'Welcome@123');
    await expect(
      refused(api.request(changePasswordCall, { newPassword, confirmNewPassword })),
    ).resolves.toMatchObject({ message });
  });

  it('needs a session', async () => {
    const { api, refused } = world();
    await expect(
      refused(
        api.request(changePasswordCall, { newPassword: 'Fresh@2026', confirmNewPassword: 'Fresh@2026' }),
      ),
    ).resolves.toMatchObject({ status: 401 });
  });
});

describe('forgot password', () => {
  it('by e-mail accepts a matching username and e-mail (form-encoded), else USER_NOT_FOUND', async () => {
    const { api, refused, store } = world();
    const email = store.world.members.find((m) => m.account === 'demo01')!.email;
    await expect(
      api.request(forgotPasswordEmailCall, { username: 'Demo01', email: email.toUpperCase() }),
    ).resolves.toBeNull();
    for (const payload of [
      { username: 'demo01', email: 'someone@else.example' },
      { username: 'nobody99', email },
    ]) {
      await expect(refused(api.request(forgotPasswordEmailCall, payload))).resolves.toMatchObject({
        message: 'Username/Email does not exist',
        code: errorCodes.userNotFound,
      });
    }
  });

  it('by phone sets the password with the SMS code and answers a session', async () => {
    const { api, useToken } = world();
    const { token } = await api.request(setPasswordByPhoneCall, {
      mobileNum: '01712345678',
      verificationCode: '123456',
      newPassword: 'Mobile@2026',
    });
    expect(token).toMatch(/^mock-1005-/);
    useToken(token);
    await expect(api.request(memberInfoCall, undefined)).resolves.toMatchObject({ account: 'mobile01' });
    await expect(
      api.request(loginCall, { type: 'username', username: 'mobile01', password: 'Mobile@2026' }),
    ).resolves.toBeTruthy();
  });

  it('by phone refuses a wrong code (INVALID_CODE) and an unknown number (USER_NOT_FOUND)', async () => {
    const { api, refused } = world();
    await expect(
      refused(
        api.request(setPasswordByPhoneCall, {
          mobileNum: '01712345678',
          verificationCode: '000000',
          newPassword: 'Mobile@2026',
        }),
      ),
    ).resolves.toMatchObject({ code: errorCodes.invalidCode });
    await expect(
      refused(
        api.request(setPasswordByPhoneCall, {
          mobileNum: '01899999999',
          verificationCode: '123456',
          newPassword: 'Mobile@2026',
        }),
      ),
    ).resolves.toMatchObject({ message: refusalText.mobileNotFound, code: errorCodes.userNotFound });
  });
});

describe('public state (member-centre badges and entries)', () => {
  it('counts unread messages and knows who has an upline', async () => {
    const demo = await loggedIn('demo01');
    await expect(demo.api.request(publicStateCall, undefined)).resolves.toMatchObject({
      availablePromoCount: 11,
      unreadMessage: 0,
      missionCount: 2,
      referralEnabled: true,
      hasUpline: false,
    });
    demo.store.update((w) => {
      w.messages.push({
        id: 'M-new',
        memberId: 1001,
        at: new Date().toISOString(),
        template: null,
        title: 'Hello',
        body: 'Welcome',
        params: {},
        read: false,
      });
    });
    await expect(demo.api.request(publicStateCall, undefined)).resolves.toMatchObject({ unreadMessage: 1 });
    const sub = await loggedIn('subagent01');
    await expect(sub.api.request(publicStateCall, undefined)).resolves.toMatchObject({ hasUpline: true });
  });
});
