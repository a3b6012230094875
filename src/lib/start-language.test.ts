import { describe, expect, it } from 'vitest';
import { startLanguage } from './start-language';

describe('the language a start uses (SPEC 4.12)', () => {
  it('SPEC 9 default-language: BN with no lang in the URL and none saved', () => {
    expect(startLanguage('', null)).toBe('BN');
    // An unsupported saved or asked language falls back to BN too.
    expect(startLanguage('?lang=fr', 'XX')).toBe('BN');
  });

  it('takes the URL first, then the saved language', () => {
    expect(startLanguage('?lang=en', 'BN')).toBe('EN');
    expect(startLanguage('', 'EN')).toBe('EN');
    expect(startLanguage('?lang=bn', 'EN')).toBe('BN');
  });
});
