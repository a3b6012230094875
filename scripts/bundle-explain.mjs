/**
 * `npm run budget -- --explain`: what the home route's initial JS is made of. Builds the real-backend
 * build once more into .tmp/explain/dist-real-explain with rollup-plugin-visualizer (vite.config.ts
 * `bundleExplain`, which turns on source maps so each module's bytes are the minified ones), then
 * prints, for each initial file, the packages and modules in it, largest first, with their share of
 * the file's gzip size (a module's minified bytes times the file's gzip ratio: gzip works on the
 * whole file, so no module has a gzip size of its own). Writes reports/bundle-explain.json.
 *
 * Read it to find what the first paint does not need: a module here that no first screen shows
 * belongs behind a lazy part (components/lazy-boundary.tsx) or a lazy route.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialJs } from './initial-js.mjs';

const OUT_DIR = '.tmp/explain/dist-real-explain';
const STATS = '.tmp/explain/stats.json';
/** Modules under this many bytes (after their package's are summed) are counted, not listed. */
const LIST_AT_LEAST = 400;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

mkdirSync('.tmp/explain', { recursive: true });
console.log('Building the real-backend build with the analyser…');
execFileSync('npx', ['vite', 'build', '--mode', 'real', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_EXPLAIN: STATS },
});

const stats = JSON.parse(readFileSync(STATS, 'utf8'));
const initial = initialJs(OUT_DIR);

/** Each module's minified bytes in one output file, from the analyser's tree. */
function modulesOf(file) {
  const chunk = stats.tree.children.find((node) => node.name === file);
  const rows = [];
  const walk = (node, path) => {
    const here = path ? `${path}/${node.name}` : node.name;
    if (node.uid) rows.push({ module: here, bytes: stats.nodeParts[node.uid].renderedLength });
    for (const child of node.children ?? []) walk(child, here);
  };
  for (const child of chunk?.children ?? []) walk(child, '');
  return rows;
}

/** A library's modules count as the library; the app's own modules stay one by one. */
const ownerOf = (module) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return inPackage ? inPackage[1] : module.replace(/^\/?/, '');
};

const report = [];
for (const { file, gzip } of initial.files) {
  const modules = modulesOf(file);
  const minified = statSync(join(OUT_DIR, file)).size;
  const ratio = gzip / minified;
  // What no module owns: the imports and exports between chunks and the lists of files each lazy
  // import preloads (Vite's `__vite__mapDeps`).
  const glue = minified - modules.reduce((sum, row) => sum + row.bytes, 0);
  if (glue > 0) modules.push({ module: '(links between chunks, preload lists)', bytes: glue });
  const owners = new Map();
  for (const { module, bytes } of modules)
    owners.set(ownerOf(module), (owners.get(ownerOf(module)) ?? 0) + bytes);
  const rows = [...owners]
    .map(([owner, bytes]) => ({ owner, minified: bytes, gzipShare: Math.round(bytes * ratio) }))
    .sort((a, b) => b.minified - a.minified);
  report.push({ file, gzip, minified, owners: rows });

  console.log(`\n${file}: ${kb(gzip)} gzip, ${kb(minified)} minified`);
  const listed = rows.filter((row) => row.minified >= LIST_AT_LEAST);
  for (const row of listed)
    console.log(`  ${kb(row.gzipShare).padStart(9)}  ${kb(row.minified).padStart(9)} min  ${row.owner}`);
  const rest = rows.slice(listed.length);
  if (rest.length) {
    const bytes = rest.reduce((sum, row) => sum + row.minified, 0);
    console.log(
      `  ${kb(bytes * ratio).padStart(9)}  ${kb(bytes).padStart(9)} min  ${rest.length} smaller modules`,
    );
  }
}
console.log(`\nTotal: ${kb(initial.gzipBytes)} gzip (the budget counts this; see npm run budget).`);

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bundle-explain.json',
  JSON.stringify({ gzipBytes: initial.gzipBytes, files: report }, null, 2),
);
