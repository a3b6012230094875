import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A build for a backend never falls back to mock values. Vite stops while it reads its config
 * (vite.config.ts `backendSettingsRequired`), before bundling anything, so each case takes about a
 * second. (No payload key or IV is configured: encrypted calls use the platform's own script,
 * src/api/platform-encryption.ts.)
 */

const outDir = mkdtempSync(join(tmpdir(), 'real-build-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** `vite build` with these settings on top of the environment (an empty value hides .env.real's). */
function build(args: string[], env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', ...args, '--outDir', outDir],
    {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    },
  );
}

describe('a real-backend build', () => {
  it.each([
    ['the merchant code', ['--mode', 'real'], { VITE_MERCHANT_CODE: '' }, /needs VITE_MERCHANT_CODE/],
    ['the API base', ['--mode', 'real'], { VITE_API_BASE_URL: '' }, /needs VITE_API_BASE_URL/],
    [
      'the merchant code (a default-mode build given an API base)',
      [],
      { VITE_API_BASE_URL: 'https://api.example.com/', VITE_MERCHANT_CODE: '' },
      /needs VITE_MERCHANT_CODE/,
    ],
  ])('fails without %s', (_, args, env, message) => {
    const run = build(args, env);
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(message);
  });
});
