import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { filesNeeded, readViteManifest } from '../scripts/vite-manifest.mjs';

/**
 * A site of its own for a deploy journey: the real build copied into a scratch folder and served
 * there by nginx with the production config (scripts/serve-real.mjs) on its own port, its API on
 * the `real` project's HTTP mock server. `deploy` replaces the folder's files with another build's,
 * as a deploy does: the old build's files are gone from the server.
 */
export interface ScratchSite {
  url: string;
  /** Replaces the served build with the one in `build` (old files removed). */
  deploy(build: string): void;
  stop(): Promise<void>;
}

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const backend = `http://127.0.0.1:${9090 + offset}`;

/**
 * Beside the journeys' ports (4173, 4174, 9090), one a worker running in parallel (Playwright's
 * TEST_PARALLEL_INDEX), so two such journeys never share a site; below 4190, which browsers refuse.
 */
const SCRATCH_PORT = 4176 + offset + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export async function serveScratchSite(build: string, port = SCRATCH_PORT): Promise<ScratchSite> {
  const root = mkdtempSync(join(tmpdir(), 'web-app-site-'));
  cpSync(build, root, { recursive: true });
  const server: ChildProcess = spawn(
    'node',
    ['scripts/serve-real.mjs', '--port', String(port), '--root', root, '--backend', backend],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await until(async () => (await fetch(url).catch(() => null))?.ok === true);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    deploy(next) {
      for (const entry of readdirSync(root)) rmSync(join(root, entry), { recursive: true, force: true });
      cpSync(next, root, { recursive: true });
    },
    stop,
  };
}

/**
 * Another real build of the same code, in a scratch folder (remove it with `removeBuild`): unminified, so every file's content, and
 * so its hashed name, differs from the checked-out build's, as after a release.
 */
export function buildNextRelease({ workerOff = false } = {}): string {
  const outDir = mkdtempSync(join(tmpdir(), 'web-app-next-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'real', '--minify', 'false', '--outDir', outDir],
    {
      encoding: 'utf8',
      // `workerOff`: the emergency build, whose worker is the kill switch (docs/deploying.md).
      env: { ...process.env, WEB_APP_WORKER_OFF: workerOff ? '1' : '' },
    },
  );
  if (built.status !== 0) throw new Error(`the next build failed:\n${built.stdout}\n${built.stderr}`);
  return outDir;
}

/** Removes a build `buildNextRelease` made, and the manifest vite.config.ts kept for it. */
export function removeBuild(build: string): void {
  rmSync(build, { recursive: true, force: true });
  rmSync(join('.vite', 'manifests', `${basename(build)}.json`), { force: true });
}

/** Every file of a build's assets folder, as paths from the site's root. */
export function assetsOf(build: string): string[] {
  return readdirSync(join(build, 'assets'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(build, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The hashed files a module of a build needs (its script, its imports', their styles), from the site's root. */
export function builtFilesOf(build: string, module: string): string[] {
  return filesNeeded(readViteManifest(build), [module]).map((file) => `/${file}`);
}

async function until(ready: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the scratch site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
