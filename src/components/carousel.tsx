import { useActorRef, useSelector } from '@xstate/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { carouselAutoplayMachine } from '../../machines/carousel-autoplay.machine';
import { nearSlides, withSlides } from '../lib/carousel-window';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../browser/use-media-query';
import { useInView, usePageVisible } from '../browser/use-on-screen';
import { inspect } from '../lib/actor-inspection';
import './carousel.css';

/** SPEC 9: carousels show 4 slides per view with 24 px between them (fewer on narrow screens). */
export const CAROUSEL_PER_VIEW = 4;
export const CAROUSEL_SPACING = 24;
/** Two cards side by side up to this width (the slider's breakpoints below). */
const TWO_UP_QUERY = '(max-width: 1000px)';

/** keen-slider's slide width: `perView` slides with `spacing` between them fill the track. */
const slideWidth = (perView: number, spacing: number) =>
  `calc((100% - ${(perView - 1) * spacing}px) / ${perView})`;

export interface CarouselProps<T> {
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Slides per view on wide screens (SPEC 9: 4); 1 for banners. */
  perView?: number;
  spacing?: number;
  /** Wraps around from the last slide to the first. */
  loop?: boolean;
  /** SPEC 9: arrows show above this many items (12, or 7 for hot games); absent: never. */
  arrowsAbove?: number;
  /** SPEC 2.7: clickable pagination (the banners, with more than one). */
  pagination?: boolean;
  /** Moves on its own every `intervalMs` (SPEC 9: 5000 banners, 1200 hot games), with a pause button. */
  autoplayMs?: number;
  /** Transition time (SPEC 9: 1000 banners, 1100 hot games). */
  transitionMs?: number;
}

