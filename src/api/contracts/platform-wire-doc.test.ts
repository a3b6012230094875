import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  pathSource,
  readWireFacts,
  renderWireDoc,
  specCallPaths,
  specPaths,
  wireDocPath,
} from '../../../scripts/platform-wire-doc';
import { callNames, calls } from './index';
import { wire } from './wire';

const wireSource = readFileSync(join(import.meta.dirname, 'wire.ts'), 'utf8');
/** The spec sits beside the repository, not in it: where it is missing, its check cannot run. */
const specFile = join(import.meta.dirname, '../../../../shared/SPEC.md');

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
  it('name the SPEC section, else the public client, else our choice', () => {
    expect(pathSource('wps/session/logout')).toBe('SPEC 7.1');
    expect(pathSource('wps/relay/GCSGAME_gameList')).toBe('observed');
    expect(pathSource('wps/relay/PAY_deposit')).toBe('assumption');
  });

  it.runIf(existsSync(specFile))('keep the paths of SPEC section 7 as the spec has them', () => {
    expect(specPaths).toEqual(specCallPaths(readFileSync(specFile, 'utf8')));
  });
});
