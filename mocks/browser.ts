import { setupWorker } from 'msw/browser';
import type { QaBridge, QaParams } from '../src/api/contracts/qa';
import { callNames, composeMockWorld, scenarios } from './compose';
import { endSession, findByAccount, openSession } from './world/accounts';
import { tabWorldFile } from './world-file-tab';
import { demoAccounts } from './world/demo-accounts';
import { forgetOtherWorlds, storagePersistence, worldStorageKey } from './world/store';

/**
 * The preview serves the mock build under the production CSP (deploy/security-headers.mjs), whose
 * Trusted Types make `navigator.serviceWorker.register` take only a TrustedScriptURL, and MSW passes
 * a string: the mock build's `default` policy lets exactly MSW's worker URL through at that sink.
 */
function allowWorkerRegistration(workerUrl: string): void {
  type Rules = { createScriptURL(input: string, type: string, sink: string): string | null };
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Rules): unknown } })
    .trustedTypes;
  factory?.createPolicy('default', {
    createScriptURL: (input, _type, sink) =>
      sink === 'ServiceWorkerContainer register' && input === workerUrl ? input : null,
  });
}

/**
 * Mock-mode boot (loaded only by a dynamic import in src/main.tsx): starts the service worker
 * with the world for these parameters and returns the bridge the Scenarios panel reads. The world
 * is kept in sessionStorage per scenario and seed, so a login or a registration survives a reload
 * of the tab, as it would against a real backend.
 */
export async function startMockWorld(params: QaParams, loginAs?: string): Promise<QaBridge> {
  performance.mark('mock-world:start');
  // A world file the tab imported runs as scenario `imported`.
  const worldFile = tabWorldFile(sessionStorage, params);
  const mock = composeMockWorld(params, Date.now(), {
    scenario: worldFile.scenario,
    persistence: (scenarioId, fresh) => {
      const key = worldStorageKey(scenarioId, params.seed);
      forgetOtherWorlds(sessionStorage, key);
      return storagePersistence(sessionStorage, key, fresh);
    },
    scheduleSave: whenIdle(),
  });
  performance.measure('mock-world:compose', 'mock-world:start');
  const worker = setupWorker(...mock.baseHandlers);
  worker.use(...mock.runtimeHandlers());
  // MSW's worker behind our rule for the build's own files (public/mock-worker.js).
  const workerUrl = `${import.meta.env.BASE_URL}mock-worker.js`;
  allowWorkerRegistration(workerUrl);
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  // The page waits for the worker: what the first requests need is made meanwhile, a step a task,
  // so no step holds the page for long.
  for (const step of mock.warmUp) setTimeout(step);
  await started;
  let faultsActive = mock.faults.length > 0;
  // The URL's `loginAs` opens a session at every start that names it; a scenario's, once a tab.
  const startToken = loginAs ? sessionOf(mock, loginAs) : scenarioLogin(mock, params.seed);
  performance.measure('mock-world', 'mock-world:start');
  return {
    params,
    scenarios: [...scenarios, ...worldFile.listed].map(({ id, description }) => ({ id, description })),
    // Read when the panel opens: the members (and the month of money built with them) are not
    // made while the page starts.
    get demoAccounts() {
      return demoAccounts(mock.store.world);
    },
    callNames,
    lastSmsCode: () => mock.store.world.sms.lastCode,
    subscribe: (listener) => mock.store.subscribe(listener),
    liftFaults() {
      worker.resetHandlers();
      worker.use(...mock.runtimeHandlers({ withFaults: false }));
      faultsActive = false;
    },
    setFaults(faults) {
      worker.resetHandlers();
      worker.use(...mock.runtimeHandlers({ faults }));
      faultsActive = faults.length > 0;
    },
    faultsActive: () => faultsActive,
    resetWorld() {
      mock.store.forget();
      window.location.reload();
    },
    startToken,
    worldFile: worldFile.bridge(mock),
  };
}

/**
 * Saves of the world wait for an idle moment, so a burst of changes (a page's calls) costs one
 * save and none competes with the page's own work; one still waiting runs before the page goes
 * (a reload, a link, the tab hidden), so nothing a reload should find is lost.
 */
function whenIdle(): (save: () => void) => void {
  let waiting: (() => void) | null = null;
  const flush = () => {
    const save = waiting;
    waiting = null;
    save?.();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return (save) => {
    waiting = save;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1_000 });
    else setTimeout(flush, 200);
  };
}

/** A new session of that account, as a login would open (null for an account the world lacks). */
function sessionOf(mock: ReturnType<typeof composeMockWorld>, account: string): string | null {
  const member = findByAccount(mock.store.world, account);
  return member ? openSession(mock.store, member.id) : null;
}

/** Opens the session of the scenario's `loginAs` account, the first time this tab starts the scenario and seed. */
function scenarioLogin(mock: ReturnType<typeof composeMockWorld>, seed: number): string | null {
  const account = mock.scenario.loginAs;
  if (!account) return null;
  const key = `qa-login-as:${mock.scenario.id}:${seed}`;
  if (sessionStorage.getItem(key)) return null;
  sessionStorage.setItem(key, '1');
  const token = sessionOf(mock, account);
  if (token && mock.scenario.sessionEnded) endSession(mock.store, token);
  return token;
}
