import i18next from 'i18next';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { lazyPart } from './lazy-boundary';

/** Resolves once i18next has started (the boot starts it; its catalogue loader needs the language). */
const i18nReady = () =>
  new Promise<void>((resolve) => {
    if (i18next.isInitialized) return resolve();
    const once = () => {
      i18next.off('initialized', once);
      resolve();
    };
    i18next.on('initialized', once);
  });

export interface PreloadablePart {
  /** The part: rendered at once when loaded ahead, else loaded on demand (render it in a LazyBoundary). */
  Part: ComponentType;
  /**
   * Starts loading the part's chunk and catalogues, all at once (again is a no-op); settles when
   * both are there or one failed (a failure is reported by the part's own load, with Try again).
   */
  preload: () => Promise<void>;
  /**
   * Whether the preload has settled, starting it: a view shows its own loading state until then,
   * and the part then renders without suspending (a failed load then shows in the part's boundary).
   */
  useSettled: () => boolean;
}

/**
 * A part that loads on demand and can be loaded ahead. Loaded ahead (its chunk and its
 * catalogues in parallel), it renders in the commit that shows it: nothing suspends, so React
 * shows no fallback and does not hold back the reveal. React holds every reveal of suspended
 * content until 300 ms after the last fallback it showed (react-dom's FALLBACK_THROTTLE_MS), so
 * each lazy level of a page that builds in steps cost up to a third of a second. Shown without
 * (a click), it loads as any lazy part, its catalogues alongside.
 */
export function preloadablePart(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[],
): PreloadablePart {
  let ready: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const loadModule = () =>
    load().then((module) => {
      ready = module.default;
      return module;
    });
  const Lazy = lazyPart(loadModule);
  const preload = () => {
    loading ??= loadModule().then(
      () => undefined,
      () => {
        loading = null;
      },
    );
    const catalogues = i18nReady()
      .then(() => i18next.loadNamespaces([...namespaces]))
      .catch(() => undefined);
    return Promise.all([loading, catalogues]).then(() => undefined);
  };
  function Part() {
    void preload();
    // Chosen once per mount, so a part never switches component (a remount would lose its state,
    // such as what was typed in a popup).
    const [Loaded] = useState(() => ready);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  function useSettled() {
    // False at first, even when settled: the view's first commit (the page's frame, when it starts
    // with the site) stays small and paints sooner, and the part follows as a transition, which
    // React renders in slices a phone fits between frames and does not hold back.
    const [done, setDone] = useState(false);
    useEffect(() => {
      if (done) return;
      let current = true;
      void preload().then(() => {
        if (current) startTransition(() => setDone(true));
      });
      return () => {
        current = false;
      };
    }, [done]);
    return done;
  }
  return { Part, preload, useSettled };
}
