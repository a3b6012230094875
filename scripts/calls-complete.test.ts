import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callNames, calls, wire, type CallDef, type CallName } from '../src/api/contracts';
import { refusalKeys } from '../src/lib/refusal-keys';
import { wireFixtures } from '../mocks/wire-fixtures';
import { happyHandlers } from '../mocks/handlers';
import { mockPath } from '../mocks/handlers/respond';
import { createWorld } from '../mocks/world/create-world';
import { createWorldStore } from '../mocks/world/store';
import { matrixEntries, uncoveredCalls } from '../e2e/fault-matrix/table';
import { text } from '../e2e/fault-matrix/texts';
import { specCoverageAliases } from './spec-coverage-aliases';

/**
 * One declared way to add a call (docs/architecture.md, "A call"): each call of `calls` has its
 * client function in src/api, a handler in the mock world, an answer as the platform sends it
 * (the wire fixture), and a row of the fault matrix or a written reason why it has none; and each
 * refusal code it may answer has its text in both languages and, unless it is the platform's own
 * code, the spec-coverage alias that ties it to its SPEC 8 error. A call added without one of them
 * fails here, naming what is missing.
 */

// Not the contracts' tests: importing a test file runs its tests again, inside this file.
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../src/api/contracts/*.ts', '!../src/api/contracts/*.test.ts'],
  { eager: true },
);

/** The names a call's contract is exported under (`depositCall`). */
function exportedNames(name: CallName): string[] {
  return Object.values(contractModules).flatMap((module) =>
    Object.entries(module)
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

/** The refusal codes a call may answer: its contract's `refusals`, and those its fault-matrix row visits. */
function refusalsOf(name: CallName): string[] {
  const visited = matrixEntries
    .filter((entry) => entry.call === name)
    .flatMap((entry) => (entry.codes ?? []).map((cell) => cell.code));
  return [...new Set([...((calls[name] as CallDef<unknown, unknown>).refusals ?? []), ...visited])];
}

/** The texts (catalogue keys) a player may read for a refusal: the client's own, and the matrix row's. */
function refusalTexts(name: CallName, code: string): string[] {
  const rows = matrixEntries.filter((entry) => entry.call === name);
  const messages = rows.flatMap((entry) => (entry.codes ?? []).filter((cell) => cell.code === code));
  return [...new Set([refusalKeys[code], ...messages.map((cell) => cell.message)])].filter(
    (key): key is string => key !== undefined,
  );
}

/** Whether a catalogue key has a text in Bengali and in English. */
function translated(key: string): boolean {
  return (['BN', 'EN'] as const).every((lang) => {
    try {
      return text(lang, key).trim() !== '';
    } catch {
      return false;
    }
  });
}

/**
 * Refusal codes that stand for no error of SPEC 8, with why: they need no spec-coverage alias. The
 * platform's own codes (wire.ts `codes`, each with its source) are not listed: SPEC 8 shows none.
 */
const outsideSpec8: Readonly<Record<string, string>> = {
  INVALID_INVITATION_CODE:
    'SPEC 7.9, a product reaction: "a failed affiliate check shows invitation_code_error"',
};

const platformCodes = new Set<string>(Object.values(wire.codes));
const aliasNames = new Set(Object.values(specCoverageAliases).flat());

/** Whether scripts/spec-coverage.ts finds the SPEC 8 error a refusal code stands for, where it has one. */
function tiedToSpec(code: string): boolean {
  return platformCodes.has(code) || code in outsideSpec8 || aliasNames.has(code);
}

/** What a call's refusals lack: a text in both languages, and the alias of their SPEC 8 error. */
function refusalGaps(name: CallName): string[] {
  return refusalsOf(name).flatMap((code) => {
    const keys = refusalTexts(name, code);
    return [
      ...(keys.length === 0
        ? [`a text for refusal ${code} (src/lib/refusal-keys.ts, or the message of its fault-matrix row)`]
        : keys
            .filter((key) => !translated(key))
            .map((key) => `the text of refusal ${code} in Bengali and English (${key}, src/i18n/locales)`)),
      ...(tiedToSpec(code)
        ? []
        : [
            `the spec-coverage alias of refusal ${code} (scripts/spec-coverage-aliases.ts, its SPEC 8 error)`,
          ]),
    ];
  });
}

describe('every call is complete', () => {
  it.each(callNames)(
    '%s: a client function, a handler, a fixture, a fault-matrix row, its refusals',
    (name) => {
      const missing = [
        hasClientFunction(name) ? null : 'a client function in src/api that sends it',
        hasHandler(name) ? null : 'a handler in mocks/handlers (mockCall)',
        name in wireFixtures ? null : 'a wire fixture (mocks/wire-fixtures/<area>.ts)',
        inMatrix.has(name)
          ? null
          : 'a fault-matrix row, or an uncovered entry with its reason (e2e/fault-matrix/rows/<area>.ts)',
        ...refusalGaps(name),
      ].filter(Boolean);
      expect(missing, name).toEqual([]);
    },
  );

  it('tells a missing piece apart: a call nobody sends has no client function', () => {
    expect(exportedNames('deposit')).toContain('depositCall');
    expect(hasClientFunction('deposit')).toBe(true);
    expect(hasHandler('deposit')).toBe(true);
    const unsent = { ...calls.deposit, path: 'wps/nowhere/at/all' } as CallDef<unknown, unknown>;
    expect(handlers.some((handler) => (handler.info as { path?: unknown }).path === mockPath(unsent))).toBe(
      false,
    );
  });

  it('tells a refusal apart: one without a text in both languages, or without its SPEC 8 alias', () => {
    expect(refusalsOf('launchGame')).toContain('GAME_MAINTENANCE');
    expect(refusalTexts('smsCodeNoLogin', 'TOO_MANY_REQUESTS')).toEqual(['verification:too_many_requests']);
    expect(translated('verification:too_many_requests')).toBe(true);
    expect(translated('verification:no_such_text')).toBe(false);
    expect(tiedToSpec('TOO_MANY_REQUESTS')).toBe(true);
    expect(tiedToSpec(wire.codes.systemBusy)).toBe(true);
    expect(tiedToSpec('SOME_NEW_REFUSAL')).toBe(false);
  });
});
