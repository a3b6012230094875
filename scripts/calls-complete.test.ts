import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callNames, calls, type CallDef, type CallName } from '../src/api/contracts';
import { wireFixtures } from '../mocks/wire-fixtures';
import { happyHandlers } from '../mocks/handlers';
import { mockPath } from '../mocks/handlers/respond';
import { createWorld } from '../mocks/world/create-world';
import { createWorldStore } from '../mocks/world/store';
import { matrixEntries, uncoveredCalls } from '../e2e/fault-matrix/table';

/**
 * One declared way to add a call (docs/architecture.md, "A call"): each call of `calls` has its
 * client function in src/api, a handler in the mock world, an answer as the platform sends it
 * (the wire fixture), and a row of the fault matrix or a written reason why it has none. A call
 * added without one of them fails here, naming what is missing.
 */

const contractModules = import.meta.glob<Record<string, unknown>>('../src/api/contracts/*.ts', {
  eager: true,
});

/** The names a call's contract is exported under (`depositCall`). */
function exportedNames(name: CallName): string[] {
  return Object.entries(contractModules).flatMap(([path, module]) =>
    path.endsWith('.test.ts')
      ? []
      : Object.entries(module)
          .filter(([, value]) => value === calls[name])
          .map(([exported]) => exported),
  );
}

/** The client's call functions: src/api's own modules, not its contracts or tests. */
const clientSources = readdirSync('src/api')
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .map((file) => readFileSync(`src/api/${file}`, 'utf8'));

/** Whether some client function hands the call to `request(…)` as its first argument (or one side of a `?:` there). */
function hasClientFunction(name: CallName): boolean {
  return exportedNames(name).some((exported) => {
    const sent = new RegExp(`\\.request\\(\\s*(?:[^,;()]*[?:]\\s*)?${exported}\\b`);
    return clientSources.some((source) => sent.test(source));
  });
}

const handlers = happyHandlers(createWorldStore(createWorld({ seed: 1, now: Date.parse('2026-01-01') })));

/** Whether a handler of the mock world answers the call's method on the call's path. */
function hasHandler(name: CallName): boolean {
  const call = calls[name] as CallDef<unknown, unknown>;
  const path = mockPath(call);
  return handlers.some((handler) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    const samePath =
      path instanceof RegExp
        ? info.path instanceof RegExp && info.path.source === path.source
        : info.path === path;
    return samePath && String(info.method).toUpperCase() === call.method;
  });
}

const inMatrix = new Set<string>([
  ...matrixEntries.map((entry) => entry.call),
  ...uncoveredCalls.filter((call) => call.reason.trim() !== '').map((call) => call.call),
]);

describe('every call is complete', () => {
  it.each(callNames)('%s: a client function, a handler, a fixture and a fault-matrix row', (name) => {
    const missing = [
      hasClientFunction(name) ? null : 'a client function in src/api that sends it',
      hasHandler(name) ? null : 'a handler in mocks/handlers (mockCall)',
      name in wireFixtures ? null : 'a wire fixture (mocks/wire-fixtures/<area>.ts)',
      inMatrix.has(name)
        ? null
        : 'a fault-matrix row, or an uncovered entry with its reason (e2e/fault-matrix/table.ts)',
    ].filter(Boolean);
    expect(missing, name).toEqual([]);
  });

  it('tells a missing piece apart: a call nobody sends has no client function', () => {
    expect(exportedNames('deposit')).toContain('depositCall');
    expect(hasClientFunction('deposit')).toBe(true);
    expect(hasHandler('deposit')).toBe(true);
    const unsent = { ...calls.deposit, path: 'wps/nowhere/at/all' } as CallDef<unknown, unknown>;
    expect(handlers.some((handler) => (handler.info as { path?: unknown }).path === mockPath(unsent))).toBe(
      false,
    );
  });
});
