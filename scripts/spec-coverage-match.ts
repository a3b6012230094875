/**
 * Finds, for each spec section and item, the files that implement it and the tests that assert it.
 * A file cites a section with `SPEC x.y` (lists as `SPEC 2.4, 4.7` too).
 *
 * An item is implemented where a source file names it: its tag `SPEC <section> <key>`, a route or
 * page id as a string (`'/rng'`, `'depositv2'`), or a code name of spec-coverage-aliases.ts.
 *
 * An item is tested only where a test asserts it under its tag: the tag in a test's title
 * (`it('… SPEC 9 banner-autoplay-transition …'`), or in a comment on the line right above an
 * assertion, or beside it (`expect(…); // SPEC 9 …`). A test that merely names the item (visits
 * '/rng', passes its own 5000) does not cover it: the tag says which assertion checks the spec's
 * value, and a reader can find it.
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
  const tag = itemTag(item);
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

/** The tag of an item: `SPEC <section> <key>`, not followed by more of a path or a name. */
export const itemTag = (item: SpecItem) =>
  new RegExp(`SPEC ${escape(item.section)} ${escape(item.key)}(?![\\w/#.-])`);

const testCall = /\b(?:it|test)(?:\.\w+)*\(/;
const assertion = /\bexpect(?:\.\w+)*\(/;
const commentLine = /^\s*(?:\/\/|\/\*|\*)/;

/**
 * Whether a test file asserts what a tag names: the tag in a test's title (on the line of
 * `it(`/`test(`, or on the title's own line right after it), in a comment on the lines right above
 * an assertion, or in a comment beside one.
 */
export function assertsUnderTag(text: string, tag: RegExp): boolean {
  const lines = text.split('\n');
  return lines.some((line, index) => {
    const found = tag.exec(line);
    if (!found) return false;
    const call = testCall.exec(line);
    if (call && call.index < found.index) return true;
    if (/^\s*['"`]/.test(line) && /\b(?:it|test)(?:\.\w+)*\(\s*$/.test(lines[index - 1] ?? '')) return true;
    const comment = line.indexOf('//');
    if (assertion.test(line) && comment >= 0 && comment < found.index) return true;
    if (!commentLine.test(line)) return false;
    let next = index + 1;
    while (next < lines.length && commentLine.test(lines[next]!)) next++;
    return assertion.test(lines[next] ?? '');
  });
}

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
      const tag = itemTag(item);
      const naming = files.filter(
        (file) => file.role === 'source' && patterns.some((pattern) => pattern.test(file.text)),
      );
      const asserting = files.filter((file) => file.role === 'test' && assertsUnderTag(file.text, tag));
      return {
        section: section.id,
        key: item.key,
        label: item.label,
        implementedIn: split(naming, 'source'),
        testedBy: split(asserting, 'test'),
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
