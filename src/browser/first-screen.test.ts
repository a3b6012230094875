import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticPage } from '../test/start-page';
import {
  FIRST_SCREEN_MAX_MS,
  gameColumns,
  gamePictures,
  paintFirstScreen,
  promotionPictures,
} from './first-screen';

const answer = (value: Record<string, unknown>) => ({ success: true, value });
const picture = (name: string) => `data:image/svg+xml,%3Csvg%3E${name}%3C%2Fsvg%3E`;

describe('the pictures read from the early answers', () => {
  it('are the games’ pictures in order, as a card shows them: showIcon, else iconUrl', () => {
    const games = [
      { nodeId: '1', showIcon: picture('a'), iconUrl: picture('a-small') },
      { nodeId: '2', showIcon: '', iconUrl: picture('b') },
      { nodeId: '3' },
      { nodeId: '4', showIcon: picture('d') },
    ];
    expect(gamePictures(answer({ games, totalCount: 4, totalPages: 1 }))).toEqual([
      picture('a'),
      picture('b'),
      picture('d'),
    ]);
  });

  it('are the first promotion’s first picture by sequence, as its card orders them', () => {
    const promotions = [
      {
        id: 'p1',
        images: [
          { url: picture('second'), sequence: 2 },
          { url: picture('first'), sequence: 1 },
        ],
      },
      { id: 'p2', images: [{ url: picture('other'), sequence: 0 }] },
    ];
    expect(promotionPictures(answer({ promotions, currencySymbol: '৳' }))).toEqual([picture('first')]);
  });

  it('are none for a refusal, an empty list or an answer of another shape', () => {
    for (const read of [gamePictures, promotionPictures]) {
      expect(read({ success: false, value: null, errorCode: 'function.not.available' })).toEqual([]);
      expect(read(answer({ games: [], promotions: [] }))).toEqual([]);
      expect(read(answer({ games: 'none', promotions: [{ images: 'none' }] }))).toEqual([]);
      expect(read(null)).toEqual([]);
    }
  });
});

describe('how many game cards the first row holds', () => {
  it('follows the grid’s rule: cards at least 160 px wide, 16 px apart', () => {
    expect(gameColumns(336)).toBe(2); // a 360 px phone
    expect(gameColumns(366)).toBe(2); // a 390 px phone
    expect(gameColumns(511)).toBe(2);
    expect(gameColumns(512)).toBe(3);
    expect(gameColumns(736)).toBe(4); // the widest phone layout
    expect(gameColumns(0)).toBe(1);
  });
});

describe('the layer painted over the app', () => {
  afterEach(() => vi.useRealTimers());

  /** index.html with the app's root as the browser has it, at a width jsdom does not lay out. */
  function page(gridWidth: number) {
    const { body } = staticPage();
    body.querySelectorAll('script').forEach((script) => script.remove());
    document.body.innerHTML = body.innerHTML;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(gridWidth);
    return document;
  }
  const layerOf = (doc: Document) => doc.body.querySelector(':scope > [aria-hidden="true"]');
  /** What the app renders, and the observer's turn to see it. */
  async function appShows(doc: Document, markup: string) {
    doc.getElementById('root')!.innerHTML = markup;
    await Promise.resolve();
  }

  it('shows as many games as the first row holds, in the page’s boxes, hidden from assistive technology', () => {
    const doc = page(366);
    const first = paintFirstScreen(doc, 'games', [picture('a'), picture('b'), picture('c')], '/rng');
    const layer = layerOf(doc)!;
    expect([...layer.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      picture('a'),
      picture('b'),
    ]);
    expect(first).toBe(layer.querySelector('img'));
    expect(layer).toHaveProperty('inert', true);
    // The frame's rows stay (see-through, by the style sheet), so the pictures sit under the app's.
    expect(layer.querySelector('.app-shell__header')).not.toBeNull();
    expect(layer.querySelector('[role="status"]')).toBeNull();
    // The static frame itself is untouched: the app replaces it as usual.
    expect(doc.querySelector('[data-static-frame] [role="status"]')).not.toBeNull();
  });

  it('shows the one promotion picture, and nothing when there is no picture', () => {
    const doc = page(366);
    expect(paintFirstScreen(doc, 'games', [], '/rng')).toBeNull();
    expect(layerOf(doc)).toBeNull();
    paintFirstScreen(doc, 'promotion', [picture('p')], '/promotions');
    expect([...layerOf(doc)!.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      picture('p'),
    ]);
  });

  it('goes once the page shows the same picture loaded, two frames later (painted by then)', async () => {
    vi.useFakeTimers();
    const doc = page(366);
    window.history.replaceState(null, '', '/rng');
    paintFirstScreen(doc, 'games', [picture('a'), picture('b')], '/rng');
    await appShows(doc, `<main><p role="status">Loading…</p><img src="${picture('other')}"></main>`);
    expect(layerOf(doc)).not.toBeNull();
    const own = document.createElement('img');
    own.src = picture('a');
    vi.spyOn(own, 'complete', 'get').mockReturnValue(false);
    doc.getElementById('root')!.append(own);
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(layerOf(doc)).not.toBeNull();
    own.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(16);
    expect(layerOf(doc)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(32);
    expect(layerOf(doc)).toBeNull();
  });

  it('goes at once for a failure or another page, and at the latest after its longest stay', async () => {
    vi.useFakeTimers();
    let doc = page(366);
    window.history.replaceState(null, '', '/promotions');
    paintFirstScreen(doc, 'promotion', [picture('p')], '/promotions');
    await appShows(doc, '<main><section role="alert">Could not load</section></main>');
    expect(layerOf(doc)).toBeNull();

    doc = page(366);
    paintFirstScreen(doc, 'promotion', [picture('p')], '/promotions');
    window.history.replaceState(null, '', '/');
    await appShows(doc, '<main><p>Home</p></main>');
    expect(layerOf(doc)).toBeNull();

    doc = page(366);
    window.history.replaceState(null, '', '/promotions');
    paintFirstScreen(doc, 'promotion', [picture('p')], '/promotions');
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_MS - 1);
    expect(layerOf(doc)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(layerOf(doc)).toBeNull();
  });
});
