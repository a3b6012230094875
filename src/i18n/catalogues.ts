/**
 * One file per language and namespace, loaded when first needed (i18n/index.ts); the early start
 * (src/early-start.ts) asks for the start language's `common` catalogue while the app downloads.
 *
 * A build ships each catalogue as a plain JSON file in one folder named after their content
 * (`import.meta.env.CATALOGUE_DIR`, vite.config.ts) and fetches it: the texts are data, which the browser
 * parses as JSON for less than it costs to compile them as a module, and none of them counts among
 * the JavaScript that runs before the first paint. The development server and the unit tests
 * import them as modules.
 */
type Catalogue = Record<string, unknown>;

const modules = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** Where a build keeps one catalogue (the early start asks for `common` there). */
export const catalogueUrl = (language: string, namespace: string) =>
  `${import.meta.env.CATALOGUE_DIR}/${language}/${namespace}.json`;

async function fetchCatalogue(url: string): Promise<Catalogue> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`catalogue ${url}: HTTP ${response.status}`);
  return (await response.json()) as Catalogue;
}

/** The loader of one catalogue, if there is one. */
export function catalogueLoader(language: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  if (import.meta.env.PROD) return () => fetchCatalogue(catalogueUrl(language, namespace));
  return modules[`./locales/${language}/${namespace}.json`];
}
