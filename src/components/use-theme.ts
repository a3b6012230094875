import { useSyncExternalStore } from 'react';
import { chooseTheme, effectiveTheme, type Theme } from '../browser/theme';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  // Following the system until the user picks: a system change repaints.
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, effectiveTheme);
  return [
    theme,
    (next) => {
      chooseTheme(next);
      for (const listener of listeners) listener();
    },
  ];
}
