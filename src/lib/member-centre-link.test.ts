import { describe, expect, it } from 'vitest';
import { isPushedByApp, memberCentreState, memberCentreTo, withoutMemberCentre } from './member-centre-link';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('member-centre links', () => {
  it('opens the centre on the current page, keeping its other parameters', () => {
    expect(memberCentreTo(at('/rng', '?vassalage=PT&lang=EN', '#top'), 'withdraw')).toEqual({
      pathname: '/rng',
      search: '?vassalage=PT&lang=EN&mcPage=withdraw',
      hash: '#top',
    });
    expect(memberCentreTo(at('/', '?mcPage=withdraw'), 'depositv2').search).toBe('?mcPage=depositv2');
  });

  it('closes it by dropping only mcPage', () => {
    expect(withoutMemberCentre(at('/rng', '?vassalage=PT&mcPage=withdraw'))).toEqual({
      pathname: '/rng',
      search: '?vassalage=PT',
      hash: '',
    });
    expect(withoutMemberCentre(at('/', '?mcPage=withdraw')).search).toBe('');
  });

  it('knows an entry the app pushed from a shared link', () => {
    expect(isPushedByApp(memberCentreState)).toBe(true);
    expect(isPushedByApp(null)).toBe(false);
    expect(isPushedByApp({ other: true })).toBe(false);
  });
});
