import { setupWorker } from 'msw/browser';
import type { QaBridge } from '../src/api/contracts/qa';
import type { QaParams } from '../src/lib/qa-params';
import { callNames, composeMockWorld, scenarios } from './compose';
import { demoAccounts } from './world/demo-accounts';

/**
 * Mock-mode boot (loaded only by a dynamic import in src/main.tsx): starts the service worker
 * with the world for these parameters and returns the bridge the Scenarios panel reads.
 */
export async function startMockWorld(params: QaParams): Promise<QaBridge> {
  const mock = composeMockWorld(params);
  const worker = setupWorker(...mock.baseHandlers);
  worker.use(...mock.runtimeHandlers());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  let faultsActive = mock.faults.length > 0;
  return {
    params,
    scenarios: scenarios.map(({ id, description }) => ({ id, description })),
    demoAccounts: demoAccounts(mock.store.world),
    callNames,
    lastSmsCode: () => mock.store.world.sms.lastCode,
    subscribe: (listener) => mock.store.subscribe(listener),
    liftFaults() {
      worker.resetHandlers();
      worker.use(...mock.runtimeHandlers({ withFaults: false }));
      faultsActive = false;
    },
    faultsActive: () => faultsActive,
  };
}
