/**
 * `npm run spec:coverage`: writes docs/spec-coverage.md, the conformance map of SPEC.md (every
 * section, and the routes, page ids, errors and constants it enumerates) to the files that
 * implement each and the tests that cover each.
 *
 * `npm run spec:coverage -- --check` (a step of `npm test`) writes nothing and fails when an
 * entry the committed document lists as tested has no test any more. The spec sits beside the
 * repository (`../shared/SPEC.md`, or `SPEC_PATH` / `--spec <file>`); where it is missing, as in a
 * lone clone, the check takes the sections and items from the committed document instead, so it
 * still guards every entry it knows.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specCoverageAliases } from './spec-coverage-aliases';
import { lostCoverage, parseCoverage, renderCoverage } from './spec-coverage-doc';
import { measure, scanFiles, type SectionCoverage } from './spec-coverage-match';
import { parseSpec } from './spec-coverage-spec';
import { specCallPaths } from './platform-wire-doc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const docPath = join(root, 'docs/spec-coverage.md');
const args = process.argv.slice(2);
const check = args.includes('--check');
const specArg = args.includes('--spec') ? args[args.indexOf('--spec') + 1] : undefined;
const specPath = resolve(root, specArg ?? process.env.SPEC_PATH ?? '../shared/SPEC.md');
const committed = existsSync(docPath) ? readFileSync(docPath, 'utf8') : undefined;

function counts(sections: SectionCoverage[]): string {
  const items = sections.flatMap((s) => s.items);
  const covered = items.filter((item) => item.testedBy.length > 0).length;
  return `${sections.length} sections, ${items.length} items: ${covered} covered, ${items.length - covered} not covered`;
}

function fail(message: string): never {
  console.error(`✗ spec coverage: ${message}`);
  process.exit(1);
}

const haveSpec = existsSync(specPath);
if (!haveSpec && !(check && committed)) fail(`no spec at ${specPath} (set SPEC_PATH or --spec)`);
if (!haveSpec)
  console.log(`spec coverage: no spec at ${specPath}; checking the items of docs/spec-coverage.md`);
const sections = haveSpec ? parseSpec(readFileSync(specPath, 'utf8')) : parseCoverage(committed!).sections;
const coverage = measure(sections, scanFiles(root), specCoverageAliases);
const rendered = renderCoverage(coverage);

if (!check) {
  writeFileSync(docPath, rendered);
  console.log(`wrote docs/spec-coverage.md: ${counts(coverage)}`);
  // The paths of section 7, for the wire doc's test where the spec is not beside the repository.
  const paths = specCallPaths(readFileSync(specPath, 'utf8'));
  writeFileSync(join(root, 'docs/spec-call-paths.json'), `${JSON.stringify(paths, null, 2)}\n`);
  console.log(`wrote docs/spec-call-paths.json: ${Object.keys(paths).length} paths of SPEC 7`);
} else {
  if (!committed) fail('docs/spec-coverage.md is missing: run `npm run spec:coverage`');
  const lost = lostCoverage(parseCoverage(committed), coverage);
  if (lost.length) {
    fail(
      `these lost their last test:\n${lost.map((id) => `  SPEC ${id}`).join('\n')}\n(restore a test, or regenerate the map with \`npm run spec:coverage\` if the loss is meant)`,
    );
  }
  console.log(`✓ spec coverage: no covered entry lost its tests (${counts(coverage)})`);
  if (haveSpec && rendered !== committed) {
    console.log('  note: docs/spec-coverage.md is out of date; run `npm run spec:coverage` and commit it');
  }
}
