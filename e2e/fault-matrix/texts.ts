import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The matrix's languages, as the `lang` URL parameter names them. */
export type Lang = 'EN' | 'BN';

const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(lang: Lang, namespace: string): Record<string, unknown> {
  const file = `${lang.toLowerCase()}/${namespace}.json`;
  let loaded = catalogues.get(file);
  if (!loaded) {
    const url = new URL(`../../src/i18n/locales/${file}`, import.meta.url);
    loaded = JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as Record<string, unknown>;
    catalogues.set(file, loaded);
  }
  return loaded;
}

/**
 * A catalogue text as the player reads it, by `namespace:key.path` (the app's i18next keys), so
 * the matrix finds a message or a control in either language from one name. Interpolations
 * (`{{x}}`) stay as they are; `textPattern` matches around them.
 */
export function text(lang: Lang, key: string): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  let value: unknown = catalogue(lang, namespace!);
  for (const part of path!.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return value;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as a whole-name pattern, any `{{value}}` matching anything. */
export function textPattern(lang: Lang, key: string): RegExp {
  const parts = text(lang, key)
    .split(/\{\{[^}]+\}\}/)
    .map(escape);
  return new RegExp(`^${parts.join('.+')}$`);
}

/** A field's label: the text, then maybe a mark or a unit (`Amount (৳)`, `Username *`). */
export function labelPattern(lang: Lang, key: string): RegExp {
  return new RegExp(textPattern(lang, key).source.replace(/\$$/, '(\\s.*)?$'));
}
