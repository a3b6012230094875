import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  assumedPathReasons,
  olderRegistry,
  otherEvidence,
  platformRegistry,
} from '../../../scripts/platform-registry';
import {
  pathCounts,
  pathSource,
  pathSourceKind,
  readWireFacts,
  renderWireDoc,
  specCallPaths,
  specPaths,
  wireDocPath,
} from '../../../scripts/platform-wire-doc';
import { callPaths, type CallDef } from './call';
import { callNames, calls } from './index';
import { wire } from './wire';

const wireSource = readFileSync(join(import.meta.dirname, 'wire.ts'), 'utf8');
/**
 * The spec sits beside the repository, not in it. Where it is missing (a lone clone, CI), the paths
 * of its section 7 are read from their committed record, which `npm run spec:coverage` writes from
 * the spec and which this test keeps equal to the spec wherever the spec is there.
 */
const specFile = join(import.meta.dirname, '../../../../shared/SPEC.md');
const specPathsRecord = join(import.meta.dirname, '../../../docs/spec-call-paths.json');
const haveSpec = existsSync(specFile);

/** `wire` flattened to its leaves: `{ 'headers.token': 'Authorization', … }`. */
function leaves(value: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return item !== null && typeof item === 'object'
        ? Object.entries(leaves(item as object, path))
        : [[path, item]];
    }),
  );
}

describe('docs/platform-wire.md', () => {
  const rendered = renderWireDoc();

  it('is what the contracts say now', () => {
    const committed = existsSync(wireDocPath) ? readFileSync(wireDocPath, 'utf8') : '';
    expect(committed, 'docs/platform-wire.md is stale: run `npm run docs:wire`').toBe(rendered);
  });

  it('is already in Prettier form, so formatting it changes nothing', async () => {
    const options = (await resolveConfig(wireDocPath)) ?? {};
    expect(await format(rendered, { ...options, parser: 'markdown' })).toBe(rendered);
  });

  it('lists every call of the registry, with its method and path', () => {
    for (const name of callNames) {
      expect(rendered, name).toContain(`#### ${name}\n\n\`${calls[name].method} /${calls[name].path}\``);
    }
  });
});

describe('the wire facts, read from wire.ts', () => {
  it('are every property of `wire`, with its value', () => {
    const facts = readWireFacts(wireSource);
    expect(Object.fromEntries(facts.map((fact) => [fact.path, fact.value]))).toEqual(leaves(wire));
  });

  it('each name the source their comment starts with, and keep its words', () => {
    const token = readWireFacts(wireSource).find((fact) => fact.path === 'headers.token');
    expect(token?.source).toBe('observed');
    expect(token?.text).toContain('session token');
    const gateway = readWireFacts(wireSource).find((fact) => fact.path === 'values.gatewayVersion');
    expect(gateway?.source).toBe('SPEC 7.1');
  });

  it('refuses a fact without a sourced comment, naming it', () => {
    const unsourced =
      'export const wire = { headers: { /** the token */ token: "Authorization" } } as const;';
    expect(() => readWireFacts(unsourced)).toThrow(/headers\.token/);
    const computed = 'export const wire = { headers: { /** observed: x */ token: name } } as const;';
    expect(() => readWireFacts(computed)).toThrow(/headers\.token: not a literal/);
  });
});

describe('path sources', () => {
  it('name the SPEC section, else the registry entry with its module and flags, else the evidence, else the reason', () => {
    expect(pathSource('wps/session/logout')).toBe('SPEC 7.1');
    expect(pathSource('wps/relay/GCSGAME_gameList')).toBe(
      'platform registry: `game.userGame` (module `GAMELO3`)',
    );
    expect(pathSource('wps/relay/passwordCheck/MCSFE_redeemPointReward')).toBe(
      'platform registry: `integral.redeemPoint` (module `PTSYS3`, encrypted)',
    );
    expect(pathSource('wps/v2/transaction/withdraw', 'withdraw')).toMatch(
      /^another source: the platform's own mobile withdraw page/,
    );
    expect(pathSource('wps/relay/MCSFE_depositByLaunchUrl', 'deposit')).toMatch(
      /^another source: the platform's own deposit page/,
    );
    expect(pathSource('wps/relay/AGENT_contractTerminate', 'agentContractTerminate')).toMatch(
      /^assumption: the salary contracts' end: only the dividend contract shows an end call/,
    );
  });

  /** Each call's entry in the committed doc: its path and the source the doc gives it. */
  function documented(): Array<{ name: string; path: string; source: string }> {
    const doc = readFileSync(wireDocPath, 'utf8');
    return [...doc.matchAll(/^#### (\w+)\n\n`\w+ \/(\S+)`\n[\s\S]*?^- Path: (.+)$/gm)].map(
      ([, name, path, source]) => ({
        name: name ?? '',
        path: path ?? '',
        source: source ?? '',
      }),
    );
  }

  it('mark "registry" only where the recorded registry has that link', () => {
    const links = new Set([...platformRegistry, ...olderRegistry].map((entry) => entry.link));
    const fromRegistry = documented().filter((entry) => entry.source.startsWith('platform registry'));
    expect(fromRegistry.length).toBe(pathCounts().registry);
    for (const entry of fromRegistry) expect(links.has(entry.path), entry.name).toBe(true);
  });

  it('keep every piece of other evidence on the path its call sends, and a reason for every assumed path', () => {
    for (const [name, evidence] of Object.entries(otherEvidence)) {
      expect(callPaths(calls[name as keyof typeof calls] as CallDef<unknown, unknown>), name).toContain(
        evidence?.path,
      );
    }
    const assumed = callNames.filter((name) => pathSourceKind(calls[name].path, name) === 'assumption');
    expect(Object.keys(assumedPathReasons).toSorted()).toEqual([...assumed].toSorted());
    for (const entry of documented()) expect(entry.source, entry.name).not.toContain('no reason given');
  });

  it('count every call once at the top of the doc', () => {
    const counts = pathCounts();
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(callNames.length);
    expect(readFileSync(wireDocPath, 'utf8')).toContain(`${counts.assumption} assumed, each with its reason`);
  });

  it('keep the paths of SPEC section 7 as the spec has them (its committed record without it)', () => {
    const recorded: unknown = JSON.parse(readFileSync(specPathsRecord, 'utf8'));
    expect(specPaths).toEqual(recorded);
  });

  it.runIf(haveSpec)('have a record of SPEC section 7 that is the spec’s own', () => {
    expect(JSON.parse(readFileSync(specPathsRecord, 'utf8'))).toEqual(
      specCallPaths(readFileSync(specFile, 'utf8')),
    );
  });
});
