import { describe, expect, it } from 'vitest';
import { whitelabelSwitches } from '../../src/api/contracts';
import { createWorld, DEMO_PASSWORD, MOCK_DEFAULT_PASSWORD } from './create-world';
import { hashPassword } from './passwords';
import { demoAccounts } from './demo-accounts';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('createWorld', () => {
  it('builds the same world from the same seed', () => {
    expect(JSON.stringify(createWorld({ seed: 42, now }))).toBe(
      JSON.stringify(createWorld({ seed: 42, now })),
    );
  });

  it('builds a different world from another seed', () => {
    const a = createWorld({ seed: 42, now });
    const b = createWorld({ seed: 43, now });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(a.system.visitorIp).not.toBe(b.system.visitorIp);
  });

  it('is not disturbed by another world built in between', () => {
    const first = JSON.stringify(createWorld({ seed: 7, now }));
    createWorld({ seed: 8, now });
    expect(JSON.stringify(createWorld({ seed: 7, now }))).toBe(first);
  });

  it('holds the demo accounts of DESIGN.md whatever the seed', () => {
    for (const seed of [1, 2, 99]) {
      const accounts = demoAccounts(createWorld({ seed, now }));
      expect(accounts).toEqual(
        expect.arrayContaining([
          { role: 'member', username: 'demo01', password: 'Demo@1234' },
          { role: 'agent', username: 'agent01', password: 'Demo@1234' },
          { role: 'defaultPassword', username: 'newbie01', password: MOCK_DEFAULT_PASSWORD },
          { role: 'expiredPassword', username: 'expired01', password: 'Demo@1234' },
          { role: 'mobile', username: '01712345678', password: '123456' },
        ]),
      );
    }
  });

  it('has vendors in every navigation category, esports and cockfight inside SPORTS as the platform sends them', () => {
    const world = createWorld({ seed: 1, now });
    const types = world.gameMenu.map((m) => m.gameType);
    expect(types).toEqual(expect.arrayContaining(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']));
    const sports = world.gameMenu.find((m) => m.gameType === 'SPORTS')!.vendors.map((v) => v.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['AV', 'SV3']));
  });

  it('applies overrides: objects merge, arrays replace', () => {
    const world = createWorld({
      seed: 1,
      now,
      overrides: { system: { status: 1, maintenance: true }, rngExcludedVendors: [] },
    });
    expect(world.system).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    expect(world.system.visitorIp).toBe(createWorld({ seed: 1, now }).system.visitorIp);
    expect(world.rngExcludedVendors).toEqual([]);
  });

  it('starts with the identity defaults: only username registration, captcha after 3 failures, first login forces a change, SMS ok', () => {
    const world = createWorld({ seed: 1, now });
    for (const name of whitelabelSwitches) {
      expect([name, world.whitelabel[name]]).toEqual([
        name,
        !['MOBILENUMREG3', 'REGMOBVERF3'].includes(name),
      ]);
    }
    expect(world.settings).toEqual({
      captchaAfterFailures: 3,
      firstLoginReading: 'forcesChange',
      ipCheckReading: 'unregistered',
      ipVerificationMethod: 'mobileCode',
      minimumAge: 18,
    });
    // Every seeded account has the visitor's IP registered: the default world asks no extra check.
    expect(world.members.every((m) => m.knownIps.includes(world.system.visitorIp))).toBe(true);
    expect(world.sms).toEqual({ lastCode: null, lastMobile: null, code: '123456', expiredMinutes: 2 });
    expect(world.smsBehaviour).toBe('ok');
    expect(world.captcha.code).toBe('1234');
    expect(world.sessions).toEqual({});
    expect(world.failedLogins).toEqual({});
    expect(world.counters).toEqual({ session: 0, trial: 0 });
    expect(world.affiliateCodes).toEqual(expect.arrayContaining(['BETBD', 'AFF2025']));
    expect(world.registerSettings.username.patternId).toBe('2');
    expect(world.registerSettings.paymentPassword.enabled).toBe(false);
  });

  it('holds the other fixed accounts, agent01 contracts and a downline, whatever the seed', () => {
    for (const seed of [1, 2, 99]) {
      const { members } = createWorld({ seed, now });
      const byAccount = (account: string) => members.find((m) => m.account === account)!;
      expect(byAccount('affiliate01')).toMatchObject({
        type: 3,
        passwordHash: hashPassword(DEMO_PASSWORD),
        demo: false,
      });
      expect(byAccount('subagent01')).toMatchObject({
        type: 2,
        passwordHash: hashPassword(DEMO_PASSWORD),
        parentId: 1002,
      });
      expect(Object.values(byAccount('agent01').consolidated)).toEqual([true, true, true, true]);
      expect(Object.values(byAccount('demo01').consolidated)).toEqual([false, false, false, false]);
      expect(byAccount('demo01').favouriteIds).toHaveLength(3);
      const downline = members.filter((m) => m.parentId === 1002);
      expect(downline.filter((m) => m.type === 0).length).toBeGreaterThanOrEqual(3);
      expect(downline.map((m) => m.account)).toContain('subagent01');
      expect(members.some((m) => m.parentId === 1007)).toBe(true);
    }
  });

  it('gives every member a distinct account, id and mobile', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { members } = createWorld({ seed, now });
      const distinct = (values: unknown[]) => new Set(values).size === values.length;
      expect(distinct(members.map((m) => m.account.toLowerCase()))).toBe(true);
      expect(distinct(members.map((m) => m.id))).toBe(true);
      expect(distinct(members.map((m) => m.mobile).filter(Boolean))).toBe(true);
    }
  });

  it('changes seeded members by account with memberChanges, and refuses an unknown account', () => {
    const world = createWorld({
      seed: 1,
      now,
      overrides: { memberChanges: { Demo01: { firstTimeLogin: true, consolidated: { divtypereq: true } } } },
    });
    expect(world.members.find((m) => m.account === 'demo01')).toMatchObject({
      firstTimeLogin: true,
      passwordHash: hashPassword(DEMO_PASSWORD),
      consolidated: { divtypereq: true, dailysalreqtype: false },
    });
    expect(() =>
      createWorld({ seed: 1, now, overrides: { memberChanges: { nobody: { balance: 1 } } } }),
    ).toThrow(/nobody/);
  });

  // The platform's default password is public (the client ships it to detect it); members' are not.
  it("keeps password hashes only, so a saved world holds no member's password", () => {
    const saved = JSON.stringify(createWorld({ seed: 1, now }));
    expect(saved).not.toContain(DEMO_PASSWORD);
  });
});
