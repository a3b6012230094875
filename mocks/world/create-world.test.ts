import { describe, expect, it } from 'vitest';
import { createWorld, MOCK_DEFAULT_PASSWORD } from './create-world';
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
});
