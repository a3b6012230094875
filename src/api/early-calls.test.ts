// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { permissionCall, statusCall } from './contracts/system';
import { announcementsCall } from './contracts/content';
import { promotionListCall } from './contracts/promotions';
import { gameListCall, gameMenuCall, hotGamesCall, rankListCall } from './contracts/games';
import { gamePagePayload, homePayloads, MENU_PLATFORM, startPayloads } from './contracts/start-calls';
import { EARLY_ANSWER_MAX_AGE_MS, sendEarly } from './early-calls';
import type { GameListQuery } from './games';
import { earlyRequests } from './early-requests';

const base = 'http://api.test/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Every request that reached the platform: method, URL and headers. */
function recordRequests(answer: (path: string) => unknown) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  server.use(
    http.get(`${base}*`, ({ request }) => {
      seen.push({ url: request.url, headers: Object.fromEntries(request.headers) });
      return HttpResponse.json({ success: true, value: answer(new URL(request.url).pathname) });
    }),
  );
  return seen;
}

const menu = { menus: [], rngExcludedVendors: [] };
const answerFor = (path: string) => (path.endsWith('status') ? 0 : path.endsWith('game_menus') ? menu : null);

const client = (token: string | null, language = 'EN') =>
  createApiClient({
    prefixUrl: base,
    timeoutMs: 5_000,
    getToken: () => token,
    getLanguage: () => language,
    merchantCode: 'ACME',
  });

/** The headers that must match; the send time differs by call: that it is one, in milliseconds, must match. */
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) =>
        ['merchant', 'language', 'device', 'authorization', 'x-timestamp', 'x-real-ua'].includes(name),
      )
      .map(([name, value]) => [name, name === 'x-timestamp' ? /^\d{13}$/.test(value) : value]),
  );

/** The early start's status call, for a visitor with this saved language, given up after `timeoutMs`. */
function sendEarlyStatus(savedLanguage: string, timeoutMs: number) {
  const [status] = earlyRequests({
    pathname: '/rng',
    search: '',
    savedLanguage,
    token: null,
    apiBase: base,
    merchantCode: 'ACME',
  });
  sendEarly(status!.url, status!.headers, timeoutMs);
}

describe('the early start-up calls', () => {
  it('are the very requests the client makes at start and on the home page: same URLs and headers', async () => {
    const seen = recordRequests(answerFor);
    const api = client('tok-1');
    await api.request(statusCall, undefined).catch(() => undefined);
    await api.request(permissionCall, startPayloads.permission('EN')).catch(() => undefined);
    await api.request(gameMenuCall, startPayloads.gameMenu('EN')).catch(() => undefined);
    await api.request(announcementsCall, homePayloads.homeAnnouncements('EN')).catch(() => undefined);
    await api.request(hotGamesCall, homePayloads.hotGames('EN', 'ACME')).catch(() => undefined);
    await api.request(rankListCall, homePayloads.rankList('EN')).catch(() => undefined);
    const early = earlyRequests({
      pathname: '/',
      search: '?lang=en',
      savedLanguage: 'BN',
      token: 'tok-1',
      apiBase: base,
      merchantCode: 'ACME',
    });
    expect(early.map(({ url, headers }) => ({ url, headers: comparable(headers) }))).toEqual(
      seen.map(({ url, headers }) => ({ url, headers: comparable(headers) })),
    );
    // The headers' names as the wire has them (Headers lower-cases them).
    expect(
      Object.keys(early[0]!.headers)
        .map((name) => name.toLowerCase())
        .toSorted(),
    ).toEqual(['authorization', 'device', 'language', 'merchant', 'x-timestamp']);
  });

  it("leave each page's own calls to that page", () => {
    const names = (pathname: string) =>
      earlyRequests({
        pathname,
        search: '',
        savedLanguage: null,
        token: null,
        apiBase: base,
        merchantCode: 'A',
      }).map((request) => request.name);
    expect(names('/promotions')).toEqual(['status', 'permission', 'gameMenu', 'promotionList']);
    expect(names('/live')).toEqual(['status', 'permission', 'gameMenu']);
    expect(names('/rng')).toEqual(['status', 'permission', 'gameMenu', 'gameList']);
    expect(names('/')).toEqual([
      'status',
      'permission',
      'gameMenu',
      'homeAnnouncements',
      'hotGames',
      'rankList',
    ]);
  });

  it("are, on a game list page, the very first page the list asks for (a vendor's when named)", async () => {
    const seen = recordRequests(answerFor);
    const site = { merchantCode: 'ACME', platform: MENU_PLATFORM };
    const query: GameListQuery = {
      gameType: 'FISH',
      language: 'EN',
      vassalage: 'JILI',
      selectionType: 'ALL',
    };
    await client(null)
      .request(gameListCall, gamePagePayload(query, 1, site))
      .catch(() => undefined);
    const early = earlyRequests({
      pathname: '/fish',
      search: '?lang=EN&vassalage=JILI',
      savedLanguage: null,
      token: null,
      apiBase: base,
      merchantCode: 'ACME',
    });
    expect(early.at(-1)?.url).toBe(seen[0]?.url);
  });

  it('are, on the promotions page, the very list the page asks for, with the headers it sends', async () => {
    const seen = recordRequests(answerFor);
    await client(null, 'BN')
      .request(promotionListCall, { language: 'BN' })
      .catch(() => undefined);
    const early = earlyRequests({
      pathname: '/promotions',
      search: '',
      savedLanguage: 'BN',
      token: null,
      apiBase: base,
      merchantCode: 'ACME',
    });
    expect(early.map(({ name }) => name)).toEqual(['status', 'permission', 'gameMenu', 'promotionList']);
    expect(early.at(-1)?.url).toBe(seen[0]?.url);
    expect(comparable(early.at(-1)!.headers)).toEqual(comparable(seen[0]!.headers));
  });

  it('are not sent for a login link: the handover decides the session first', () => {
    expect(
      earlyRequests({
        pathname: '/',
        search: '?token=abc',
        savedLanguage: null,
        token: null,
        apiBase: base,
        merchantCode: 'A',
      }),
    ).toEqual([]);
  });

  it('answer the client once, so the platform is asked once at start and again on a later load', async () => {
    const seen = recordRequests(answerFor);
    sendEarlyStatus('EN', 5_000);
    const api = client(null);
    await expect(api.request(statusCall, undefined)).resolves.toBe(0);
    expect(seen).toHaveLength(1);
    await expect(api.request(statusCall, undefined)).resolves.toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('are not taken for another language or session: the client asks itself', async () => {
    const seen = recordRequests(answerFor);
    sendEarlyStatus('BN', 5_000);
    await expect(client('tok-2', 'BN').request(statusCall, undefined)).resolves.toBe(0);
    expect(seen.map((request) => request.headers.authorization ?? null)).toEqual([null, 'tok-2']);
  });

  it('are not used once too old: a page that asks much later gets a fresh answer', async () => {
    const seen = recordRequests(answerFor);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      sendEarlyStatus('EN', 5_000);
      vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1);
      await expect(client(null).request(statusCall, undefined)).resolves.toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  it('leave a failed early call to the client, which sends the request itself', async () => {
    const seen = recordRequests(answerFor);
    sendEarlyStatus('EN', 1); // gives up at once
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(client(null).request(statusCall, undefined)).resolves.toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(1);
  });
});
