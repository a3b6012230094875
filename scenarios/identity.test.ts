import { hashPassword, passwordMatches } from '../mocks/world/passwords';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../mocks/world/create-world';
import { demoAccounts } from '../mocks/world/demo-accounts';
import type { World } from '../mocks/world/types';
import { findScenario } from '.';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

function worldOf(id: string, seed = 1): World {
  const scenario = findScenario(id);
  expect(scenario, id).toBeDefined();
  const overrides = typeof scenario!.world === 'function' ? scenario!.world({ now }) : scenario!.world;
  return createWorld({ seed, now, overrides });
}
const member = (world: World, account: string) => world.members.find((m) => m.account === account)!;
const base = createWorld({ seed: 1, now });

describe('identity scenarios', () => {
  it('first-login: demo01 logs in for the first time', () => {
    const world = worldOf('first-login');
    expect(member(world, 'demo01')).toMatchObject({
      firstTimeLogin: true,
      passwordHash: hashPassword('Demo@1234'),
    });
  });

  it('password-expired: demo01 has an expired password and forced change is on', () => {
    const world = worldOf('password-expired');
    expect(member(world, 'demo01')).toMatchObject({
      passwordExpired: true,
      passwordHash: hashPassword('Demo@1234'),
    });
    expect(world.whitelabel.PWDEXPFORCECHANGE3).toBe(true);
    expect(demoAccounts(world)).toContainEqual({
      role: 'expiredPassword',
      username: 'demo01',
      password: 'Demo@1234',
    });
  });

  it('default-password: demo01 has the platform default password, and the panel shows it', () => {
    const world = worldOf('default-password');
    expect(passwordMatches(member(world, 'demo01').passwordHash, world.site.defaultPassword)).toBe(true);
    expect(demoAccounts(world)).toContainEqual({
      role: 'defaultPassword',
      username: 'demo01',
      password: 'Welcome@123',
    });
  });

  it('captcha-required: the captcha from the first attempt', () => {
    expect(worldOf('captcha-required').settings.captchaAfterFailures).toBe(0);
  });

  it('sms-login: SMS login on, codes of 1 minute', () => {
    const world = worldOf('sms-login');
    expect(world.whitelabel.MOBILEVERCODELOGIN3).toBe(true);
    expect(world.sms.expiredMinutes).toBe(1);
  });

  it('mobile-register: mobile registration with SMS verification, username registration too', () => {
    const { whitelabel } = worldOf('mobile-register');
    expect(whitelabel).toMatchObject({ MOBILENUMREG3: true, REGMOBVERF3: true, USERNAMEREG3: true });
  });

  it.each([
    ['sms-rate-limited', 'rateLimited'],
    ['sms-quota-exceeded', 'quotaExceeded'],
  ] as const)('%s: the SMS gateway answers %s', (id, behaviour) => {
    const world = worldOf(id);
    expect(world.smsBehaviour).toBe(behaviour);
    expect(world.whitelabel.MOBILEVERCODELOGIN3).toBe(true);
  });

  it('affiliate-invalid: no code is valid', () => {
    expect(worldOf('affiliate-invalid').affiliateCodes).toEqual([]);
  });

  it('trial-account: Free Play on', () => {
    expect(worldOf('trial-account').whitelabel.FREEPLAY3).toBe(true);
  });

  it('agent: agent01 with every contract flag and a downline with a sub-agent', () => {
    const world = worldOf('agent');
    expect(world.whitelabel.AGENTPOLICY3).toBe(true);
    expect(Object.values(member(world, 'agent01').consolidated).every(Boolean)).toBe(true);
    expect(member(world, 'subagent01').consolidated).toMatchObject({
      divtypereq: true,
      dailysalreqtype: true,
    });
    const downline = world.members.filter((m) => m.parentId === member(world, 'agent01').id);
    expect(downline.map((m) => m.type)).toEqual(expect.arrayContaining([0, 2]));
  });

  it.each([
    'first-login',
    'password-expired',
    'default-password',
    'captcha-required',
    'sms-login',
    'mobile-register',
    'sms-rate-limited',
    'sms-quota-exceeded',
    'affiliate-invalid',
    'trial-account',
    'agent',
  ])('%s changes nothing else: same seed, same rest of the world, every time', (id) => {
    const world = worldOf(id);
    expect(JSON.stringify(worldOf(id))).toBe(JSON.stringify(world));
    expect(world.system).toEqual(base.system);
    expect(world.gameMenu).toEqual(base.gameMenu);
    expect(world.members.map((m) => m.account)).toEqual(base.members.map((m) => m.account));
  });
});
