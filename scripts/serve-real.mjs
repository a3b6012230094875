/**
 * `npm run serve:real`: the real-backend build served as in production, by nginx with the
 * production config and headers (deploy/nginx.mjs), in the foreground. Build it first
 * (`npm run build:real`); nginx comes from `npm run setup:server`.
 *
 *   npm run serve:real                                    http://127.0.0.1:4174, API on the HTTP mock server (started here, port 9090)
 *   npm run serve:real -- --backend https://api.example.com   API proxied to that backend instead
 *   npm run serve:real -- --port 8080 --host 0.0.0.0 --root dist-real --mock-port 9191
 *
 * The e2e `real` project runs it with --backend pointing at its own HTTP mock server. Ctrl-C (or
 * SIGTERM) stops nginx and the mock server it started.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxBinary, renderStandalone } from '../deploy/nginx.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4174' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'dist-real' },
    backend: { type: 'string' },
    'mock-port': { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '9090' },
  },
});

const children = new Set();
let stopping = false;
/** A scratch folder per port for nginx's pid and temp files, emptied on each start. */
const prefix = join(tmpdir(), `betbangla-nginx-${values.port}`);

function start(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${command} stopped (${signal ?? `exit ${code}`})`);
      stop(code || 1);
    }
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  rmSync(prefix, { recursive: true, force: true });
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

/**
 * An nginx this script started on the port and could not stop (it was killed itself) still holds
 * the port: its pid is in the scratch folder, which a start empties, so it is stopped first.
 */
async function stopStaleNginx() {
  const pidFile = join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!command.includes('nginx') || !command.includes(prefix)) return;
  console.log(`stopping the nginx a stopped run left on port ${values.port} (pid ${pid})`);
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && existsSync(`/proc/${pid}`); i += 1) {
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function waitFor(url, what) {
  for (let i = 0; i < 300; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${what} did not answer on ${url}`);
}

try {
  let backend = values.backend;
  if (!backend) {
    backend = `http://127.0.0.1:${values['mock-port']}`;
    start('npx', ['tsx', 'mocks/http-server.ts', '--port', values['mock-port']]);
    await waitFor(`${backend}/wps/system/status`, 'the HTTP mock server');
  }
  await stopStaleNginx();
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderStandalone({
      root: values.root,
      backend,
      port: values.port,
      host: values.host,
      prefix,
      // The access log goes to a terminal; under the test runner (no terminal) it is left out.
      accessLog: Boolean(process.stdout.isTTY),
    }),
  );
  start(nginxBinary(), ['-p', prefix, '-c', config, '-e', 'stderr']);
  await waitFor(`http://${values.host === '0.0.0.0' ? '127.0.0.1' : values.host}:${values.port}/`, 'nginx');
  console.log(
    `real build (${values.root}) on http://${values.host}:${values.port} — nginx, API → ${backend}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
