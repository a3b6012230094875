/**
 * Finds, for each spec section and item, the files that implement it and the tests that cite it.
 * A file cites a section with `SPEC x.y` (lists as `SPEC 2.4, 4.7` too) and an item with the tag
 * `SPEC <section> <key>`; routes and page ids are also found where a file names them as a string
 * (`'/rng'`, `'depositv2'`), and errors and constants by the code names in spec-coverage-aliases.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemKinds, type SpecItem, type SpecSection } from './spec-coverage-spec';

export type FileRole = 'test' | 'source';

export interface ScannedFile {
  path: string;
  text: string;
  role: FileRole;
}

export interface Coverage {
  section: string;
  /** Absent for the section itself. */
  key?: string;
  label: string;
  implementedIn: string[];
  testedBy: string[];
}

export interface SectionCoverage extends Coverage {
  items: Coverage[];
}

const scannedDirs = ['src', 'machines', 'mocks', 'scenarios', 'deploy', 'scripts', 'e2e'];

/**
 * Tests: unit and view tests, and e2e journeys. Test support (e2e helpers, src/test) is neither a
 * test nor the product, and this script with its test would cite every sample item, so they are
 * left out.
 */
export function fileRole(path: string): FileRole | undefined {
  if (!/\.(ts|tsx|mjs)$/.test(path) || path.startsWith('scripts/spec-coverage')) return undefined;
  if (/\.test\.tsx?$/.test(path) || /^e2e\/[^/]+\.spec\.ts$/.test(path)) return 'test';
  if (path.startsWith('e2e/') || path.startsWith('src/test/')) return undefined;
  return 'source';
}

/** Every file of the scanned folders with its role, sorted so the document is stable. */
export function scanFiles(root: string): ScannedFile[] {
  return scannedDirs
    .flatMap((dir) => {
      try {
        return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((p) =>
          `${dir}/${p}`.replaceAll('\\', '/'),
        );
      } catch {
        return []; // a folder a checkout lacks
      }
    })
    .map((path) => ({ path, role: fileRole(path) }))
    .filter((file): file is { path: string; role: FileRole } => file.role !== undefined)
    .map((file) => ({ ...file, text: readFileSync(join(root, file.path), 'utf8') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const number = String.raw`\d+(?:\.\d+)?`;
const citation = new RegExp(String.raw`SPEC (${number}(?:(?:, | and | or |/)${number})*)`, 'g');

/** The section numbers a text cites; numbers that are no section are dropped by the caller. */
export function citedSections(text: string): Set<string> {
  const cited = new Set<string>();
  for (const match of text.matchAll(citation)) {
    for (const id of match[1]!.split(/, | and | or |\//)) cited.add(id);
  }
  return cited;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The patterns that find an item in a file. */
export function itemPatterns(item: SpecItem, aliases: Readonly<Record<string, readonly string[]>>): RegExp[] {
  const tag = new RegExp(`SPEC ${escape(item.section)} ${escape(item.key)}(?![\\w/#.-])`);
  const kind = itemKinds[item.section];
  // A route or page id as a string: '/rng', `/rng?vassalage=…`, "depositv2" (not '/rng/x').
  const named =
    kind === 'route' || kind === 'page'
      ? [new RegExp(`['"\`]${escape(item.key)}(?=['"\`${kind === 'route' ? '?#' : ''}])`)]
      : [];
  const coded = (aliases[`${item.section} ${item.key}`] ?? []).map(
    (name) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`),
  );
  return [tag, ...named, ...coded];
}

const split = (files: ScannedFile[], role: FileRole) =>
  files.filter((file) => file.role === role).map((file) => file.path);

/** Coverage of every section (files citing it) and item (files naming it). */
export function measure(
  sections: SpecSection[],
  files: ScannedFile[],
  aliases: Readonly<Record<string, readonly string[]>>,
): SectionCoverage[] {
  const citations = new Map(files.map((file) => [file.path, citedSections(file.text)]));
  return sections.map((section) => {
    const citing = files.filter((file) => citations.get(file.path)!.has(section.id));
    const items = section.items.map((item) => {
      const patterns = itemPatterns(item, aliases);
      const naming = files.filter((file) => patterns.some((pattern) => pattern.test(file.text)));
      return {
        section: section.id,
        key: item.key,
        label: item.label,
        implementedIn: split(naming, 'source'),
        testedBy: split(naming, 'test'),
      };
    });
    return {
      section: section.id,
      label: section.title,
      implementedIn: split(citing, 'source'),
      testedBy: split(citing, 'test'),
      items,
    };
  });
}
