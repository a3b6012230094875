import { createActorContext } from '@xstate/react';
import { fromCall } from '../../api/from-call';
import { systemStatusMachine } from '../../../machines/system-status.machine';
import { fetchStatus } from '../../api/system';
import { inspect } from '../../lib/actor-inspection';

export const SystemStatusContext = createActorContext(
  systemStatusMachine.provide({
    actors: { fetchStatus: fromCall((_: void, signal) => fetchStatus(signal)) },
  }),
  { inspect },
);

export function SystemStatusProvider({ children }: { children: React.ReactNode }) {
  return <SystemStatusContext.Provider>{children}</SystemStatusContext.Provider>;
}
