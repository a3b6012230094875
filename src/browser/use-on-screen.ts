import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * What moves on its own (carousels, tickers, counters, marquees) stands still where the
 * player cannot see it: off screen, or in a hidden tab. One IntersectionObserver serves every watched
 * element on the page and one listener the page's visibility, so a page of cards costs one observer,
 * not one per card; views only hear about a change (a transition), never per frame.
 */

interface Watched {
  /** The last answer the observer gave for the element (undefined until its first one). */
  inView?: boolean;
  listeners: Set<(inView: boolean) => void>;
}

/** One observer per margin (a margin is fixed for an observer's life), each with what it watches. */
const observers = new Map<string, { observer: IntersectionObserver; watched: Map<Element, Watched> }>();

function observerFor(margin: string) {
  let entry = observers.get(margin);
  if (!entry) {
    const watched = new Map<Element, Watched>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const watch = watched.get(target);
          // Only changes are passed on (an observer repeats itself, as on a second observe()).
          if (!watch || watch.inView === isIntersecting) continue;
          watch.inView = isIntersecting;
          for (const notify of watch.listeners) notify(isIntersecting);
        }
      },
      { rootMargin: margin },
    );
    entry = { observer, watched };
    observers.set(margin, entry);
  }
  return entry;
}

/**
 * Calls `onChange` with whether the element is in view (within `margin` of the viewport) now and on
 * every change, until the returned function is called. Shared: one observer for every element.
 */
export function watchInView(
  element: Element,
  onChange: (inView: boolean) => void,
  margin = '0px',
): () => void {
  // No observer (an old browser): everything counts as in view, so nothing is stopped for good.
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  const { observer, watched } = observerFor(margin);
  let watch = watched.get(element);
  if (watch) {
    // Already observed: observe() would not report again, so the last answer is passed on.
    if (watch.inView !== undefined) onChange(watch.inView);
  } else {
    watch = { listeners: new Set() };
    watched.set(element, watch);
    observer.observe(element);
  }
  watch.listeners.add(onChange);
  const own = watch;
  return () => {
    own.listeners.delete(onChange);
    if (own.listeners.size === 0 && watched.get(element) === own) {
      watched.delete(element);
      observer.unobserve(element);
    }
  };
}

/**
 * Whether any part of the element is inside the viewport (and not clipped away by a scrolling
 * ancestor, as a slide outside a carousel's window). False until the observer first answers.
 */
export function useInView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    return element ? watchInView(element, setInView, margin) : undefined;
  }, [ref, margin]);
  return inView;
}

const visibilityListeners = new Set<() => void>();
const visibilityChanged = () => {
  for (const notify of visibilityListeners) notify();
};
function subscribeVisibility(onChange: () => void) {
  if (visibilityListeners.size === 0) document.addEventListener('visibilitychange', visibilityChanged);
  visibilityListeners.add(onChange);
  return () => {
    visibilityListeners.delete(onChange);
    if (visibilityListeners.size === 0) document.removeEventListener('visibilitychange', visibilityChanged);
  };
}
const pageVisible = () => document.visibilityState !== 'hidden';
const visibleOnServer = () => true;

/** Whether the page is visible: false while its tab is in the background or the window minimised. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, pageVisible, visibleOnServer);
}

/** Whether the player can see the element now: in view, in a visible tab. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const inView = useInView(ref);
  const visible = usePageVisible();
  return inView && visible;
}
