import { describe, expect, it } from 'vitest';
import { findScenario, scenarios } from '.';

describe('scenario registry', () => {
  it('holds the scenarios this stage of the product promises', () => {
    const ids = scenarios.map((s) => s.id);
    for (const id of [
      'default',
      'maintenance',
      'maintenance-with-end',
      'region-blocked',
      'network-down',
      'slow-network',
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
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('has unique kebab-case ids and a description in both languages', () => {
    const ids = scenarios.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of scenarios) {
      expect(scenario.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(scenario.description.en.trim().length).toBeGreaterThan(10);
      expect(scenario.description.bn.trim().length).toBeGreaterThan(10);
      expect(scenario.description.bn).not.toBe(scenario.description.en);
    }
  });

  it('finds by id and misses unknown ones', () => {
    expect(findScenario('maintenance')?.id).toBe('maintenance');
    expect(findScenario('nope')).toBeUndefined();
  });

  it('slows every call in slow-network', () => {
    expect(findScenario('slow-network')?.latency).toBeGreaterThanOrEqual(1000);
  });

  it('logs in only accounts its world has', async () => {
    const { createWorld } = await import('../mocks/world/create-world');
    const { findByAccount } = await import('../mocks/world/accounts');
    const loggingIn = scenarios.filter((s) => s.loginAs);
    expect(loggingIn.map((s) => s.id)).toContain('agent-contract-offer');
    for (const scenario of loggingIn) {
      const now = Date.parse('2026-11-01T00:00:00Z');
      const overrides = typeof scenario.world === 'function' ? scenario.world({ now }) : scenario.world;
      const world = createWorld({ seed: 1, now, overrides });
      expect(findByAccount(world, scenario.loginAs!), scenario.id).toBeDefined();
    }
  });
});
