// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeEncryptedBody, publicKeyHandler } from '../platform-encrypt';
import { createApiClient } from '../../src/api/client';
import {
  BRAND_CURRENCY_SYMBOL,
  callNames,
  calls,
  IDEMPOTENCY_HEADER,
  wire,
  type CallName,
} from '../../src/api/contracts';
import { wireFixtures, type Json, type WireFixture } from '.';

/** A fixture's value (or variant) decoded by its call's schema; a failure names the call and every issue. */
function decode(name: CallName, value: Json): unknown {
  const result = v.safeParse(calls[name].value as v.GenericSchema<unknown, unknown>, value);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '(value)';
    return `  ${path}: ${issue.message}`;
  });
  throw new Error(`${name}: the fixture does not decode\n${issues.join('\n')}`);
}

/** The value and every older shape of a call's fixture. */
function shapesOf(name: CallName): Json[] {
  const fixture: WireFixture = wireFixtures[name];
  return [fixture.value, ...(fixture.variants ?? [])];
}

describe('wire fixtures: one answer per call, as the platform sends it', () => {
  it('has a fixture for every call of the registry, and none for a call it does not have', () => {
    expect(Object.keys(wireFixtures).toSorted()).toEqual(callNames.toSorted());
  });

  it.each(callNames)('%s: the fixture and its variants decode with the call schema', (name) => {
    for (const shape of shapesOf(name)) expect(() => decode(name, shape)).not.toThrow();
  });

  it('names its source: observed, assumption, or a SPEC section', () => {
    for (const name of callNames) {
      expect(wireFixtures[name].source, name).toMatch(/^(observed|assumption|SPEC \d+(\.\d+)?)$/);
    }
  });
});

describe('observed shapes decode to what the views read', () => {
  it('launchGame: the game URL from content.game_url and from every older shape', () => {
    const url = wireFixtures.launchGame.value.content.game_url;
    expect(wireFixtures.launchGame.variants.length).toBeGreaterThan(0);
    for (const shape of shapesOf('launchGame')) expect(decode('launchGame', shape)).toBe(url);
  });

  it('rankList: flat winner rows (the `vo` wrapper gone), customerName first-class', () => {
    const rows = wireFixtures.rankList.value.list.map((row) => row.vo);
    const decoded = decode('rankList', wireFixtures.rankList.value) as {
      list: Array<Record<string, unknown>>;
    };
    expect(decoded.list).toEqual(rows);
    expect(decoded.list[0]).not.toHaveProperty('vo');
    expect(decoded.list[0]?.customerName).toBe(rows[0]?.customerName);
  });

  it('gameList: the games, the page count, and the total from totalCount', () => {
    const { games, totalCount, totalPages } = wireFixtures.gameList.value;
    const decoded = decode('gameList', wireFixtures.gameList.value);
    expect(decoded).toEqual({ games, totalPages, total: totalCount });
  });

  it('balance: a number balance equal to sumBalance, with the brand currency', () => {
    const { sumBalance } = wireFixtures.balance.value;
    expect(decode('balance', wireFixtures.balance.value)).toEqual({
      balance: sumBalance,
      currencySymbol: BRAND_CURRENCY_SYMBOL,
    });
  });

  it('announcements: the player notices read as `notices`', () => {
    const { player } = wireFixtures.announcements.value;
    const decoded = decode('announcements', wireFixtures.announcements.value) as Record<string, unknown>;
    expect(decoded.notices).toEqual(player);
    expect(decoded).not.toHaveProperty('player');
  });

  it('captcha: the base64 image from the string and from every nested shape', () => {
    const image = wireFixtures.captcha.value;
    expect(wireFixtures.captcha.variants.length).toBeGreaterThan(0);
    for (const shape of shapesOf('captcha')) expect(decode('captcha', shape)).toBe(image);
  });
});

