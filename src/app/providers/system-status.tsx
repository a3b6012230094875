import { createActorContext } from '@xstate/react';
import { fromCall } from './from-call';
import { systemStatusMachine } from '../../../machines/system-status.machine';
import { fetchStatus } from '../../api/system';
import { getToken, setToken } from '../../lib/session-store';

/** SPEC 4.1: the token can arrive in the URL query; once adopted it leaves the address bar. */
function adoptToken(token: string | null) {
  if (!token) return;
  setToken(token);
  const url = new URL(window.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url);
  }
}

export const SystemStatusContext = createActorContext(
  systemStatusMachine.provide({
    actors: { fetchStatus: fromCall((_: void, signal) => fetchStatus(signal)) },
    actions: { adoptToken: (_, params) => adoptToken(params.token) },
  }),
);

export function SystemStatusProvider({ children }: { children: React.ReactNode }) {
  const input = {
    urlToken: new URLSearchParams(window.location.search).get('token'),
    sessionToken: getToken(),
  };
  return <SystemStatusContext.Provider options={{ input }}>{children}</SystemStatusContext.Provider>;
}
