// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  changePasswordCall,
  depositCall,
  loginCall,
  messageListCall,
  messageReadCall,
  paymentOrdersCall,
  unreadCountCall,
} from '../src/api/contracts';
import { defaultQaParams } from '../src/api/contracts/qa';
import { IMPORTED_SCENARIO_ID } from '../src/api/contracts/qa-world-file';
import { startTestWorld, testApiClient, testNow, type TestWorld } from './test-world';
import { createMockServer } from './node';
import {
  checkWorldFits,
  exportWorldFile,
  readWorldFile,
  scenarioOf,
  WorldFileError,
  type WorldFile,
} from './world-file';
import { IMPORTED_WORLD_KEY, tabWorldFile } from './world-file-tab';
import { DEMO_PASSWORD } from './world/create-world';
import { memoryStorage } from './world/memory-storage';
import type { World } from './world/types';

// A world saved from a tab, read back, runs the same; it keeps no secret in clear, and a
// bad file is refused with its reason.

const worlds: TestWorld[] = [];
afterEach(() => worlds.splice(0).forEach((w) => w.close()));
// The back office decides deposits by the clock: held still, the saved and the loaded world agree.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow + 60_000);
});
afterAll(() => vi.useRealTimers());

/** The world a file runs as, behind its own server (in place of the worlds before), with a client of it. */
function loaded(file: WorldFile) {
  worlds.splice(0).forEach((w) => w.close());
  const mock = createMockServer({ scenario: IMPORTED_SCENARIO_ID, seed: file.settings.seed }, undefined, {
    scenario: scenarioOf(file, IMPORTED_SCENARIO_ID),
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  let token: string | null = null;
  const w = { ...mock, api: testApiClient(() => token), useToken: (t: string | null) => (token = t) };
  worlds.push({ ...w, refused: () => Promise.reject(new Error('unused')), close: () => mock.server.close() });
  return w;
}

/** The world as a player could see it: every area but the sessions (tokens are never saved). */
const withoutSessions = (world: World) => {
  const { sessions: _, ...rest } = JSON.parse(JSON.stringify(world)) as World;
  return rest;
};

/** What demo01 sees: balance, orders, inbox. */
const seen = (api: TestWorld['api']) =>
  Promise.all([
    api.request(balanceCall, balanceQuery),
    api.request(paymentOrdersCall, { kind: 'deposit' }),
    api.request(messageListCall, { pageNum: 1, pageSize: 10 }),
    api.request(unreadCountCall, undefined),
  ]);

/** The hand-made world's file, and what it was when saved. */
const saved = {} as {
  text: string;
  token: string;
  seen: Awaited<ReturnType<typeof seen>>;
  world: ReturnType<typeof withoutSessions>;
  moneySize: number;
};

/**
 * demo01 deposits 1,000 (credited, with its message, which demo01 reads), then 1,234 (still in
 * review), and changes its password: a world a QA engineer set up by hand, saved once for the file.
 */
beforeAll(async () => {
  const w = startTestWorld();
  try {
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: DEMO_PASSWORD,
    });
    w.useToken(token);
    await w.api.request(
      depositCall,
      { channelId: 'dep-bkash', bankType: 'MT4', amount: 1_000 },
      { idempotencyKey: 'k-1' },
    );
    vi.setSystemTime(Date.now() + 11_000);
    await w.api.request(
      depositCall,
      { channelId: 'dep-bkash', bankType: 'MT4', amount: 1_234 },
      { idempotencyKey: 'k-2' },
    );
    const { content } = await w.api.request(messageListCall, { pageNum: 1, pageSize: 10 });
    await w.api.request(messageReadCall, { id: content.find((message) => !message.read)!.id });
    await w.api.request(changePasswordCall, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Secret@5678',
      confirmNewPassword: 'Secret@5678',
    });
    const file = exportWorldFile(w.mock, defaultQaParams, 'default', 'demo01 with a deposit in review');
    Object.assign(saved, {
      text: JSON.stringify(file, null, 2),
      token,
      seen: await seen(w.api),
      world: withoutSessions(w.store.world),
      moneySize: JSON.stringify(w.store.world.money).length,
    });
  } finally {
    w.close();
  }
});

