import { useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event (not in the DOM's types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** An offer that came before this module loaded, kept by index.html's first script. */
    installOffer?: InstallPromptEvent;
  }
}

/**
 * The browser's offer to install the site (Chrome on Android and desktop, when the manifest and the
 * service worker are there), kept from the moment it comes: the browser offers it once a page
 * load, and the side menu's entry asks for it when the player chooses. Gone once the site is
 * installed.
 */
let offer: InstallPromptEvent | null = typeof window === 'undefined' ? null : (window.installOffer ?? null);
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner would come at a moment of its choosing: the menu's entry replaces it.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the site now, and the way to ask it. */
export function useInstallOffer(): { offered: boolean; install(): Promise<void> } {
  const offered = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return { offered, install };
}

/** Shows the browser's install dialog; the offer is used up whatever the player answers. */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
}
