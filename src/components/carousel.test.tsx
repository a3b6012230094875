import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { installFakeViewport, setPageVisibility } from '../test/fake-viewport';
import { REDUCED_MOTION_QUERY } from '../browser/use-media-query';
import { Carousel } from './carousel';

// Installed before the first render: the shared observer and the media lists are kept per file.
const viewport = installFakeViewport();

/** A media query list the test switches, as the system setting would (the only one that matches). */
let reduced = false;
const motionListeners = new Set<(event: { matches: boolean }) => void>();
const realMatchMedia = window.matchMedia;
function fakeMatchMedia(query: string): MediaQueryList {
  const motion = query === REDUCED_MOTION_QUERY;
  return {
    media: query,
    get matches() {
      return motion && reduced;
    },
    onchange: null,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      motion && motionListeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      motionListeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}
function setReducedMotion(value: boolean) {
  reduced = value;
  for (const notify of motionListeners) notify({ matches: value });
}

beforeAll(async () => {
  const i18n = await initI18n('EN');
  await i18n.loadNamespaces('lobby');
  window.matchMedia = fakeMatchMedia;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
      'performance',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  setPageVisibility('visible');
  setReducedMotion(false);
});

const INTERVAL = 1000;
const SLIDES = ['One', 'Two', 'Three'];

function renderCarousel() {
  render(
    <Carousel
      label="Banners"
      items={SLIDES}
      itemKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      loop
      pagination
      autoplayMs={INTERVAL}
      transitionMs={100}
    />,
  );
  const carousel = screen.getByRole('region', { name: 'Banners' });
  // What is watched is the slides' window (its controls above may be on screen without it).
  const track = carousel.querySelector('.keen-slider')!;
  const current = () =>
    within(carousel)
      .getAllByRole('button', { name: /^Slide / })
      .find((dot) => dot.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label');
  return { carousel, track, current };
}

/** Moves the page's clock on, a frame at a time, so the slider's animation runs too. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel autoplay (SPEC 2.7, 9)', () => {
  it('moves only while on screen in a visible tab, a full interval after it is seen again', () => {
    const { carousel, track, current } = renderCarousel();
    expect(current()).toBe('Slide 1');
    // Not yet reported in view: it holds.
    wait(5 * INTERVAL);
    expect(current()).toBe('Slide 1');
    act(() => viewport.show(track, true));
    wait(INTERVAL + 200);
    expect(current()).toBe('Slide 2');

    // Scrolled away: nothing moves, the pause button stays (it is held, not paused).
    act(() => viewport.show(track, false));
    wait(5 * INTERVAL);
    expect(current()).toBe('Slide 2');
    expect(within(carousel).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    act(() => viewport.show(track, true));
    wait(INTERVAL - 100);
    expect(current()).toBe('Slide 2');
    wait(300);
    expect(current()).toBe('Slide 3');

    // The tab in the background: nothing moves until it is back.
    act(() => setPageVisibility('hidden'));
    wait(5 * INTERVAL);
    expect(current()).toBe('Slide 3');
    act(() => setPageVisibility('visible'));
    wait(INTERVAL + 200);
    expect(current()).toBe('Slide 1');
  });

  it('pauses when reduced motion is asked for while the page is open, and plays when it ends', () => {
    const { carousel, track, current } = renderCarousel();
    act(() => viewport.show(track, true));
    act(() => setReducedMotion(true));
    const play = within(carousel).getByRole('button', { name: 'Play the slideshow' });
    wait(5 * INTERVAL);
    expect(current()).toBe('Slide 1');
    act(() => setReducedMotion(false));
    expect(within(carousel).getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    expect(play.isConnected).toBe(true);
    wait(INTERVAL + 200);
    expect(current()).toBe('Slide 2');
  });

  it('starts paused under reduced motion, with its play button', () => {
    setReducedMotion(true);
    const { carousel, track, current } = renderCarousel();
    act(() => viewport.show(track, true));
    expect(within(carousel).getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    wait(5 * INTERVAL);
    expect(current()).toBe('Slide 1');
  });
});

describe('the slides it builds', () => {
  const CARDS = Array.from({ length: 12 }, (_, i) => `Card ${i + 1}`);
  function renderCards() {
    render(
      <Carousel
        label="Hot"
        items={CARDS}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
        perView={2}
        loop
        autoplayMs={INTERVAL}
        transitionMs={100}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Hot' });
    act(() => viewport.show(carousel.querySelector('.keen-slider')!, true));
    const builtCards = () => CARDS.filter((card) => within(carousel).queryByText(card) !== null);
    return { carousel, builtCards };
  }

  it('builds the view, the slide before it and the one after, then the next as it plays', () => {
    const { carousel, builtCards } = renderCards();
    // Every slide is there for assistive technology, as "n of 12"; only those near have content.
    expect(within(carousel).getAllByRole('group', { name: /^\d+ of 12$/ })).toHaveLength(12);
    expect(builtCards()).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 12']);
    wait(2 * INTERVAL + 200);
    expect(builtCards()).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4', 'Card 5', 'Card 12']);
  });

  it('builds every slide at the first touch or focus, so whatever the player reaches is there', () => {
    const touched = renderCards();
    fireEvent.pointerDown(touched.carousel);
    expect(touched.builtCards()).toEqual(CARDS);
  });

  it('builds every slide when the focus comes in', () => {
    const { carousel, builtCards } = renderCards();
    act(() => within(carousel).getByRole('button', { name: 'Pause the slideshow' }).focus());
    expect(builtCards()).toEqual(CARDS);
  });
});

// The arrows show above a threshold: 12 for the vendor sections, 7 for the hot games.
describe('the arrows', () => {
  const cards = (count: number) => Array.from({ length: count }, (_, i) => `Card ${i + 1}`);
  function arrowsWith(count: number) {
    const { unmount } = render(
      <Carousel
        label="Vendors"
        items={cards(count)}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
        perView={4}
        spacing={24}
        arrowsAbove={12}
      />,
    );
    const names = screen
      .queryAllByRole('button', { name: /slides$/ })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    unmount();
    return names;
  }

  it('show above the threshold, and not at it', () => {
    // SPEC 9 carousels: none at 12 items.
    expect(arrowsWith(12)).toEqual([]);
    // SPEC 9 carousels: both above 12.
    expect(arrowsWith(13).sort()).toEqual(['Next slides', 'Previous slides']);
  });
});
