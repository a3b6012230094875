import type { WorldFileBridge } from './qa-world-file';
import { type Fault, type FaultKind, type QaParams, faultKinds } from './qa-world-params';

// The parameters live apart, so the world-file bridge can name them without importing this file.
export * from './qa-world-params';

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
