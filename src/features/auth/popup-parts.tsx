import i18next from 'i18next';
import { useState, type ComponentType } from 'react';
import { lazyPart } from '../../components/lazy-boundary';

/**
 * The catalogues each popup reads. All of them load before it shows (so switching tab never waits),
 * and they load with its chunks when it is loaded ahead.
 */
export const loginNamespaces = ['auth', 'validation', 'verification'] as const;
export const registerNamespaces = ['register', 'auth', 'validation', 'verification'] as const;

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

export interface PopupPart {
  /** The popup: rendered at once when loaded ahead, else loaded on demand (render it in a LazyBoundary). */
  Popup: ComponentType;
  /**
   * Starts loading the popup's chunks and catalogues, all at once (again is a no-op); settles when
   * both are there or one failed (a failure is reported by the popup's own load, with Try again).
   */
  preload: () => Promise<void>;
}

/**
 * Issue 16: a popup that loads on demand and can be loaded ahead. Loaded ahead (its chunks and its
 * catalogues in parallel, as soon as the URL names it), it renders in the commit that opens it:
 * nothing suspends, so React shows no fallback and does not hold back the reveal (React holds a
 * reveal until 300 ms after the last fallback shown, so each lazy level cost up to a third of a
 * second). Opened without (a click), it loads as any lazy part, its catalogues alongside.
 */
export function popupPart(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[],
): PopupPart {
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
  function Popup() {
    void preload();
    // Chosen once per mount, so an open popup never switches component (a remount would lose
    // what was typed).
    const [Loaded] = useState(() => ready);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Popup, preload };
}

/** SPEC 2.4 login popup (its own chunk). */
export const loginPopup = popupPart(() => import('./login-popup'), loginNamespaces);
/** SPEC 2.4 register popup (its own chunk). */
export const registerPopup = popupPart(() => import('./register-popup'), registerNamespaces);
