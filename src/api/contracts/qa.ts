import type { WorldFileBridge } from './qa-world-file';

/**
 * The QA interface's world parameters (DESIGN.md), shared by the app, which reads them from the
 * URL (src/lib/qa-params.ts), and the mock world, which is built from them.
 */
export const faultKinds = ['500', 'network', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];
/** `call` is a contract name of src/api/contracts, or '*' for every call. */
export type Fault = { call: string; kind: FaultKind };

export interface QaParams {
  scenario: string;
  seed: number;
  /** Added to every mocked call, in ms. */
  latency: number;
  faults: Fault[];
  /**
   * The client's request timeout in ms (QA `timeoutMs`, mock mode only; absent: the client's own
   * 20 s), so a `timeout` fault answers in seconds.
   */
  timeoutMs?: number;
}

export const defaultQaParams: QaParams = { scenario: 'default', seed: 1, latency: 0, faults: [] };

/** `<call>:<kind>` (the `fault` URL parameter), or null when the call or the kind is unknown. */
export function parseFault(text: string, knownCalls: readonly string[]): Fault | null {
  const cut = text.lastIndexOf(':');
  if (cut <= 0) return null;
  const call = text.slice(0, cut);
  const kind = text.slice(cut + 1);
  if (call !== '*' && !knownCalls.includes(call)) return null;
  if (!(faultKinds as readonly string[]).includes(kind)) return null;
  return { call, kind: kind as FaultKind };
}

/**
 * What the mock world hands the app in mock mode (and only then) for the Scenarios panel.
 * Declared here, implemented by mocks/browser.ts, so the app never imports mock code.
 */
export interface QaBridge {
  params: QaParams;
  scenarios: ReadonlyArray<{ id: string; description: { en: string; bn: string } }>;
  demoAccounts: ReadonlyArray<DemoAccount>;
  callNames: readonly string[];
  /** The code of the last SMS the mock world "sent", or null. */
  lastSmsCode(): string | null;
  subscribe(listener: () => void): () => void;
  /** Removes every fault (and the scenario's own) until the next reload, so a retry can succeed. */
  liftFaults(): void;
  /** Replaces the faults (the URL's and the scenario's) with these until the next reload. */
  setFaults(faults: readonly Fault[]): void;
  faultsActive(): boolean;
  /** Forgets what this tab changed in the world (logins, registrations…) and reloads it from its seed. */
  resetWorld(): void;
  /**
   * A session opened at start: the URL's `loginAs` account at each start that names it, or the
   * scenario's `loginAs` account once per tab, scenario and seed; null otherwise. The boot stores it
   * as the session token, so the app starts logged in.
   */
  startToken: string | null;
  /** The world saved as a scenario file, and one imported. */
  worldFile: WorldFileBridge;
}

export type DemoAccountRole = 'member' | 'agent' | 'defaultPassword' | 'expiredPassword' | 'mobile';
export interface DemoAccount {
  role: DemoAccountRole;
  username: string;
  /** null: changed in this tab's world (the world keeps only hashes, so it is no longer known). */
  password: string | null;
}
