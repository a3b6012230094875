/**
 * The QA interface's URL parameters (DESIGN.md): `scenario`, `seed`, `latency`, `fault` (repeatable),
 * `timeoutMs` and `lang`. They are read at start and kept for the tab's session; a URL that names any of the
 * world parameters replaces the kept set as a whole, so every state is one shareable URL.
 * `loginAs=<account>` (mock mode) is an action, not a setting: each start with it opens that
 * account's session, as the scenarios' `loginAs` does, so a link lands logged in.
 */
import { defaultQaParams, parseFault, type QaParams } from '../api/contracts/qa';

// The parameters' shapes live in the contracts, which the mock world shares.
export { defaultQaParams, faultKinds, parseFault } from '../api/contracts/qa';
export type { Fault, FaultKind, QaParams } from '../api/contracts/qa';

export const QA_STORAGE_KEY = 'qa';

import type { LanguageCode } from '../lib/start-language';
export type { LanguageCode };

export interface ParsedQaUrl {
  /** Only the world parameters the URL names. */
  world: Partial<QaParams>;
  lang?: LanguageCode;
  /** The account whose session this start opens (a username or a mobile number; no password). */
  loginAs?: string;
  /** Parameters present but not understood: reported in the panel, never fatal. */
  rejected: string[];
}

export function parseQaUrl(search: string, knownCalls: readonly string[]): ParsedQaUrl {
  const query = new URLSearchParams(search);
  const result: ParsedQaUrl = { world: {}, rejected: [] };
  const scenario = query.get('scenario');
  if (scenario) result.world.scenario = scenario;
  const seed = query.get('seed');
  if (seed !== null) {
    if (/^-?\d+$/.test(seed)) result.world.seed = Number(seed);
    else result.rejected.push(`seed=${seed}`);
  }
  const latency = query.get('latency');
  if (latency !== null) {
    if (/^\d+$/.test(latency)) result.world.latency = Number(latency);
    else result.rejected.push(`latency=${latency}`);
  }
  const timeoutMs = query.get('timeoutMs');
  if (timeoutMs !== null) {
    // At least 100 ms: a shorter wait would fail calls the mock world answers at once.
    if (/^\d+$/.test(timeoutMs) && Number(timeoutMs) >= 100) result.world.timeoutMs = Number(timeoutMs);
    else result.rejected.push(`timeoutMs=${timeoutMs}`);
  }
  const faults = query.getAll('fault');
  if (faults.length > 0) {
    result.world.faults = [];
    for (const text of faults) {
      const fault = parseFault(text, knownCalls);
      if (fault) result.world.faults.push(fault);
      else result.rejected.push(`fault=${text}`);
    }
  }
  const loginAs = query.get('loginAs');
  if (loginAs !== null) {
    if (/^[A-Za-z0-9_]{1,32}$/.test(loginAs)) result.loginAs = loginAs;
    else result.rejected.push(`loginAs=${loginAs}`);
  }
  const lang = query.get('lang')?.toUpperCase();
  if (lang === 'BN' || lang === 'EN') result.lang = lang;
  else if (lang) result.rejected.push(`lang=${lang}`);
  return result;
}

/** The URL names a world parameter: it replaces what the tab kept; otherwise the kept set holds. */
export function resolveQaParams(parsed: ParsedQaUrl, kept: QaParams | null): QaParams {
  if (Object.keys(parsed.world).length > 0) return { ...defaultQaParams, ...parsed.world };
  return kept ?? defaultQaParams;
}

export function qaSearch(params: QaParams, lang?: LanguageCode): string {
  const query = new URLSearchParams();
  query.set('scenario', params.scenario);
  query.set('seed', String(params.seed));
  if (params.latency > 0) query.set('latency', String(params.latency));
  if (params.timeoutMs) query.set('timeoutMs', String(params.timeoutMs));
  for (const fault of params.faults) query.append('fault', `${fault.call}:${fault.kind}`);
  if (lang) query.set('lang', lang);
  return `?${query.toString()}`;
}

export function readKeptQaParams(raw: string | null): QaParams | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<QaParams>;
    if (typeof value.scenario !== 'string' || typeof value.seed !== 'number') return null;
    return { ...defaultQaParams, ...value };
  } catch {
    return null;
  }
}
