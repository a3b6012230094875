import { fromPromise } from 'xstate';

/**
 * A call as an XState promise actor, cancelled when its state is left. A cancelled call never
 * settles: under React StrictMode @xstate/react stops and restarts the same actor, and XState would
 * otherwise deliver the abort of the first run to the restarted one as a failure.
 */
export function fromCall<T, I>(run: (input: I, signal: AbortSignal) => Promise<T>) {
  return fromPromise<T, I>(({ input, signal }) =>
    run(input, signal).catch((error: unknown) =>
      signal.aborted
        ? new Promise<T>(() => {})
        : Promise.reject(error instanceof Error ? error : new Error(String(error))),
    ),
  );
}
