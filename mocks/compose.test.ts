// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { testApiClient } from './test-world';
import { gameMenuCall, permissionCall, statusCall } from '../src/api/contracts';
import { decryptCsPath } from '../src/api/payload-crypto';
import type { QaParams } from '../src/api/contracts/qa';
import { scenarios } from '../scenarios';
import { createMockServer } from './node';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function world(params: Partial<QaParams> = {}) {
  const mock = createMockServer(params, now);
  mock.server.listen({ onUnhandledRequest: 'error' });
  stop = () => mock.server.close();
  const api = testApiClient(() => null);
  return { ...mock, api };
}

describe('the mock world over the contracts', () => {
  it('answers status, permission and the game menu in the default world', async () => {
    const { api, store } = world();
    await expect(api.request(statusCall, undefined)).resolves.toMatchObject({ status: 0 });
    const permission = await api.request(permissionCall, { language: 'BN' });
    expect(permission.location.ip).toBe(store.world.system.visitorIp);
    const menu = await api.request(gameMenuCall, { language: 'BN', platform: 'WEB' });
    expect(menu.menus.length).toBeGreaterThan(5);
  });

  it('encrypts customer-service paths the way the client decrypts them', async () => {
    const { api, store } = world();
    const permission = await api.request(permissionCall, { language: 'EN' });
    expect(permission.customerService.map((e) => decryptCsPath(e.path))).toEqual(
      store.world.customerService.map((e) => e.url),
    );
  });

  it.each([
    ['maintenance', { status: 1, maintenance: true, maintenanceEnd: null }],
    ['region-blocked', { status: 2, regionRestriction: true }],
    ['maintenance-region-blocked', { maintenance: true, regionRestriction: true }],
  ])('scenario %s changes the status', async (scenario, expected) => {
    const { api } = world({ scenario });
    await expect(api.request(statusCall, undefined)).resolves.toMatchObject(expected);
  });

  it('scenario maintenance-with-end announces an end after the world instant', async () => {
    const { api } = world({ scenario: 'maintenance-with-end' });
    const value = await api.request(statusCall, undefined);
    const end = typeof value === 'number' ? null : value.maintenanceEnd;
    expect(Date.parse(end!)).toBeGreaterThan(now);
  });

  it('scenario network-down fails every call as a network failure', async () => {
    const { api } = world({ scenario: 'network-down' });
    await expect(api.request(statusCall, undefined)).rejects.toMatchObject({ kind: 'network' });
    await expect(api.request(gameMenuCall, { language: 'BN', platform: 'WEB' })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it.each([
    ['500', 'server'],
    ['network', 'network'],
    ['malformed', 'malformed'],
  ] as const)('fault status:%s fails only the status call as %s', async (kind, expected) => {
    const { api } = world({ faults: [{ call: 'status', kind }] });
    await expect(api.request(statusCall, undefined)).rejects.toMatchObject({ kind: expected });
    await expect(api.request(permissionCall, { language: 'BN' })).resolves.toBeTruthy();
  });

  it('lifting the faults lets the same call succeed', async () => {
    const { api, server, mock } = world({ faults: [{ call: '*', kind: '500' }] });
    await expect(api.request(statusCall, undefined)).rejects.toMatchObject({ kind: 'server' });
    server.resetHandlers();
    server.use(...mock.runtimeHandlers({ withFaults: false }));
    await expect(api.request(statusCall, undefined)).resolves.toMatchObject({ status: 0 });
  });

  it('every registered scenario builds its world and answers the status call', async () => {
    for (const scenario of scenarios.filter((s) => !s.faults?.length && !s.latency)) {
      const { api } = world({ scenario: scenario.id });
      await expect(api.request(statusCall, undefined)).resolves.toBeDefined();
      stop?.();
    }
  });
});
