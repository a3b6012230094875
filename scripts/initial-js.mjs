/**
 * The JS the home route loads before it can paint, read from a build's Vite manifest
 * (scripts/vite-manifest.mjs): the entry chunk (`index.html`) and the early start, and their static
 * imports, each gzip-sized (level 9). The text catalogues are JSON files (vite.config.ts
 * `catalogueFiles`), not JavaScript. Shared by scripts/bundle-budget.mjs (the budget check) and
 * scripts/web-benchmark.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesNeeded, readViteManifest } from './vite-manifest.mjs';

/** The JS files (paths inside the build) the home route loads first: entries and their static imports. */
export function initialFiles(dir) {
  const manifest = readViteManifest(dir);
  // The early start, an entry of its own that index.html loads too (vite.config.ts).
  const early = Object.keys(manifest).filter((key) => key.endsWith('src/early-start.ts'));
  return filesNeeded(manifest, ['index.html', ...early]).filter((file) => file.endsWith('.js'));
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