describe('fixtures replayed through the real client', () => {
  const base = 'http://platform.test/';
  const server = setupServer(publicKeyHandler());
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const routes = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
  /** What the platform received: the request, kept for the assertions. */
  const received: Request[] = [];
  afterEach(() => {
    received.length = 0;
  });

  /** Answers the call at any origin with its fixture, as the platform would: `{ success: true, value }`. */
  function platformAnswers(name: CallName) {
    const call = calls[name];
    server.use(
      routes[call.method](`*/${call.path}`, ({ request }) => {
        received.push(request.clone());
        return HttpResponse.json({ success: true, value: wireFixtures[name].value });
      }),
    );
  }

  const client = createApiClient({
    prefixUrl: base,
    timeoutMs: 2_000,
    getToken: () => 'tok-1',
    merchantCode: 'LUCKY',
    getLanguage: () => 'EN',
    getDeviceId: () => 'device-1',
  });

  it('launchGame (GET, member): the query carries the launch mode; the answer reads as the URL', async () => {
    platformAnswers('launchGame');
    const url = await client.request(calls.launchGame, {
      launchMode: wire.launch.launchMode,
      accountType: wire.launch.realAccount,
      vassalage: 'JL',
      gameType: 'RNG',
      gameId: '10231',
      language: 'EN',
      platform: 'html5-desktop',
      clientType: 3,
    });
    expect(url).toBe(wireFixtures.launchGame.value.content.game_url);
    const [request] = received;
    expect(new URL(request?.url ?? '').searchParams.get('launchMode')).toBe(wire.launch.launchMode);
    expect(request?.headers.get(wire.headers.token)).toBe('tok-1');
    expect(request?.headers.get(wire.headers.merchant)).toBe('LUCKY');
  });

  it('rankList and gameList (public GETs): flat rows; the games and their paging', async () => {
    platformAnswers('rankList');
    platformAnswers('gameList');
    const board = await client.request(calls.rankList, { gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(board.list[0]?.customerName).toBe(wireFixtures.rankList.value.list[0]?.vo.customerName);
    const page = await client.request(calls.gameList, {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: 'LUCKY',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 20,
      language: 'EN',
    });
    expect(page.totalPages).toBe(wireFixtures.gameList.value.totalPages);
    expect(page.games.map((game) => game.nodeId)).toEqual(['10231']);
  });

  it('balance (GET, member): a number equal to sumBalance', async () => {
    platformAnswers('balance');
    await expect(client.request(calls.balance, undefined)).resolves.toEqual({
      balance: wireFixtures.balance.value.sumBalance,
      currencySymbol: BRAND_CURRENCY_SYMBOL,
    });
  });

  it('announcements (GET, public): the notices', async () => {
    platformAnswers('announcements');
    const data = await client.request(calls.announcements, {
      types: 'B,PL,PU,PR',
      platform: 'W',
      language: 'EN',
    });
    expect(data.notices).toEqual(wireFixtures.announcements.value.player);
  });

  it('login (encrypted): a sealed { value } body carrying the device id; the answer reads as the session', async () => {
    platformAnswers('login');
    const session = await client.request(calls.login, {
      username: 'player01',
      password: 'Secret@123',
      type: 'username',
    });
    // Fields the answer leaves out read as false (passwordExpired, isDefaultPassword).
    expect(session).toEqual({ ...wireFixtures.login.value, isDefaultPassword: false });
    const [request] = received;
    const raw = (await request?.text()) ?? '';
    expect(raw).not.toContain('Secret@123');
    expect(Object.keys(JSON.parse(raw) as object)).toEqual([wire.body.encryptedField]);
    expect(await decodeEncryptedBody(request?.headers ?? new Headers(), JSON.parse(raw))).toEqual({
      username: 'player01',
      password: 'Secret@123',
      type: 'username',
      [wire.body.deviceIdField]: 'device-1',
    });
  });

  it('walletTransfer (money): the idempotency key travels; the answer decodes', async () => {
    platformAnswers('walletTransfer');
    await expect(
      client.request(
        calls.walletTransfer,
        { vassalage: 'JL', direction: 'in', amount: 120 },
        { idempotencyKey: 'k-1' },
      ),
    ).resolves.toEqual(wireFixtures.walletTransfer.value);
    expect(received[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('k-1');
  });

  it('forgotPasswordEmail (form-encoded): the fields as a form; the ignored value reads as null', async () => {
    platformAnswers('forgotPasswordEmail');
    await expect(
      client.request(calls.forgotPasswordEmail, { username: 'player01', email: 'p@example.com' }),
    ).resolves.toBeNull();
    const body = new URLSearchParams((await received[0]?.text()) ?? '');
    expect(Object.fromEntries(body)).toEqual({ username: 'player01', email: 'p@example.com' });
  });
});
