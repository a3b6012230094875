import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { launchGameCall } from './launch';

const decode = (value: unknown) => v.safeParse(launchGameCall.value, value);

describe('launchGame answer (SPEC 7.4; observed shape and older ones)', () => {
  it('reads the observed value.content.game_url', () => {
    expect(decode({ content: { game_url: 'https://games.example/p?t=1' } })).toMatchObject({
      success: true,
      output: 'https://games.example/p?t=1',
    });
  });

  it('reads the older shapes: the URL itself, or url, gameUrl, link or launchUrl on the value', () => {
    const url = 'https://games.example/x';
    for (const value of [url, { url }, { gameUrl: url }, { link: url }, { launchUrl: url }]) {
      expect(decode(value)).toMatchObject({ success: true, output: url });
    }
    expect(decode({ content: { gameUrl: url } })).toMatchObject({ success: true, output: url });
  });

  it('prefers the observed field, skipping empty ones', () => {
    expect(
      decode({ url: '', content: { game_url: 'https://a.example/', url: 'https://b.example/' } }),
    ).toMatchObject({ success: true, output: 'https://a.example/' });
    expect(decode({ content: { game_url: null }, link: 'https://c.example/' })).toMatchObject({
      success: true,
      output: 'https://c.example/',
    });
  });

  it('refuses an answer with no URL in it (a malformed answer)', () => {
    for (const value of ['', {}, { content: {} }, { content: { game_url: '' } }, 42, null]) {
      expect(decode(value).success).toBe(false);
    }
  });
});