/**
 * A carousel on keen-slider (SPEC 2.7, 9). Loaded only with the screens that use it, so the slider
 * stays out of the first paint. Accessible as the WAI-ARIA carousel pattern: a named region, slides
 * as groups "n of total", previous and next buttons, pagination buttons, and for an autoplaying one a
 * pause button (WCAG 2.2.2); the pointer over it, a finger pressed on it or the focus in it holds
 * it, and a focused slide is brought into view. With reduced motion it is paused (also when the preference comes while the page
 * is open; its end plays again) and slides without animation. Off screen or in a hidden
 * tab the autoplay holds, so keen-slider, which writes every slide's transform each frame while it
 * moves, writes nothing while nobody sees it; the view renders on slide changes only where the
 * pagination shows them, never per frame. Only the slides near the view are built
 * (src/lib/carousel-window.ts) while it plays on its own; the player's first touch, pointer or
 * focus on it builds them all, so whatever the player reaches is there, and a paused carousel,
 * whose track is a live region, never announces slides appearing out of view.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { label, items, itemKey, renderItem } = props;
  const perView = props.perView ?? 1;
  const { t } = useTranslation('lobby');
  const id = useId();
  const [current, setCurrent] = useState(0);
  // The slides' window, not the whole region: the controls above it may be on screen without them.
  const track = useRef<HTMLDivElement | null>(null);
  const still = useMediaQuery(REDUCED_MOTION_QUERY);
  const inView = useInView(track);
  const pageVisible = usePageVisible();
  const movable = items.length > perView;
  const loop = (props.loop ?? false) && movable;
  const showDots = (props.pagination ?? false) && items.length > 1;
  const twoUp = useMediaQuery(TWO_UP_QUERY);
  const inViewCount = perView > 2 && twoUp ? 2 : perView;
  const [built, setBuilt] = useState<ReadonlySet<number> | 'all'>(
    () => new Set(nearSlides(0, inViewCount, items.length, loop)),
  );
  const buildAll = () => setBuilt('all');
  // keen-slider keeps the first slideChanged it was given: it reads the current values from here.
  const onSlide = useRef<(rel: number) => void>(() => undefined);
  useEffect(() => {
    onSlide.current = (rel) => {
      if (showDots) setCurrent(rel);
      const near = nearSlides(rel, inViewCount, items.length, loop);
      setBuilt((was) => (was === 'all' ? was : withSlides(was, near)));
    };
  }, [showDots, inViewCount, items.length, loop]);
  // keen-slider compares the options deeply (functions by their text), so a new object each render
  // does not restart it; a changed value (the reduced-motion duration) updates it once.
  const options: KeenSliderOptions = {
    loop,
    // While it moves keen-slider writes every slide's transform each frame; on whole pixels
    // ('performance') the easing's sub-pixel tail writes nothing (measured: about a third fewer
    // style writes for the hot games), at no visible cost for a slide of a few hundred pixels.
    renderMode: 'performance',
    drag: movable,
    defaultAnimation: { duration: still ? 0 : (props.transitionMs ?? 500) },
    slides: { perView, spacing: props.spacing ?? 0 },
    breakpoints:
      perView > 2
        ? {
            // Two cards side by side on a phone: one card a screen wide is mostly picture.
            '(max-width: 600px)': { slides: { perView: 2, spacing: props.spacing ?? 0 } },
            '(min-width: 601px) and (max-width: 1000px)': {
              slides: { perView: 2, spacing: props.spacing ?? 0 },
            },
          }
        : {},
    // A slide change renders only to show the pagination or to build a slide coming near.
    slideChanged: (slider) => onSlide.current(slider.track.details.rel),
  };
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);
  // keen-slider's ref is stable, and so must this one be: a new ref would rebuild the slider.
  const trackRef = useCallback(
    (element: HTMLDivElement | null) => {
      track.current = element;
      sliderRef(element);
    },
    [sliderRef],
  );
  const autoplayOn = props.autoplayMs !== undefined && movable;
  const autoplay = useActorRef(
    carouselAutoplayMachine.provide({ actions: { advance: () => slider.current?.next() } }),
    {
      input: { intervalMs: props.autoplayMs ?? 0, startPaused: !autoplayOn, reducedMotion: still },
      inspect,
    },
  );
  // What the player can see and prefers, as it changes (transitions only).
  useEffect(() => {
    autoplay.send({ type: inView ? 'autoplay.release' : 'autoplay.hold', source: 'offscreen' });
  }, [autoplay, inView]);
  useEffect(() => {
    autoplay.send({ type: pageVisible ? 'autoplay.release' : 'autoplay.hold', source: 'hidden' });
  }, [autoplay, pageVisible]);
  useEffect(() => {
    if (autoplayOn) autoplay.send({ type: 'autoplay.motion', reduced: still });
  }, [autoplay, autoplayOn, still]);
  const paused = useSelector(autoplay, (s) => s.matches('paused'));
  const showArrows = props.arrowsAbove !== undefined && items.length > props.arrowsAbove;

  const moved = () => autoplay.send({ type: 'autoplay.restart' });
  const go = (index: number) => {
    slider.current?.moveToIdx(index);
    moved();
  };
  // The focus entering holds the autoplay. The browser scrolls a clipped box to show a focused
  // child, which fights the slider's own transform: undo that scroll and move the slider to the
  // focused slide instead, when it is not already in view.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    autoplay.send({ type: 'autoplay.hold', source: 'focus' });
    const slideElement = (event.target as HTMLElement).closest<HTMLElement>('[data-slide-index]');
    if (!slideElement) return;
    if (slideElement.parentElement) slideElement.parentElement.scrollLeft = 0;
    const index = Number(slideElement.dataset.slideIndex);
    const slide = slider.current?.track.details?.slides[index];
    if (slide && slide.portion < 0.99) slider.current?.moveToIdx(loop ? slide.abs : index);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      autoplay.send({ type: 'autoplay.release', source: 'focus' });
  };
  // A finger or button coming down holds the carousel and stops a slide in mid-move, so the card
  // under it stays there; a tap then opens that card, and only that one: a click that ends on
  // another slide (it moved anyway) opens nothing.
  const pressedSlide = useRef<string | null>(null);
  const slideOf = (target: EventTarget) =>
    target instanceof Element
      ? (target.closest<HTMLElement>('[data-slide-index]')?.dataset.slideIndex ?? null)
      : null;
  const onPress = (event: PointerEvent<HTMLElement>) => {
    buildAll();
    autoplay.send({ type: 'autoplay.hold', source: 'press' });
    slider.current?.animator.stop();
    pressedSlide.current = slideOf(event.target);
  };
  const onLift = () => autoplay.send({ type: 'autoplay.release', source: 'press' });
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const pressed = pressedSlide.current;
    pressedSlide.current = null;
    if (pressed !== null && slideOf(event.target) !== pressed) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    // The pointer and focus listeners only hold the autoplay (no action of their own): the controls
    // are the buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="carousel"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => autoplay.send({ type: 'autoplay.hold', source: 'pointer' })}
      onMouseLeave={() => autoplay.send({ type: 'autoplay.release', source: 'pointer' })}
      onPointerEnter={buildAll}
      onPointerDown={onPress}
      onPointerUp={onLift}
      onPointerCancel={onLift}
      onClickCapture={onClickCapture}
      onFocus={(event) => {
        buildAll();
        onFocus(event);
      }}
      onBlur={onBlur}
    >
      {(autoplayOn || showArrows) && (
        <div className="carousel__controls">
          {autoplayOn && (
            <button
              type="button"
              className="carousel__button"
              onClick={() => autoplay.send({ type: paused ? 'autoplay.play' : 'autoplay.pause' })}
            >
              {paused ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
          {showArrows && (
            <>
              <button
                type="button"
                className="carousel__button carousel__arrow"
                aria-controls={id}
                aria-label={t('carousel.previous')}
                onClick={() => {
                  slider.current?.prev();
                  moved();
                }}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="carousel__button carousel__arrow"
                aria-controls={id}
                aria-label={t('carousel.next')}
                onClick={() => {
                  slider.current?.next();
                  moved();
                }}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
      )}
      <div
        ref={trackRef}
        id={id}
        className="keen-slider carousel__track"
        // Until keen-slider sets each slide's width, the slides share the track (a third each for
        // three), so cards are taller: the section would grow and shrink back as it comes in,
        // moving whatever the player was about to tap. The same width from the first paint.
        style={{ '--slide-width': slideWidth(inViewCount, props.spacing ?? 0) } as CSSProperties}
        data-sideways
        aria-live={autoplayOn && !paused ? 'off' : 'polite'}
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { number: index + 1, total: items.length })}
            data-slide-index={index}
          >
            {built === 'all' || built.has(index) ? renderItem(item, index) : null}
          </div>
        ))}
      </div>
      {showDots && (
        <div className="carousel__dots" role="group" aria-label={t('carousel.pages')}>
          {items.map((item, index) => (
            <button
              key={itemKey(item)}
              type="button"
              className="carousel__dot"
              aria-label={t('carousel.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default Carousel;
