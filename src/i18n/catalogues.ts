/**
 * One chunk per language and namespace, loaded when first needed (i18n/index.ts); the early start
 * (src/early-start.ts) asks for the start language's `common` catalogue while the app downloads.
 */
export const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The loader of one catalogue, if there is one. */
export const catalogueLoader = (language: string, namespace: string) =>
  catalogues[`./locales/${language}/${namespace}.json`];
