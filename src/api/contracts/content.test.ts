import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { announcementsCall } from './content';

const notice = { id: 5685562, title: 'VIP member benefits' };

describe('announcement data: the player notices (observed shape and ours)', () => {
  it('reads the observed value.player as notices, ignoring the fields it does not use', () => {
    const value = v.parse(announcementsCall.value, {
      player: [{ ...notice, type: 'PL', content: '<p>…</p>', startDate: 1777741200000 }],
    });
    expect(value).toEqual({ banners: [], notices: [notice], popup: [], promotion: null });
  });

  it('reads our older value.notices', () => {
    const dated = { id: 'n1', title: 'Deposit bonus', publishedAt: '2026-11-20T08:00:00Z' };
    expect(v.parse(announcementsCall.value, { notices: [dated] }).notices).toEqual([dated]);
  });

  it('takes player first, and no notices at all as none', () => {
    expect(
      v.parse(announcementsCall.value, { player: [notice], notices: [{ id: 2, title: 'old' }] }).notices,
    ).toEqual([notice]);
    expect(v.parse(announcementsCall.value, { player: null }).notices).toEqual([]);
    expect(v.parse(announcementsCall.value, {}).notices).toEqual([]);
  });
});
