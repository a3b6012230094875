import { describe, expect, it } from 'vitest';
import { reloadUrl } from './scenarios-panel';

describe('the Scenarios panel reloads into this site only', () => {
  it('keeps the page it was opened on', () => {
    expect(reloadUrl('/promotions', '?scenario=maintenance&lang=EN')).toBe(
      '/promotions?scenario=maintenance&lang=EN',
    );
    expect(reloadUrl('/', '?seed=5')).toBe('/?seed=5');
  });

  it.each(['//evil.example.net/x', '/\\evil.example.net/x', '//evil.example.net'])(
    'goes home instead of following %j to another site',
    (pathname) => {
      expect(reloadUrl(pathname, '?scenario=default')).toBe('/?scenario=default');
    },
  );
});
