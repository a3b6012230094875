import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyOriginOf } from './lobby-origin';
import { rememberLobbyOrigin, requestScrollRestore, takeScrollRestore } from './lobby-return';

describe('the way back from a game to the list it was opened from', () => {
  // The logic project has no DOM: a tab's session storage stands in.
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    });
  });

  it('leads to the list and its scroll position for the game opened from it', () => {
    rememberLobbyOrigin({
      from: '/rng?vassalage=JILI',
      scrollY: 1234.6,
      game: '/seamless?vendor=JILI&mode=trial',
    });
    expect(lobbyOriginOf('/seamless?vendor=JILI&mode=trial')).toEqual({
      from: '/rng?vassalage=JILI',
      scrollY: 1235,
      game: '/seamless?vendor=JILI&mode=trial',
    });
  });

  it('is Home (none) for another game, such as one opened from a shared link', () => {
    rememberLobbyOrigin({ from: '/rng', scrollY: 900, game: '/seamless?vendor=JILI&mode=trial' });
    expect(lobbyOriginOf('/seamless?vendor=PG&mode=play')).toBeNull();
  });

  it('never leads off the site, whatever the tab stored', () => {
    sessionStorage.setItem(
      'lobbyOrigin',
      JSON.stringify({ from: '//evil.example/x', scrollY: 0, game: '/g' }),
    );
    expect(lobbyOriginOf('/g')).toBeNull();
    sessionStorage.setItem('lobbyOrigin', '{not json');
    expect(lobbyOriginOf('/g')).toBeNull();
  });

  it('restores a scroll position once, on the page it was asked for', () => {
    requestScrollRestore('/rng', 800);
    expect(takeScrollRestore('/fish')).toBeNull();
    expect(takeScrollRestore('/rng')).toBeNull();
    requestScrollRestore('/rng', 800);
    expect(takeScrollRestore('/rng')).toBe(800);
    expect(takeScrollRestore('/rng')).toBeNull();
  });
});
