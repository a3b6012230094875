import { readStored, writeStored } from './session-store';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

/** The user's own pick, or null while the theme follows the system. */
export function storedTheme(): Theme | null {
  const value = readStored(THEME_KEY, 'local');
  return value === 'light' || value === 'dark' ? value : null;
}

export function systemTheme(): Theme {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const effectiveTheme = (): Theme => storedTheme() ?? systemTheme();

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function chooseTheme(theme: Theme): void {
  writeStored(THEME_KEY, theme, 'local');
  applyTheme(theme);
}
