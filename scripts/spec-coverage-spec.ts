/**
 * Reads SPEC.md into its numbered sections and the testable items some of them enumerate:
 * the routes of 2.1, the page ids of 2.5 and 2.6, the errors of 8 and the constants of 9.
 * An item's key is what tests and code can name: the route or page id itself, or for 8 and 9
 * (which the spec names only in words) a slug of its words, used in the tag `SPEC 8 <slug>`.
 */

export type ItemKind = 'route' | 'page' | 'error' | 'constant';

export interface SpecItem {
  section: string;
  key: string;
  /** The spec's words for it, shown beside the key (the key itself for routes and page ids). */
  label: string;
}

export interface SpecSection {
  id: string;
  title: string;
  items: SpecItem[];
}

/** Which sections enumerate items, and of what kind: the key alone then says how to match it. */
export const itemKinds: Readonly<Record<string, ItemKind>> = {
  '2.1': 'route',
  '2.5': 'page',
  '2.6': 'page',
  '8': 'error',
  '9': 'constant',
};

/** Lowercase words of a label up to its first clause break, at most six, joined by dashes. */
export function slug(text: string): string {
  const clause = text.split(/[:;,(]/)[0] ?? text;
  return clause
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6)
    .join('-');
}

/** Splits on commas outside parentheses: "a (b, c), d" is two parts. */
function topLevelParts(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of line) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current].map((part) => part.trim()).filter(Boolean);
}

const tableRows = (body: string[]) =>
  body
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

const firstParagraph = (body: string[]) => body.find((line) => line.trim() !== '') ?? '';

function routes(body: string[]): [string, string][] {
  return tableRows(body).flatMap(([cell = '']) =>
    cell
      .split(',')
      .map((route) => route.trim())
      .filter((route) => route.startsWith('/'))
      .map((route): [string, string] => [route, route]),
  );
}

function pageIds(body: string[]): [string, string][] {
  // The list is the paragraph's first sentence; what follows describes the pages in words.
  const listed = topLevelParts(firstParagraph(body).split(/\.\s/)[0] ?? '');
  // 2.6's pages shown only when enabled: "- agentDailyWages2 (daily salary, type salary);"
  const bullets = body.filter((line) => /^- \w+ \(/.test(line)).map((line) => line.slice(2));
  return [...listed, ...bullets]
    .map((part) => /^[A-Za-z][A-Za-z0-9]*/.exec(part)?.[0])
    .filter((id): id is string => id !== undefined)
    .map((id) => [id, id]);
}

/** The nested bullets of 8; the top-level ones are its groups and its closing remark. */
function errors(body: string[]): [string, string][] {
  return body
    .filter((line) => /^\s+- /.test(line))
    .map((line) => line.replace(/^\s+- /, '').replace(/[;.]$/, ''))
    .map((text) => [slug(text), text]);
}

function constants(body: string[]): [string, string][] {
  return tableRows(body).map(([item = '', value = '']) => [slug(item), `${item}: ${value}`]);
}

const readers: Record<ItemKind, (body: string[]) => [string, string][]> = {
  route: routes,
  page: pageIds,
  error: errors,
  constant: constants,
};

/** Every numbered heading of the spec, in order, with the items its section enumerates. */
export function parseSpec(markdown: string): SpecSection[] {
  const sections: { id: string; title: string; body: string[] }[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)\.? (.+)$/.exec(line);
    if (heading) sections.push({ id: heading[1]!, title: heading[2]!.trim(), body: [] });
    else sections.at(-1)?.body.push(line);
  }
  return sections.map(({ id, title, body }) => {
    const kind = itemKinds[id];
    const seen = new Set<string>();
    const items = (kind ? readers[kind](body) : [])
      .filter(([key]) => key !== '' && !seen.has(key) && Boolean(seen.add(key)))
      .map(([key, label]) => ({ section: id, key, label }));
    return { id, title, items };
  });
}
