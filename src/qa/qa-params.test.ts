import { describe, expect, it } from 'vitest';
import {
  defaultQaParams,
  parseFault,
  parseQaUrl,
  qaSearch,
  readKeptQaParams,
  resolveQaParams,
} from './qa-params';

const calls = ['status', 'permission', 'gameMenu'];

describe('QA URL parameters', () => {
  it('reads loginAs as an account to start as, without making it a kept world parameter', () => {
    const parsed = parseQaUrl('?loginAs=demo01&mcPage=depositv2', calls);
    expect(parsed.loginAs).toBe('demo01');
    expect(parsed.world).toEqual({});
    expect(resolveQaParams(parsed, null)).toEqual(defaultQaParams);
    expect(parseQaUrl('?loginAs=01712345678', calls).loginAs).toBe('01712345678');
  });

  it('rejects a loginAs that cannot be an account name', () => {
    const parsed = parseQaUrl('?loginAs=%3Cscript%3E', calls);
    expect(parsed.loginAs).toBeUndefined();
    expect(parsed.rejected).toEqual(['loginAs=<script>']);
  });

  it('reads scenario, seed, latency, repeated faults and lang', () => {
    const parsed = parseQaUrl(
      '?scenario=maintenance&seed=7&latency=300&fault=status:500&fault=*:timeout&lang=en',
      calls,
    );
    expect(parsed).toEqual({
      world: {
        scenario: 'maintenance',
        seed: 7,
        latency: 300,
        faults: [
          { call: 'status', kind: '500' },
          { call: '*', kind: 'timeout' },
        ],
      },
      lang: 'EN',
      rejected: [],
    });
  });

  it('reports what it cannot use instead of failing', () => {
    const parsed = parseQaUrl('?seed=abc&latency=-5&fault=nope:500&fault=status:teapot&lang=FR', calls);
    expect(parsed.world).toEqual({ faults: [] });
    expect(parsed.rejected).toEqual([
      'seed=abc',
      'latency=-5',
      'fault=nope:500',
      'fault=status:teapot',
      'lang=FR',
    ]);
  });

  it('parses a fault kind after the last colon', () => {
    expect(parseFault('gameMenu:malformed', calls)).toEqual({ call: 'gameMenu', kind: 'malformed' });
    expect(parseFault(':500', calls)).toBeNull();
  });

  it('keeps the tab session set until a URL names a world parameter, which replaces it whole', () => {
    const kept = {
      scenario: 'maintenance',
      seed: 3,
      latency: 100,
      faults: [{ call: 'status', kind: '500' as const }],
    };
    expect(resolveQaParams(parseQaUrl('?lang=EN', calls), kept)).toEqual(kept);
    expect(resolveQaParams(parseQaUrl('?seed=9', calls), kept)).toEqual({ ...defaultQaParams, seed: 9 });
    expect(resolveQaParams(parseQaUrl('', calls), null)).toEqual(defaultQaParams);
  });

  it('writes a URL that reads back to the same parameters', () => {
    const params = {
      scenario: 'region-blocked',
      seed: 12,
      latency: 250,
      faults: [{ call: '*', kind: 'network' as const }],
    };
    const parsed = parseQaUrl(qaSearch(params, 'BN'), calls);
    expect(parsed.world).toEqual(params);
    expect(parsed.lang).toBe('BN');
  });

  it('reads timeoutMs as a world parameter that a URL writes back, and refuses a wait under 100 ms', () => {
    const parsed = parseQaUrl('?fault=gameMenu:timeout&timeoutMs=1500', calls);
    expect(parsed.world).toEqual({ faults: [{ call: 'gameMenu', kind: 'timeout' }], timeoutMs: 1500 });
    const params = resolveQaParams(parsed, null);
    expect(resolveQaParams(parseQaUrl(qaSearch(params), calls), null)).toEqual(params);
    expect(parseQaUrl('?timeoutMs=50&seed=2', calls)).toMatchObject({
      world: { seed: 2 },
      rejected: ['timeoutMs=50'],
    });
    expect(parseQaUrl('?timeoutMs=soon', calls).rejected).toEqual(['timeoutMs=soon']);
  });

  it('ignores a kept value that is not a parameter set', () => {
    expect(readKeptQaParams('{"scenario":1}')).toBeNull();
    expect(readKeptQaParams('not json')).toBeNull();
    expect(readKeptQaParams(null)).toBeNull();
  });
});
