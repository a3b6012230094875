/**
 * `npm run fault-matrix`: builds the mock app, visits every call of the matrix's table
 * (e2e/fault-matrix/rows/<area>.ts, joined in table.ts) on its screen under each fault kind and refusal code in Chromium
 * (e2e/fault-matrix.spec.ts with FAULT_MATRIX=full), then writes docs/fault-matrix.md: every call of
 * `calls` × every kind → the screen and the outcome. Exits non-zero on a failing cell.
 * `--no-build` reuses dist/; E2E_PORT_OFFSET moves the preview's port as for the journeys.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { writeMatrixDoc } from './fault-matrix-doc';

const outDir = '.tmp/fault-matrix';
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build:mock']) !== 0) process.exit(1);
// A run of some calls (FAULT_MATRIX_ONLY) replaces their cells and keeps the others'.
if (!process.env.FAULT_MATRIX_ONLY) rmSync(outDir, { recursive: true, force: true });
const visits = run(
  'npx',
  ['playwright', 'test', 'e2e/fault-matrix.spec.ts', '--project', 'mock', '--reporter', 'dot'],
  {
    ...process.env,
    FAULT_MATRIX: 'full',
    FAULT_MATRIX_OUT: outDir,
    E2E_MOCK_ONLY: '1',
  },
);
const { failing, cells } = writeMatrixDoc(outDir, 'docs/fault-matrix.md');
console.log(`\nfault matrix: ${cells} cells, ${failing} failing; docs/fault-matrix.md written`);
process.exit(visits !== 0 || failing > 0 ? 1 : 0);
