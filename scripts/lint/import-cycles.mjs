/**
 * Finds import circles, a step of `npm run lint`. oxlint's `import/no-cycle` (on, types included)
 * follows static imports only; a circle closed by `import('./x')` or `lazy(() => import(…))` is as
 * hard to read, move or test alone, so this check follows every relative import of the app, the
 * mock world and the scenarios: static, type-only and dynamic. Tests are left out: a test imports
 * what it tests, and nothing imports a test.
 *
 * `node scripts/lint/import-cycles.mjs` prints each circle (its files, and one path around it) and
 * exits 1 when there is any.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOLDERS = ['src', 'machines', 'mocks', 'scenarios'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\.d\.ts$/;

/** The module specifiers a file imports: `import`, `export … from` and `import(…)` with a literal. */
export function importsOf(fileName, source) {
  const lang = fileName.endsWith('.tsx') ? 'tsx' : 'ts';
  const program = parseAst(source, { lang, sourceType: 'module' }, fileName);
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source
    ) {
      found.push(node.source.value);
    }
    if (node.type === 'ImportExpression' && node.source?.type === 'Literal') found.push(node.source.value);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(program.body);
  return found;
}

/** A relative specifier's file among `files` (repository paths), or null. */
function resolveImport(from, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const base = relative(root, resolve(root, dirname(from), specifier))
    .split(sep)
    .join('/');
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Each circle (a strongly connected set of two files or more) of a graph `file → files it imports`. */
export function circlesOf(graph) {
  let next = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    order.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), order.get(target)));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const circle = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file);
  return circles;
}

/** One way around a circle, from its first file back to it: what to read to see why it closes. */
export function pathAround(graph, circle) {
  const members = new Set(circle);
  const start = circle[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return circle;
}

/** The import graph of the app, the mock world and the scenarios, tests left out. */
export function importGraph(base = root) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(base, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(path);
    }
  };
  for (const folder of FOLDERS) if (existsSync(join(base, folder))) walk(folder);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(base, file), 'utf8');
    const targets = importsOf(file, text)
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target) => target && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function main() {
  const graph = importGraph();
  const circles = circlesOf(graph);
  for (const circle of circles) {
    console.log(`✗ ${circle.length} files import each other:\n  ${pathAround(graph, circle).join('\n  → ')}`);
  }
  if (circles.length) {
    console.log(
      `\n${circles.length} import circle${circles.length === 1 ? '' : 's'}: move what both sides need into a module of its own`,
    );
    process.exit(1);
  }
  console.log(`✓ ${graph.size} modules, no import circle (static, type-only or dynamic)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
