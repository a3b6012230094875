import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselAutoplayMachine } from '../../../machines/carousel-autoplay.machine';
import { bannerGroup } from '../../api/contracts/content';
import { HomeAnnouncementsView } from './home-announcements';
import { VENDOR_ARROWS_ABOVE } from './home-content';
import { HotGames } from './hot-games';

/** What each home carousel was given, in render order. */
const given = vi.hoisted(() => [] as Array<Record<string, unknown>>);

// The real carousel needs a laid-out page; here only what the home views hand it matters.
vi.mock('../../components/carousel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/carousel')>()),
  Carousel: ({ label, autoplayMs, transitionMs, arrowsAbove, perView, spacing }: Record<string, unknown>) => {
    given.push({ label, autoplayMs, transitionMs, arrowsAbove, perView, spacing });
    return null;
  },
}));

// The home data, already loaded: one hot game, one home banner.
vi.mock('./home-data', () => ({
  useHotGames: () => ({
    data: [{ nodeId: '1', displayName: 'Ace', isHot: 1, vassalage: 'PG', gameType: 'RNG' }],
    failure: null,
    retry: () => undefined,
  }),
  useHomeAnnouncements: () => ({
    data: { notices: [], banners: [{ groupName: bannerGroup.home, url: 'banner.png' }] },
    failure: null,
    retry: () => undefined,
  }),
}));

/** The carousel's autoplay as the carousel starts it with the view's interval, on a simulated clock. */
function autoplayWith(intervalMs: unknown) {
  const clock = new SimulatedClock();
  let advanced = 0;
  createActor(carouselAutoplayMachine.provide({ actions: { advance: () => void (advanced += 1) } }), {
    input: { intervalMs: Number(intervalMs ?? 0), startPaused: intervalMs === undefined },
    clock,
  }).start();
  return { clock, advanced: () => advanced };
}

const lastGiven = () => given.at(-1)!;

/**
 * What a view gave its carousel, and its autoplay on a simulated clock: the slides moved a
 * millisecond before the interval, and at it.
 */
function runOf(props: (typeof given)[number]) {
  const autoplayMs = Number(props.autoplayMs);
  const { clock, advanced } = autoplayWith(props.autoplayMs);
  clock.increment(autoplayMs - 1);
  const before = advanced();
  clock.increment(1);
  return { autoplayMs, transitionMs: props.transitionMs, movedBefore: before, movedAt: advanced() };
}

describe('the home carousels run at the spec timings', () => {
  it('SPEC 9 hot-carousel: the hot games move every 1200 ms in an 1100 ms transition', () => {
    render(<HotGames language="en" />);
    expect(runOf(lastGiven())).toEqual({ autoplayMs: 1200, transitionMs: 1100, movedBefore: 0, movedAt: 1 });
  });

  it('SPEC 9 banner-autoplay-transition: the banners move every 5000 ms in a 1000 ms transition', () => {
    render(<HomeAnnouncementsView language="en" />);
    expect(runOf(lastGiven())).toEqual({ autoplayMs: 5000, transitionMs: 1000, movedBefore: 0, movedAt: 1 });
  });

  it('SPEC 9 carousels: 4 slides a view, 24 apart; the hot games show arrows above 7 items', () => {
    render(<HotGames language="en" />);
    const hot = lastGiven();
    expect({ perView: hot.perView, spacing: hot.spacing, arrowsAbove: hot.arrowsAbove }).toEqual({
      perView: 4,
      spacing: 24,
      arrowsAbove: 7,
    });
    // SPEC 9 carousels: the vendor sections' threshold (the carousel test shows arrows above it).
    expect(VENDOR_ARROWS_ABOVE).toBe(12);
  });
});
