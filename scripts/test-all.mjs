/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * typecheck, lint, unit and component tests, both builds, the bundle budget, then the e2e journeys
 * (installing Debian's Chromium first when it is missing).
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['budget', 'npm', ['run', 'budget']],
  ['browser', 'npm', ['run', 'setup:browser']],
  ['e2e', 'npm', ['run', 'e2e']],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}\n\n✗ ${name} failed`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nall checks passed`);
