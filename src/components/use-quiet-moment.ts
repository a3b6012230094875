import { useEffect, useState } from 'react';

/** What counts as the player doing something: a touch or click, a key, a scroll of the wheel. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Whether the player is between actions: true until they first act, false from each action until
 * `quietMs` pass without another. An interruption (a popup nobody asked for) waits for it, so it
 * never opens under a finger that is about to tap.
 */
export function useQuietMoment(quietMs: number): boolean {
  const [quiet, setQuiet] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const acted = () => {
      setQuiet(false);
      clearTimeout(timer);
      timer = setTimeout(() => setQuiet(true), quietMs);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, acted, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, acted, { capture: true });
    };
  }, [quietMs]);
  return quiet;
}
