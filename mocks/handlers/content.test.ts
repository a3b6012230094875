// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { announcementsCall, bannerGroup } from '../../src/api/contracts';
import { sentValues } from '../sent-values';
import { startTestWorld, testNow, type TestWorld } from '../test-world';

let current: TestWorld | undefined;
afterEach(() => current?.close());

describe('announcement data', () => {
  it('sends the banners of every group, drawn in the asked language, when B is asked for', async () => {
    current = startTestWorld();
    const { banners } = await current.api.request(announcementsCall, {
      types: 'B,PL',
      platform: 'W',
      language: 'EN',
    });
    const login = banners.filter((b) => b.groupName === bannerGroup.login('EN'));
    expect(login).toHaveLength(1);
    expect(login[0]).toMatchObject({ title: 'Log in and claim your bonus', linkage: '/promotions' });
    expect(login[0]!.url).toMatch(/^data:image\/svg\+xml/);
    expect(banners.some((b) => b.groupName === bannerGroup.home)).toBe(true);

    const bn = await current.api.request(announcementsCall, { types: 'B', platform: 'W', language: 'BN' });
    expect(bn.banners.find((b) => b.groupName === bannerGroup.login('BN'))?.title).toBe('লগইন করে বোনাস নিন');
  });

  it('sends no banners when they are not asked for', async () => {
    current = startTestWorld();
    const value = await current.api.request(announcementsCall, {
      types: 'PL',
      platform: 'W',
      language: 'EN',
    });
    expect(value.banners).toEqual([]);
  });
});

describe('popup, notices and promotion (SPEC 3, 4.7, 7.6)', () => {
  it('sends the popup entries of every audience in the asked language, some with a promotion', async () => {
    current = startTestWorld();
    const en = await current.api.request(announcementsCall, {
      types: 'PU,PR',
      platform: 'W',
      language: 'EN',
    });
    const executions = new Set(en.popup.map((entry) => entry.execution));
    expect([...executions].sort()).toEqual(['A', 'B', 'F']);
    expect(en.popup.filter((e) => e.execution === 'B').length).toBeGreaterThan(9);
    expect(en.popup.filter((e) => e.execution === 'A').length).toBeGreaterThan(9);
    expect(en.popup.filter((e) => e.execution === 'F').length).toBeGreaterThan(0);
    for (const execution of ['A', 'B', 'F'] as const) {
      expect(en.popup.some((e) => e.execution === execution && e.promotionId)).toBe(true);
    }
    expect(en.popup.find((e) => e.id === 'B1')?.title).toMatch(/^Welcome to /);
    expect(en.popup.every((e) => /^</.test(e.content))).toBe(true);
    // Only what was asked for.
    expect(en.banners).toEqual([]);
    expect(en.notices).toEqual([]);
    expect(en.promotion?.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    expect(en.promotion?.announcementImages[0]?.url).toMatch(/^data:image\/svg\+xml/);

    const bn = await current.api.request(announcementsCall, { types: 'PU', platform: 'W', language: 'BN' });
    expect(bn.popup.map((e) => e.id)).toEqual(en.popup.map((e) => e.id));
    expect(bn.popup.find((e) => e.id === 'B1')?.title).toMatch(/স্বাগতম$/);
    expect(bn.promotion).toBeNull();
  });

  it('keeps only the asked execution when one is sent', async () => {
    current = startTestWorld();
    const only = await current.api.request(announcementsCall, {
      types: 'PU',
      platform: 'W',
      language: 'EN',
      execution: 'F',
    });
    expect(only.popup.length).toBeGreaterThan(0);
    expect(only.popup.every((e) => e.execution === 'F')).toBe(true);
  });

  it('sends the player notices, newest first, dated, for the notice call (execution B)', async () => {
    current = startTestWorld();
    const sent = sentValues(current.server);
    const { notices, popup } = await current.api.request(announcementsCall, {
      types: 'PL',
      platform: 'W',
      language: 'EN',
      execution: 'B',
    });
    expect(popup).toEqual([]);
    expect(notices.length).toBeGreaterThan(1);
    // Observed: the platform sends the player notices under `player`.
    expect(await sent()).toMatchObject({ player: notices });
    expect(notices.some((n) => /Deposit bonus/.test(n.title))).toBe(true);
    const dates = notices.map((n) => Date.parse(n.publishedAt ?? ''));
    expect(dates.every((d) => Number.isFinite(d) && d <= testNow)).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const bn = await current.api.request(announcementsCall, { types: 'PL', platform: 'W', language: 'BN' });
    expect(bn.notices.map((n) => n.id)).toEqual(notices.map((n) => n.id));
    expect(bn.notices[0]?.title).not.toBe(notices[0]?.title);
  });

  it('sends what a scenario leaves: no popup and no notices', async () => {
    current = startTestWorld();
    current.store.update((world) => {
      world.announcements.popup = [];
      world.announcements.notices = [];
    });
    const value = await current.api.request(announcementsCall, {
      types: 'PL,PU',
      platform: 'W',
      language: 'EN',
    });
    expect(value.popup).toEqual([]);
    expect(value.notices).toEqual([]);
  });

  it('is the same world for the same seed', async () => {
    current = startTestWorld({ seed: 7 });
    const first = await current.api.request(announcementsCall, {
      types: 'PL,PU',
      platform: 'W',
      language: 'EN',
    });
    current.close();
    current = startTestWorld({ seed: 7 });
    const second = await current.api.request(announcementsCall, {
      types: 'PL,PU',
      platform: 'W',
      language: 'EN',
    });
    expect(second).toEqual(first);
  });
});
