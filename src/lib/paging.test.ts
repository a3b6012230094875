import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems } from './paging';

const labels = (current: number, pages: number) =>
  pagerItems(current, pages).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('paging', () => {
  it('counts pages, one for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(57, 10)).toBe(6);
  });

  it('lists every page up to 7', () => {
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps in a long list around the current page', () => {
    expect(labels(1, 20)).toEqual([1, 2, '…', 19, 20]);
    expect(labels(10, 20)).toEqual([1, 2, '…', 9, 10, 11, '…', 19, 20]);
    expect(labels(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(labels(20, 20)).toEqual([1, 2, '…', 19, 20]);
  });
});
