// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { announcementsCall, hotGamesCall, rankListCall } from '../../src/api/contracts';
import { sentValues } from '../sent-values';
import { startTestWorld, type TestWorld } from '../test-world';

let current: TestWorld | undefined;
afterEach(() => current?.close());

const hotRequest = {
  merchantCode: 'DEMO',
  isPlatform: 2,
  platform: 'flash,html5-desktop',
  language: 'EN',
} as const;
const rankRequest = { gameCategory: 'ALL', language: 'EN', limitNum: 20 } as const;

describe('home page data in the mock world', () => {
  it('lists hot games of several vendors, all marked hot, more than the 7 that bring the arrows', async () => {
    current = startTestWorld();
    const { list } = await current.api.request(hotGamesCall, hotRequest);
    expect(list.length).toBeGreaterThan(7);
    expect(list.every((game) => game.isHot === 1)).toBe(true);
    expect(new Set(list.map((game) => game.vassalage)).size).toBeGreaterThan(1);
    expect(new Set(list.map((game) => game.nodeId)).size).toBe(list.length);
  });

  it('answers the winner board with 20 entries, biggest win first, names masked', async () => {
    current = startTestWorld();
    const { list } = await current.api.request(rankListCall, rankRequest);
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.every((w) => w.customerName.includes('***') && w.gameName.length > 0)).toBe(true);
  });

  it('sends the winner rows wrapped as { vo: row }, as the platform does, read flat', async () => {
    current = startTestWorld();
    const sent = sentValues(current.server);
    const { list } = await current.api.request(rankListCall, rankRequest);
    expect(await sent()).toEqual({ list: list.map((row) => ({ vo: row })) });
  });

  it('gives the same board for the same seed', async () => {
    current = startTestWorld({ seed: 7 });
    const first = await current.api.request(rankListCall, rankRequest);
    current.close();
    current = startTestWorld({ seed: 7 });
    expect(await current.api.request(rankListCall, rankRequest)).toEqual(first);
  });

  it('sends the player notices in the asked language when PL is asked for', async () => {
    current = startTestWorld();
    const sent = sentValues(current.server);
    const en = await current.api.request(announcementsCall, { types: 'B,PL', platform: 'W', language: 'EN' });
    // Under `player`, as the platform sends them; read as `notices`.
    expect(await sent()).toMatchObject({ player: en.notices });
    expect(await sent()).not.toHaveProperty('notices');
    expect(en.notices.length).toBeGreaterThan(0);
    expect(en.notices[1]!.title).toMatch(/^Deposit bonus/);
    const bn = await current.api.request(announcementsCall, { types: 'PL', platform: 'W', language: 'BN' });
    expect(bn.notices.map((n) => n.id)).toEqual(en.notices.map((n) => n.id));
    expect(bn.notices[1]!.title).toMatch(/^ডিপোজিট বোনাস/);
    const bannersOnly = await current.api.request(announcementsCall, {
      types: 'B',
      platform: 'W',
      language: 'EN',
    });
    expect(bannersOnly.notices).toEqual([]);
  });

  it('has no hot games, winners or notices in a world without vendors (empty-lobby)', async () => {
    current = startTestWorld({ scenario: 'empty-lobby' });
    expect((await current.api.request(hotGamesCall, hotRequest)).list).toEqual([]);
    expect((await current.api.request(rankListCall, rankRequest)).list).toEqual([]);
    const { notices } = await current.api.request(announcementsCall, {
      types: 'PL',
      platform: 'W',
      language: 'EN',
    });
    expect(notices).toEqual([]);
  });
});
