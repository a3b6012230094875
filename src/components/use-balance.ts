import { createLoaderMachine } from '../../machines/loader.machine';
import type { BalanceValue } from '../api/contracts/member';
import { fetchBalance } from '../api/session';
import { fromCall } from '../api/from-call';
import { useLoader, type Signal } from './use-loader';
import { whenAppEvent } from '../browser/app-events';

/** The tab is shown again: the member may have played or been paid elsewhere meanwhile. */
const onPageVisible: Signal = (listener) => {
  const onChange = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

// The header balance keeps in step. Any money action (a transfer, a deposit or withdrawal,
// a game round) emits the balance-changed signal once its call has settled. A reload while one is
// in flight replaces it, so an older answer never overwrites a newer balance.
const balanceSignals = [whenAppEvent('balanceChanged'), onPageVisible];

const balanceMachine = createLoaderMachine<BalanceValue>('balance').provide({
  actors: { load: fromCall(() => fetchBalance()) },
});

/** The balance shown in a bar (the member bar, the agent bar): reloads on the balance signals. */
export function useBalance() {
  return useLoader(balanceMachine, balanceSignals);
}
