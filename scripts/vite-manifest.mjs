/**
 * A build's Vite manifest, which vite.config.ts keeps out of the build in
 * `.vite/manifests/<out dir name>.json`, and the files a module needs by it. Shared by the budget
 * (scripts/initial-js.mjs), the web app's build (scripts/web-app-build.ts) and its journeys
 * (e2e/web-app-support.ts). Two builds whose folders share a name (dist-real and .tmp/x/dist-real)
 * share a manifest file.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The manifest of the build in `outDir`. */
export const readViteManifest = (outDir) =>
  JSON.parse(readFileSync(join('.vite', 'manifests', `${basename(outDir)}.json`), 'utf8'));

/**
 * The files (paths inside the build) that the manifest's `keys` load: each one's chunk, its static
 * imports' chunks and every style sheet among them, in the order met. A key the build lacks throws.
 */
export function filesNeeded(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build`);
    visit(key);
  }
  return [...files];
}
