/**
 * The JS the home route loads before it can paint, read from a build's Vite manifest: the entry
 * chunk (`index.html`) and the early start, and their static imports, each gzip-sized (level 9).
 * The text catalogues are JSON files (vite.config.ts `catalogueFiles`), not JavaScript.
 * Shared by scripts/bundle-budget.mjs (the budget check) and scripts/web-benchmark.mjs.
 *
 * vite.config.ts keeps each build's manifest out of the build, in `.vite/manifests/<out dir name>.json`,
 * so two builds whose folders share a name (dist-real and .tmp/x/dist-real) share a manifest file.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A build's manifest, which vite.config.ts keeps out of the build (`.vite/manifests/<build>.json`). */
export const readManifest = (dir) =>
  JSON.parse(readFileSync(join('.vite', 'manifests', `${basename(dir)}.json`), 'utf8'));

/** The JS files (paths inside the build) the home route loads first: entries and their static imports. */
export function initialFiles(dir) {
  const manifest = readManifest(dir);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit('index.html');
  // The early start, an entry of its own that index.html loads too (vite.config.ts).
  const early = Object.keys(manifest).find((key) => key.endsWith('src/early-start.ts'));
  if (early) visit(early);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** The gzip size (level 9) in bytes of one file of the build. */
export const gzipSize = (dir, file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/**
 * The home route's initial JS of the build in `dir`: each file with its gzip size, largest first,
 * and the total in bytes.
 * @param {string} dir the build's folder (its manifest is read from `.vite/manifests/`)
 * @returns {{ files: { file: string, gzip: number }[], gzipBytes: number }}
 */
export function initialJs(dir) {
  const files = initialFiles(dir)
    .map((file) => ({ file, gzip: gzipSize(dir, file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, gzipBytes: files.reduce((sum, row) => sum + row.gzip, 0) };
}
