import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './game-filters';

describe('the count on the Filters button', () => {
  it('is zero for the whole list', () => {
    expect(activeFilterCount({ selection: 'ALL', classify: null, keyword: '', vassalage: null })).toBe(0);
  });
  it('counts each narrowing the player set: selection, filter, name and provider', () => {
    expect(activeFilterCount({ selection: 'HOT', classify: null, keyword: ' ', vassalage: null })).toBe(1);
    expect(
      activeFilterCount({ selection: 'NEW', classify: 'JACKPOT', keyword: 'lucky', vassalage: 'JILI' }),
    ).toBe(4);
  });
});
