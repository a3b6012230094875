import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A machine's stand-in for an actor the app provides (`machine.provide({ actors })`): it only names
 * the actor's output and input types, and fails loudly when the app forgot to provide it.
 */
export const providedByApp = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
