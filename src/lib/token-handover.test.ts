import { afterEach, describe, expect, it } from 'vitest';
import { handedOverToken, releaseHandedOverToken, takeUrlToken } from './token-handover';

/** A tab's address bar: what `location` reads and `history.replaceState` writes. */
function tab(url: string, state: unknown = null) {
  const bar = { href: url, state };
  const location = {
    get href() {
      return bar.href;
    },
  } as Location;
  const history = {
    get state() {
      return bar.state;
    },
    replaceState(next: unknown, _title: string, to: URL | string) {
      bar.state = next;
      bar.href = new URL(to, bar.href).toString();
    },
  } as History;
  return { bar, location, history };
}

afterEach(() => releaseHandedOverToken());

describe('the URL token handover (SPEC 4.1, issue 15)', () => {
  it('takes the token out of the address bar at once, keeping the rest of the URL and the history state', () => {
    const { bar, location, history } = tab(
      'https://site.example/rng?lang=EN&token=tok-link&mcPage=depositv2#top',
      {
        kept: 1,
      },
    );
    takeUrlToken(location, history);
    expect(handedOverToken()).toBe('tok-link');
    expect(bar.href).toBe('https://site.example/rng?lang=EN&mcPage=depositv2#top');
    expect(bar.state).toEqual({ kept: 1 });
  });

  it('holds nothing for a URL without a token, or with an empty one, and leaves a clean URL alone', () => {
    const clean = tab('https://site.example/?lang=EN');
    takeUrlToken(clean.location, clean.history);
    expect(handedOverToken()).toBeNull();
    expect(clean.bar.href).toBe('https://site.example/?lang=EN');
    const empty = tab('https://site.example/?token=');
    takeUrlToken(empty.location, empty.history);
    expect(handedOverToken()).toBeNull();
    expect(empty.bar.href).toBe('https://site.example/');
  });
});
