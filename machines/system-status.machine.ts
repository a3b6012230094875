import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
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
  reading: SystemReading | null;
  failure: FailureInfo | null;
}

export type SystemStatusEvent = { type: 'status.retry' } | { type: 'status.recheck' };

/**
 * System status (SPEC 4.1): checks the site state at start. Normal renders the app (which then
 * uses a URL token: src/app/token-handover-gate.tsx); maintenance and region block show their
 * pages; a failed check shows the error with a retry, never a blank page.
 */
export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    fetchStatus: providedByApp<number | StatusDetail, void>('fetchStatus'),
  },
  guards: {
    isMaintenance: ({ context }) => context.reading?.mode === 'maintenance',
    isRegionRestricted: ({ context }) => context.reading?.mode === 'regionRestricted',
  },
}).createMachine({
  id: 'systemStatus',
  context: { reading: null, failure: null },
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
    normal: {},
  },
});
