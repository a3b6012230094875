/**
 * The catalogues each popup reads. All of them load before it shows (so switching tab never waits),
 * and they load with its chunks when it is loaded ahead. Apart from the popups' loaders, which the
 * popups themselves would otherwise import.
 */
export const loginNamespaces = ['auth', 'validation', 'verification'] as const;
export const registerNamespaces = ['register', 'auth', 'validation', 'verification'] as const;
