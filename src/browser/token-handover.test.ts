import { afterEach, describe, expect, it } from 'vitest';
import { handedOverToken, releaseHandedOverToken, settleHandover, takeUrlToken } from './token-handover';

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

describe('the URL token handover (SPEC 4.1)', () => {
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

describe('settling a handed-over token once the site is open', () => {
  const handOver = (token: string) => {
    const { location, history } = tab(`https://site.example/?token=${token}`);
    takeUrlToken(location, history);
  };

  it('adopts it when no session is open, or the same one, and leaves nothing to ask', () => {
    for (const current of [null, 'tok-link']) {
      handOver('tok-link');
      const adopted: string[] = [];
      expect(settleHandover(current, (token) => adopted.push(token))).toBeNull();
      expect(adopted).toEqual(['tok-link']);
      expect(handedOverToken()).toBeNull();
    }
  });

  it('asks, adopting nothing, when a different session is open', () => {
    handOver('tok-link');
    const adopted: string[] = [];
    expect(settleHandover('tok-tab', (token) => adopted.push(token))).toEqual({
      incoming: 'tok-link',
      current: 'tok-tab',
    });
    expect(adopted).toEqual([]);
    expect(handedOverToken()).toBe('tok-link');
  });

  it('does nothing without a handed-over token', () => {
    const adopted: string[] = [];
    expect(settleHandover('tok-tab', (token) => adopted.push(token))).toBeNull();
    expect(adopted).toEqual([]);
  });
});
