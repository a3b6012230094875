import { useSyncExternalStore, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../browser/use-media-query';
import { useOnScreen } from '../../browser/use-on-screen';
import { COUNTER_PERIOD_MS } from './game-card-model';

/**
 * One clock for every card counter on the page (SPEC 9: every 3 s): a single interval, running only
 * while a counter is on screen in a visible tab, instead of one timer per card.
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

/**
 * Ticks of the shared clock for a counter: still when off screen, in a hidden tab (the shared
 * observer of use-on-screen) or when the player asks for less motion. With no counter live the
 * clock itself stops.
 */
export function useCounterTicks(ref: RefObject<Element | null>): number {
  const live = useOnScreen(ref);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  return useSyncExternalStore(live && !reduced ? subscribe : idle, read, read);
}
