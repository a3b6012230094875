// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameTypes } from '../api/contracts/games';
import { csTypes } from '../api/contracts/system';
import type { DemoAccountRole } from '../api/contracts/qa';

type Catalogue = Record<string, unknown>;
const root = join(import.meta.dirname, 'locales');
const namespaces = readdirSync(join(root, 'en')).map((file) => file.replace(/\.json$/, ''));
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Catalogue;

function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? Object.entries(flatten(value as Catalogue, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('BN and EN catalogues', () => {
  it('have the same namespaces', () => {
    expect(readdirSync(join(root, 'bn')).sort()).toEqual(readdirSync(join(root, 'en')).sort());
  });

  it.each(namespaces)('%s: same keys, no empty text, same placeholders', (ns) => {
    const bn = flatten(load('bn', ns));
    const en = flatten(load('en', ns));
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(bn[key]!.trim(), `bn ${key}`).not.toBe('');
      expect(placeholders(bn[key]!), key).toEqual(placeholders(text));
    }
  });

  it('hold every key the code asks for', () => {
    const catalogues = Object.fromEntries(namespaces.map((ns) => [ns, flatten(load('en', ns))]));
    const src = join(import.meta.dirname, '..');
    const asked = new Set<string>();
    const files = sourceFiles(src).map((file) => readFileSync(file, 'utf8'));
    // Namespace lists kept in a constant (`const loginNamespaces = ['auth', …]`), by name.
    const lists = new Map(
      files.flatMap((text) =>
        [...text.matchAll(/const (\w+) = \[\s*'(\w+)'/g)].map((m) => [m[1]!, m[2]!] as const),
      ),
    );
    for (const text of files) {
      // The file's default namespace: the first one its useTranslation names, else common.
      const named = /useTranslation\(\s*(?:\[?\s*'(\w+)'|(\w+)\s*\))/.exec(text);
      const ns = named?.[1] ?? lists.get(named?.[2] ?? '') ?? 'common';
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.:]+)'/g)) {
        const key = match[1]!;
        asked.add(key.includes(':') ? key : `${ns}:${key}`);
      }
      for (const match of text.matchAll(/'((?:errors|pages|states)\.[a-zA-Z.]+)'/g))
        asked.add(`common:${match[1]!}`);
    }
    // Keys built from a value: every value they can take.
    for (const type of gameTypes) asked.add(`common:categories.${type}`);
    for (const type of csTypes) asked.add(`common:customerService.${type}`);
    const roles: DemoAccountRole[] = ['member', 'agent', 'defaultPassword', 'expiredPassword', 'mobile'];
    for (const role of roles) asked.add(`qa:roles.${role}`);
    for (const refusal of ['notMember', 'notAgent', 'verificationRequired'])
      asked.add(`auth:refusal.${refusal}`);
    const missing = [...asked].filter((key) => {
      const [ns, name] = key.split(':') as [string, string];
      return ns !== 'scenarios' && !(name in (catalogues[ns] ?? {}));
    });
    expect(missing).toEqual([]);
    expect(asked.size).toBeGreaterThan(80);
  });
});
