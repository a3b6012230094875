import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { COUNTER_PERIOD_MS } from './game-card-model';

/**
 * One clock for every card counter on the page (SPEC 9: every 3 s): a single interval, running only
 * while a counter is on screen, instead of one timer per card.
 */
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const notify of listeners) notify();
  }, COUNTER_PERIOD_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const idle = () => () => undefined;
const read = () => ticks;

/** One observer for every card: whether each is on screen. */
const watched = new Map<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | undefined;
function watch(element: Element, onChange: (visible: boolean) => void) {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
  });
  watched.set(element, onChange);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}

/** Ticks of the shared clock for a counter: still when off screen or when the player asks for less motion. */
export function useCounterTicks(ref: RefObject<Element | null>): number {
  const [visible, setVisible] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  useEffect(() => {
    const element = ref.current;
    return element ? watch(element, setVisible) : undefined;
  }, [ref]);
  return useSyncExternalStore(visible && !reduced ? subscribe : idle, read, read);
}
