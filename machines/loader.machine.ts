import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

export interface LoaderContext<T, I> {
  input: I;
  /** The last good answer: kept while reloading or after a failed reload. */
  data: T | null;
  failure: FailureInfo | null;
}

export type LoaderEvent<I> = { type: 'load.retry' } | { type: 'load.reload'; input: I };

/**
 * A server resource the app keeps (site permission data, the game menu): loads on start, reloads
 * with new input (a language change, SPEC 4.2), keeps the last good data while reloading, and
 * offers a retry after a failure. The `load` actor is provided by the app.
 */
/** Every kept resource is bound to the language (SPEC 4.2: reloaded on a language change). */
export type LoaderInput = { language: string };

export function createLoaderMachine<T>(id: string) {
  type I = LoaderInput;
  return setup({
    types: {
      context: {} as LoaderContext<T, I>,
      events: {} as LoaderEvent<I>,
      input: {} as I,
    },
    actors: {
      load: providedByApp<T, I>(`${id}: load`),
    },
    actions: {
      storeData: assign((_, params: { data: T }) => ({ data: params.data, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
      storeInput: assign((_, params: { input: I }) => ({ input: params.input })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: null, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => context.input,
          onDone: {
            target: 'ready',
            // Generic T: XState cannot carry the output type through the type parameter.
            actions: { type: 'storeData', params: ({ event }) => ({ data: event.output as T }) },
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: {
          // A newer input replaces the load in flight (re-entering restarts the invoke).
          'load.reload': {
            target: 'loading',
            reenter: true,
            actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) },
          },
        },
      },
      ready: {
        on: {
          'load.reload': {
            target: 'loading',
            actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) },
          },
        },
      },
      failed: {
        on: {
          'load.retry': 'loading',
          'load.reload': {
            target: 'loading',
            actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) },
          },
        },
      },
    },
  });
}
