import { describe, expect, it } from 'vitest';
import { nearSlides, withSlides } from './carousel-window';

describe('nearSlides', () => {
  it('builds the view, the slide before it and the slide after it', () => {
    expect(nearSlides(5, 2, 20, false)).toEqual([4, 5, 6, 7]);
    expect(nearSlides(5, 4, 20, false)).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('wraps around a loop, so the slide before the first is the last', () => {
    expect(nearSlides(0, 2, 20, true)).toEqual([0, 1, 2, 19]);
    expect(nearSlides(18, 2, 20, true)).toEqual([0, 17, 18, 19]);
  });

  it('stops at the ends of a carousel that does not loop', () => {
    expect(nearSlides(0, 2, 20, false)).toEqual([0, 1, 2]);
    expect(nearSlides(19, 2, 20, false)).toEqual([18, 19]);
  });

  it('names each slide once when the carousel is shorter than the window', () => {
    expect(nearSlides(0, 4, 3, true)).toEqual([0, 1, 2]);
  });
});

describe('withSlides', () => {
  it('keeps the same set when nothing is new, and grows it otherwise', () => {
    const built = new Set([0, 1, 2]);
    expect(withSlides(built, [1, 2])).toBe(built);
    expect([...withSlides(built, [2, 3])].sort()).toEqual([0, 1, 2, 3]);
  });
});
