import { describe, expect, it } from 'vitest';
import { pagerRange } from './pager-range';

/** The pager as text: page numbers, "…" for a gap. */
const text = (current: number, pages: number, options?: { margin: number; range: number }) =>
  pagerRange(current, pages, options)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pagerRange (SPEC 9: margin 1, range 5)', () => {
  it('shows every page up to the range', () => {
    expect(text(1, 1)).toBe('1');
    expect(text(2, 3)).toBe('1 2 3');
    expect(text(5, 5)).toBe('1 2 3 4 5');
  });

  it('has nothing to show without pages', () => {
    expect(pagerRange(1, 0)).toEqual([]);
  });

  it('keeps the window of five at the start, with the last page after a gap', () => {
    expect(text(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(text(3, 20)).toBe('1 2 3 4 5 … 20');
  });

  it('centres the window on the current page, with the first and last pages at the ends', () => {
    expect(text(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(text(5, 20)).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('shifts the window to stay inside the list at the end', () => {
    expect(text(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(text(18, 20)).toBe('1 … 16 17 18 19 20');
    expect(text(17, 20)).toBe('1 … 15 16 17 18 19 20');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(text(1, 7)).toBe('1 2 3 4 5 6 7');
    expect(text(4, 8)).toBe('1 2 3 4 5 6 7 8');
    expect(text(4, 9)).toBe('1 2 3 4 5 6 … 9');
    expect(text(5, 8)).toBe('1 2 3 4 5 6 7 8');
  });

  it('clamps a current page outside the list', () => {
    expect(text(0, 20)).toBe('1 2 3 4 5 … 20');
    expect(text(99, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('always includes the current page, once, in order', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const numbers = pagerRange(current, pages).flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(numbers).toContain(current);
        expect(numbers).toContain(1);
        expect(numbers).toContain(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('takes other margins and ranges', () => {
    expect(text(10, 20, { margin: 2, range: 3 })).toBe('1 2 … 9 10 11 … 19 20');
  });
});
