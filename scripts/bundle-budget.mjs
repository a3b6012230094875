/**
 * Bundle budget and mock-code checks, on the builds `npm run build` makes:
 *  - dist-real (a real-backend build): the JS the home route loads before it can paint, that is the
 *    entry chunk, its static imports and the default (BN) catalogue, gzip-sized; fails over the budget.
 *  - dist-real holds no MSW, faker or scenario code at all, and no mockServiceWorker.js or Vite
 *    manifest.
 *  - dist (the mock build) keeps that code out of its initial chunks (it is loaded on demand).
 * Prints a table and writes reports/bundle-budget.json.
 *
 *   npm run budget                 the checks
 *   npm run budget -- --explain    first what each initial file is made of (scripts/bundle-explain.mjs)
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize as gzip, initialFiles, initialJs } from './initial-js.mjs';

if (process.argv.includes('--explain')) await import('./bundle-explain.mjs');

// 159.3 KB gzip for the home route's initial JS (measured 159.2 KB on 2026-11-29). React, React
// Router's data router, i18next, XState, valibot and ky are 134 KB of it, and each is needed to show
// the site's header (docs/performance.md); what a first paint does not need loads after it,
// and the texts are JSON files, not JavaScript. The budget only moves down.
const BUDGET_BYTES = 159_300;
const markers = {
  msw: ['mockServiceWorker', '[MSW]'],
  faker: ['@faker-js', 'faker.seed', 'FakerError'],
  scenarios: ['maintenance-with-end', 'Whole-site maintenance', 'Demo@1234'],
  // The platform's default password never ships; the login answer says when it is used.
  secrets: ['Welcome@123'],
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const found = (text) =>
  Object.entries(markers)
    .filter(([, list]) => list.some((marker) => text.includes(marker)))
    .map(([name]) => name);

const problems = [];
const { files: rows, gzipBytes: total } = initialJs('dist-real');
console.log('Home route initial JS (real-backend build, gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) problems.push(`initial JS ${kb(total)} is over the ${kb(BUDGET_BYTES)} budget`);

for (const file of ['mockServiceWorker.js', 'mock-worker.js', '.vite']) {
  if (existsSync(join('dist-real', file))) problems.push(`dist-real/${file} must not ship in the real build`);
}

const realAssets = readdirSync(join('dist-real', 'assets')).filter((f) => f.endsWith('.js'));
for (const file of realAssets) {
  const hits = found(readFileSync(join('dist-real', 'assets', file), 'utf8'));
  if (hits.length) problems.push(`dist-real/assets/${file} contains ${hits.join(', ')} code`);
}

const mockInitial = initialFiles('dist');
for (const file of mockInitial) {
  const hits = found(readFileSync(join('dist', file), 'utf8'));
  if (hits.length) problems.push(`mock build initial chunk ${file} contains ${hits.join(', ')} code`);
}
// The markers must be real: the mock build's lazy chunks do hold all three kinds.
const mockAll = readdirSync(join('dist', 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(join('dist', 'assets', f), 'utf8'))
  .join('\n');
const seenInMock = found(mockAll);
for (const kind of Object.keys(markers)) {
  if (!seenInMock.includes(kind))
    problems.push(`marker check is blind: no ${kind} marker found in the mock build`);
}
const mockInitialTotal = mockInitial.reduce((sum, file) => sum + gzip('dist', file), 0);
console.log(`Mock build initial JS: ${kb(mockInitialTotal)} (mock world loaded on demand)`);
console.log(`Real build: ${realAssets.length} JS files checked for MSW, faker and scenario code.`);

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bundle-budget.json',
  JSON.stringify(
    {
      budgetBytes: BUDGET_BYTES,
      initialGzipBytes: total,
      files: rows,
      mockInitialGzipBytes: mockInitialTotal,
      problems,
    },
    null,
    2,
  ),
);
if (problems.length) {
  console.error(`\n✗ ${problems.join('\n✗ ')}`);
  process.exit(1);
}
console.log('✓ within budget, no mock code in the real build or the mock build’s initial chunks');
