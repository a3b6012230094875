import type { InspectionEvent } from 'xstate';

/** What observes every actor system of the app: the QA inspector's registry, in mock mode only. */
export type ActorInspector = (event: InspectionEvent) => void;

let installed: ActorInspector | null = null;

/** Mock mode: the QA code installs its registry at start, before the first actor is created. */
export function installActorInspector(inspector: ActorInspector | null): void {
  installed = inspector;
}

/**
 * The `inspect` option every root actor is created with (`useActorRef(logic, { inspect })`,
 * `createActorContext(logic, { inspect })`, `createActor(logic, { inspect })`); the children of a
 * root share its system and so its inspector. A real-backend build makes it `undefined` at build
 * time: XState then adds no observer, and none of the inspector ships.
 */
export const inspect: ActorInspector | undefined = import.meta.env.VITE_API_BASE_URL
  ? undefined
  : (event) => installed?.(event);