describe('a world saved and loaded', () => {
  it('runs the same: balances, orders and messages, and every other area', async () => {
    const file = readWorldFile(saved.text);
    checkWorldFits(file);
    const again = loaded(file);
    expect(withoutSessions(again.store.world)).toEqual(saved.world);
    const { token } = await again.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: 'Secret@5678',
    });
    again.useToken(token);
    expect(await seen(again.api)).toEqual(saved.seen);
    const { orders } = await again.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders.slice(0, 2)).toMatchObject([
      { amount: 1_234, status: 'processing' },
      { amount: 1_000, status: 'approved' },
    ]);
    await expect(again.api.request(unreadCountCall, undefined)).resolves.toEqual({ count: 0 });
  });

  it('keeps what differs from the seed only: a deposit is a few kilobytes, not the month of money', () => {
    expect(saved.text.length).toBeLessThan(12_000);
    expect(saved.moneySize).toBeGreaterThan(100_000);
  });

  it('keeps no token and no password in clear; the demo passwords still work', async () => {
    const { text, token } = saved;
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/mock-\d+-\d+/);
    for (const secret of [DEMO_PASSWORD, 'Secret@5678', '112233']) expect(text).not.toContain(secret);
    expect(text).not.toContain('"sessions"');

    const again = loaded(readWorldFile(text));
    expect(again.store.world.sessions).toEqual({});
    // The tab's old session is not the loaded world's: it starts logged out.
    again.useToken(token);
    await expect(again.api.request(balanceCall, balanceQuery)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    const login = (username: string, password: string) =>
      again.api.request(loginCall, { type: 'username', username, password });
    await expect(login('agent01', DEMO_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(login('demo01', 'Secret@5678')).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('a world file that cannot be loaded', () => {
  const good = () => JSON.parse(saved.text) as unknown;
  const refusal = (text: string) => {
    try {
      checkWorldFits(readWorldFile(text));
    } catch (error) {
      if (error instanceof WorldFileError) return error.refusal;
      throw error;
    }
    return 'accepted';
  };

  it('is refused with its reason', async () => {
    const file = good();
    /** The file with the value at `path` (dot-separated) replaced. */
    const edited = (path: string, value: unknown) => {
      const copy = structuredClone(file) as Record<string, unknown>;
      const keys = path.split('.');
      const parent = keys.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, copy);
      parent[keys.at(-1)!] = value;
      return JSON.stringify(copy);
    };
    expect(refusal(JSON.stringify(file))).toBe('accepted');
    expect(refusal('{ not json')).toBe('notJson');
    expect(refusal('{"balance": 25000}')).toBe('notWorldFile');
    expect(refusal(edited('version', 99))).toBe('otherVersion');
    expect(refusal(edited('description', '  '))).toBe('noDescription');
    expect(refusal(edited('settings.scenario', 'nope'))).toBe('unknownScenario');
    expect(refusal(edited('settings.scenario', IMPORTED_SCENARIO_ID))).toBe('unknownScenario');
    expect(refusal(edited('settings.seed', 1.5))).toBe('badSettings');
    expect(refusal(edited('settings.faults', [{ call: 'nope', kind: '500' }]))).toBe('badSettings');
    expect(refusal(edited('world.changes.members', { of: 'x' }))).toBe('notWorldFile');
    // Made against another seed's world, or changed by hand past the seed's list.
    expect(refusal(edited('settings.seed', 2))).toBe('otherWorld');
    expect(
      refusal(edited('world.changes.members.patch', { items: { 999: { keys: {} } }, length: 1000 })),
    ).toBe('otherWorld');
  });

  it('leaves the tab as it was: the world it runs, and a file it imported before', async () => {
    const file = good();
    const storage = memoryStorage();
    const bridge = tabWorldFile(storage, defaultQaParams);
    const mock = createMockServer().mock;
    const imported = bridge.bridge(mock).import(JSON.stringify(file));
    expect(imported).toEqual({ params: { ...defaultQaParams, scenario: IMPORTED_SCENARIO_ID, seed: 1 } });
    const kept = storage.getItem(IMPORTED_WORLD_KEY);
    storage.setItem('mockWorld:default:1', 'the tab world');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(bridge.bridge(mock).import('{"kind": "mock-world-scenario", "version": 99}')).toEqual({
      refusal: 'otherVersion',
    });
    // The developer's console says more than the panel's message.
    expect(warn).toHaveBeenCalledWith('world file refused (otherVersion): 99');
    warn.mockRestore();
    expect(storage.getItem(IMPORTED_WORLD_KEY)).toBe(kept);
    expect(storage.getItem('mockWorld:default:1')).toBe('the tab world');
  });
});

describe('the imported world in its tab', () => {
  it('is listed and runs as `imported`, and saved again, is the world it started from', () => {
    const storage = memoryStorage();
    storage.setItem(IMPORTED_WORLD_KEY, saved.text);
    const params = { ...defaultQaParams, scenario: IMPORTED_SCENARIO_ID };
    const tab = tabWorldFile(storage, params);
    expect(tab.listed.map(({ id, description }) => ({ id, en: description.en }))).toEqual([
      {
        id: IMPORTED_SCENARIO_ID,
        en: 'Imported world: demo01 with a deposit in review (saved from default, seed 1)',
      },
    ]);
    const { mock } = createMockServer(params, undefined, { scenario: tab.scenario });
    const bridge = tab.bridge(mock);
    expect(bridge.imported).toEqual({
      description: 'demo01 with a deposit in review',
      scenario: 'default',
      seed: 1,
    });
    const again = JSON.parse(bridge.export('the same, again').text) as WorldFile;
    expect(again.settings.scenario).toBe('default');
    expect(again.world).toEqual(readWorldFile(saved.text).world);
    // Another scenario of the same tab runs its own world; the imported one stays listed.
    expect(tabWorldFile(storage, defaultQaParams)).toMatchObject({
      scenario: undefined,
      listed: [{ id: 'imported' }],
    });
  });
});
