import { describe, expect, it } from 'vitest';
import type { Promotion } from '../api/contracts/promotions';
import {
  actionOf,
  filterPromotions,
  gateOf,
  imagesInSequence,
  nextWheelRotation,
  percentOf,
  wheelRotation,
} from './promotion-rules';

const promotion = (id: string, type: Promotion['type']): Promotion => ({
  id,
  type,
  title: id,
  summary: '',
  contentHtml: '',
  images: [],
  startAt: '2026-01-01T00:00:00Z',
  endAt: '2026-02-01T00:00:00Z',
  bonus: null,
  status: 'join',
});

describe('promotion rules', () => {
  it('filters by SPEC 3.2 type, all keeps every one', () => {
    const list = [promotion('a', 'newbie'), promotion('b', 'vip'), promotion('c', 'newbie')];
    expect(filterPromotions(list, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterPromotions(list, 'newbie').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPromotions(list, 'daily')).toEqual([]);
  });

  it('orders images by sequence without changing the list it was given', () => {
    const images = [
      { sequence: 3, url: 'c' },
      { sequence: 1, url: 'a' },
      { sequence: 2, url: 'b' },
    ];
    expect(imagesInSequence(images).map((i) => i.url)).toEqual(['a', 'b', 'c']);
    expect(images[0]!.url).toBe('c');
  });

  it('offers an action only for join, claim and apply (SPEC 4.11)', () => {
    expect(actionOf('join')).toBe('join');
    expect(actionOf('claim')).toBe('claim');
    expect(actionOf('apply')).toBe('apply');
    for (const status of [
      'applying',
      'closed',
      'rejected',
      'issued',
      'claimed',
      'process',
      'joined',
      'signed',
      'comingSoon',
    ] as const)
      expect(actionOf(status)).toBeNull();
  });

  it('sends a visitor to log in and a trial account to the real-account warning (SPEC 6)', () => {
    expect(gateOf('visitor')).toBe('login');
    expect(gateOf('trial')).toBe('trialWarning');
    expect(gateOf('member')).toBeNull();
  });

  it('turns the wheel whole turns and brings the segment centre under the top pointer', () => {
    expect(wheelRotation(0, 8)).toBe(5 * 360 + 337.5);
    expect(wheelRotation(2, 8) % 360).toBe(247.5);
    // The segment's centre plus the rotation is a whole number of turns.
    for (let s = 0; s < 8; s++) expect((s * 45 + 22.5 + wheelRotation(s, 8)) % 360).toBe(0);
    expect(wheelRotation(0, 0)).toBe(0);
  });

  it('turns the next spin forward from where the wheel stands', () => {
    const first = nextWheelRotation(0, 3, 8);
    const second = nextWheelRotation(first, 1, 8);
    expect(second - first).toBeGreaterThanOrEqual(4 * 360);
    expect((1 * 45 + 22.5 + second) % 360).toBe(0);
  });

  it('gives progress as a bounded whole percentage', () => {
    expect(percentOf(2_500, 5_000)).toBe(50);
    expect(percentOf(7_000, 5_000)).toBe(100);
    expect(percentOf(-1, 5)).toBe(0);
    expect(percentOf(1, 0)).toBe(100);
  });
});
