import type { ApiClient } from './client';
import { ApiError, type ApiErrorKind } from './errors';

/** How a call ended, as the QA inspector's call log keeps it. */
export type CallOutcome =
  { ok: true } | { ok: false; kind: ApiErrorKind | 'aborted' | 'error'; status?: number; code?: string };

/** Told of each call as it leaves; the function it returns is told how it ended. */
export type CallObserver = (call: { name: string; method: string }) => (outcome: CallOutcome) => void;

let installed: CallObserver | null = null;

/** Mock mode: the QA code installs its call log at start (src/main.tsx), before the first call. */
export function installCallObserver(observer: CallObserver | null): void {
  installed = observer;
}

export function outcomeOf(error: unknown): CallOutcome {
  if (error instanceof ApiError) {
    return {
      ok: false,
      kind: error.kind,
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.code ? { code: error.code } : {}),
    };
  }
  const aborted = error instanceof Error && error.name === 'AbortError';
  return { ok: false, kind: aborted ? 'aborted' : 'error' };
}

function observed(client: ApiClient): ApiClient {
  return {
    async request(call, payload, options) {
      const ended = installed?.({ name: call.name, method: call.method });
      try {
        const value = await client.request(call, payload, options);
        ended?.({ ok: true });
        return value;
      } catch (error) {
        ended?.(outcomeOf(error));
        throw error;
      }
    },
  };
}

/**
 * The client the app uses (src/api/index.ts), with every call told to the installed observer. A
 * real-backend build gets the client as it is: the choice is made at build time, so the wrapper
 * does not ship there.
 */
export const withCallObserver: (client: ApiClient) => ApiClient = import.meta.env.VITE_API_BASE_URL
  ? (client) => client
  : observed;
