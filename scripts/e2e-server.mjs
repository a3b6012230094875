/**
 * The journeys' servers (vite preview, the HTTP mock server, nginx) leave no stale copy behind.
 *
 * Playwright starts each server in a process group of its own and stops that group when the run
 * ends. A run that is killed (kill -9, a crashed terminal) never gets there: the servers keep the
 * test ports, and with `CI` set the next run stops at "is already used". So each server runs under
 * this wrapper, which notes its group, its checkout and the run that started it in a file named by
 * the port; `stopStaleServers` (called by playwright.config.ts as a run starts, before the servers)
 * stops the groups of this checkout whose run is gone. A server of a run still going, or of another
 * checkout, is left alone.
 *
 *   node scripts/e2e-server.mjs <port> -- <command> [args…]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = join(tmpdir(), 'betbangla-e2e-servers');
const noteOf = (port) => join(folder, `${port}.json`);

/** Whether a process (or, given a negative id, a process group) exists. */
function exists(id) {
  try {
    process.kill(id, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The process group of a process, from /proc (Linux). */
function groupOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in brackets, may hold spaces: the fields after it are plain.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** Whether a live process of the group works in this checkout (a reused group id would not). */
function groupWorksIn(group, cwd) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (groupOf(entry) === group && readlinkSync(`/proc/${entry}/cwd`) === cwd) return true;
    } catch {
      // The process ended while being looked at.
    }
  }
  return false;
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Stops a process group: SIGTERM (nginx and serve-real clean up), SIGKILL after 5 s. */
function stopGroup(group) {
  process.kill(-group, 'SIGTERM');
  for (let waited = 0; waited < 5_000 && exists(-group); waited += 100) pause(100);
  if (exists(-group)) process.kill(-group, 'SIGKILL');
  for (let waited = 0; waited < 2_000 && exists(-group); waited += 100) pause(100);
}

/**
 * Stops the servers left on these ports by a run of this checkout that has ended without stopping
 * them. Synchronous, so the config can call it before Playwright starts the servers.
 */
export function stopStaleServers(ports, cwd = process.cwd()) {
  for (const port of ports) {
    let note;
    try {
      note = JSON.parse(readFileSync(noteOf(port), 'utf8'));
    } catch {
      continue;
    }
    if (note.cwd !== cwd || exists(note.runner)) continue;
    if (exists(-note.group) && groupWorksIn(note.group, cwd)) {
      console.log(`stopping the servers a stopped run left on port ${port} (process group ${note.group})`);
      stopGroup(note.group);
    }
    rmSync(noteOf(port), { force: true });
  }
}

function serve(port, command, args) {
  const runner = Number(process.env.E2E_RUNNER_PID ?? process.ppid);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    noteOf(port),
    JSON.stringify({ group: groupOf(process.pid), cwd: process.cwd(), runner, command }),
  );
  // In this process group, so Playwright's stop (a signal to the group) reaches it too.
  const child = spawn(command, args, { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  child.on('exit', (code, signal) => {
    rmSync(noteOf(port), { force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, separator, command, ...args] = process.argv.slice(2);
  if (!port || separator !== '--' || !command) {
    console.error('usage: node scripts/e2e-server.mjs <port> -- <command> [args…]');
    process.exit(2);
  }
  serve(port, command, args);
}
