import type { ComponentType } from 'react';
import { preloadablePart } from '../../components/preloadable-part';
import { loginNamespaces, registerNamespaces } from './popup-namespaces';

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
 * A popup that loads on demand and can be loaded ahead (src/components/preloadable-part.tsx):
 * loaded ahead as soon as the URL names it, it renders in the commit that opens it.
 */
export function popupPart(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[],
): PopupPart {
  const { Part, preload } = preloadablePart(load, namespaces);
  return { Popup: Part, preload };
}

/** SPEC 2.4 login popup (its own chunk). */
export const loginPopup = popupPart(() => import('./login-popup'), loginNamespaces);
/** SPEC 2.4 register popup (its own chunk). */
export const registerPopup = popupPart(() => import('./register-popup'), registerNamespaces);
