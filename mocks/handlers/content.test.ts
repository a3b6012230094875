// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { announcementsCall, bannerGroup } from '../../src/api/contracts';
import { startTestWorld, type TestWorld } from '../test-world';

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
