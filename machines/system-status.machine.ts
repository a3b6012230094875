import { assign, fromPromise, setup } from 'xstate';
import type { StatusDetail } from '../src/api/contracts/system';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

export type SystemMode = 'normal' | 'maintenance' | 'regionRestricted';

export interface SystemReading {
  mode: SystemMode;
  maintenanceEnd: string | null;
  ip: string | null;
}

/** SPEC 4.1: 0 normal, 1 maintenance, 2 region restricted; maintenance wins over region. */
export function readSystemStatus(value: number | StatusDetail): SystemReading {
  const detail: StatusDetail = typeof value === 'number' ? { status: value } : value;
  const maintenance = detail.status === 1 || detail.maintenance === true;
  const region = detail.status === 2 || detail.regionRestriction === true;
  return {
    mode: maintenance ? 'maintenance' : region ? 'regionRestricted' : 'normal',
    maintenanceEnd: detail.maintenanceEnd ?? null,
    ip: detail.ip ?? null,
  };
}

export interface SystemStatusContext {
  /** SPEC 4.1: the login token from the URL query wins over the one kept in the session. */
  token: string | null;
  reading: SystemReading | null;
  failure: FailureInfo | null;
}

export type SystemStatusEvent = { type: 'status.retry' } | { type: 'status.recheck' };

/**
 * System status (SPEC 4.1): checks the site state at start. Normal renders the app and adopts the
 * token; maintenance and region block show their pages; a failed check shows the error with a
 * retry, never a blank page. `adoptToken` is provided by the app (it writes session storage).
 */
export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    input: {} as { urlToken: string | null; sessionToken: string | null },
  },
  actors: {
    fetchStatus: fromPromise<number | StatusDetail, void>(async () => {
      throw new Error('fetchStatus is provided by the app');
    }),
  },
  actions: {
    adoptToken: (_, _params: { token: string | null }) => {},
  },
  guards: {
    isMaintenance: ({ context }) => context.reading?.mode === 'maintenance',
    isRegionRestricted: ({ context }) => context.reading?.mode === 'regionRestricted',
  },
}).createMachine({
  id: 'systemStatus',
  context: ({ input }) => ({
    token: input.urlToken ?? input.sessionToken,
    reading: null,
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: {
          target: 'deciding',
          actions: assign({ reading: ({ event }) => readSystemStatus(event.output), failure: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    deciding: {
      always: [
        { guard: 'isMaintenance', target: 'maintenance' },
        { guard: 'isRegionRestricted', target: 'regionRestricted' },
        { target: 'normal' },
      ],
    },
    failed: {
      on: { 'status.retry': 'checking' },
    },
    maintenance: {
      on: { 'status.recheck': 'checking' },
    },
    regionRestricted: {
      on: { 'status.recheck': 'checking' },
    },
    normal: {
      entry: { type: 'adoptToken', params: ({ context }) => ({ token: context.token }) },
    },
  },
});
