/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * typecheck, lint, the audit of the shipped dependencies (scripts/audit.mjs), the spec conformance
 * map's check (no covered spec item lost its last test: scripts/spec-coverage.ts), the check that every
 * test can fail (scripts/check-tests.mjs), unit and component
 * tests (installing Debian's nginx first when it is missing: the server config is tested by nginx
 * itself), both builds, the bundle budget, then the e2e journeys
 * (installing Debian's Chromium first when it is missing). One step at a time, so each has the whole
 * machine. Prints each step's time and writes them to reports/test-timings.json (docs/testing.md's
 * figures come from there).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // High or critical advisories against what the app ships fail the run.
  ['audit', 'node', ['scripts/audit.mjs']],
  // A spec item docs/spec-coverage.md lists as tested must keep a test (seconds).
  ['spec coverage', 'npm', ['run', 'spec:coverage', '--', '--check']],
  // No test that cannot fail: a presence matcher on a throwing query, expect(<literal>), a test
  // with no assertion (scripts/check-tests.mjs; seconds).
  ['test checks', 'node', ['scripts/check-tests.mjs']],
  ['server', 'npm', ['run', 'setup:server']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['budget', 'npm', ['run', 'budget']],
  ['browser', 'npm', ['run', 'setup:browser']],
  ['e2e', 'npm', ['run', 'e2e']],
];

const timings = [];
const runStarted = Date.now();
const summary = () =>
  timings
    .map(({ name, seconds, passed }) => `${passed ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`)
    .join('\n');
/** The figures of this run, with what the machine was doing (a busy machine takes longer). */
function writeTimings(passed) {
  mkdirSync('reports', { recursive: true });
  const report = {
    date: new Date(runStarted).toISOString(),
    cores: cpus().length,
    loadAtEnd: loadavg()[0],
    ci: Boolean(process.env.CI),
    passed,
    totalSeconds: secondsSince(runStarted),
    steps: timings,
  };
  writeFileSync('reports/test-timings.json', `${JSON.stringify(report, null, 2)}\n`);
}
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  timings.push({ name, seconds: secondsSince(started), passed: run.status === 0 });
  if (run.status !== 0) {
    writeTimings(false);
    console.log(`\n${summary()}\n\n✗ ${name} failed`);
    process.exit(run.status ?? 1);
  }
}
writeTimings(true);
console.log(`\n${summary()}\n\nall checks passed in ${secondsSince(runStarted).toFixed(1)} s`);

/** Seconds since a start, to a tenth. */
function secondsSince(start) {
  return Math.round((Date.now() - start) / 100) / 10;
}
