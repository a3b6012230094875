import type { ActorRefLike, AnyEventObject, InspectionEvent, Snapshot } from 'xstate';
import { summarize } from './mask-secrets';

/**
 * The QA inspector's view of the app's state machines, fed by XState's inspection API
 * (the `inspect` option of src/lib/actor-inspection.ts): each running machine with its state, its
 * context (summarized and masked when read) and its last events. Memory stays bounded: a few events
 * an actor, and a stopped actor leaves the list a few seconds after it stopped.
 */

export type ActorStatus = 'running' | 'done' | 'stopped' | 'error';

export interface ActorEventRecord {
  /** When it arrived, in the registry's clock (ms). */
  at: number;
  type: string;
  /** The event's other fields, summarized and masked ('' when it has none). */
  detail: string;
}

export interface ActorView {
  /** Stable for the actor's life: a React key, a row of the report. */
  key: number;
  /** The machine's id, after its parents' (`session`, `login`: the login the session invoked). */
  path: readonly string[];
  state: string;
  status: ActorStatus;
  context: string;
  /** Oldest first. */
  events: readonly ActorEventRecord[];
}

export interface ActorRegistryOptions {
  now: () => number;
  /** Events kept an actor. */
  eventsPerActor?: number;
  /** How long a stopped actor still shows (as stopped), in ms. */
  keepStoppedMs?: number;
  /** Actors kept at most: past it the oldest stopped ones go first, then the oldest. */
  maxActors?: number;
}

/** What the inspection events carry: an Actor, of which only these fields are read. */
type InspectedRef = ActorRefLike & { id?: string; logic?: { id?: unknown } };

type MachineSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

interface Entry {
  key: number;
  ref: InspectedRef;
  /** The actor that started it (the init event's source): a child's parent. */
  parent: InspectedRef | undefined;
  snapshot: MachineSnapshot;
  events: ActorEventRecord[];
  stoppedAt: number | null;
}

/** A context is read whole when it is shown: room for a session's dozen fields, bounded still. */
const CONTEXT_LIMITS = { keys: 12, length: 600 };

const isMachineSnapshot = (snapshot: unknown): snapshot is MachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'context' in snapshot;

/** `signedIn.idle`; parallel regions side by side: `(a.x, b.y)`. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  const regions = Object.entries(value).map(([key, child]) => {
    const inner = stateValueText(child);
    return inner === '{}' || inner === '' ? key : `${key}.${inner}`;
  });
  if (regions.length === 0) return '{}';
  return regions.length === 1 ? regions[0]! : `(${regions.join(', ')})`;
}

/** A machine's name: its id, or the actor's when the machine has none of its own. */
function nameOf(ref: InspectedRef): string {
  const id = ref.logic?.id;
  return typeof id === 'string' && id !== '(machine)' ? id : (ref.id ?? ref.sessionId);
}

/** The event's other fields (an init's input, a call's output), summarized: it is one line of a list. */
function eventDetail(event: AnyEventObject): string {
  const fields = Object.entries(event).filter(([key, value]) => key !== 'type' && value !== undefined);
  return fields.length === 0 ? '' : summarize(Object.fromEntries(fields), { depth: 2, keys: 4, length: 120 });
}

export function createActorRegistry({
  now,
  eventsPerActor = 6,
  keepStoppedMs = 5_000,
  maxActors = 200,
}: ActorRegistryOptions) {
  // Keyed by the actor itself: session ids repeat across root actors (each root has its own system).
  const entries = new Map<ActorRefLike, Entry>();
  let nextKey = 1;

  /** The entry of a machine actor, made when it first shows activity (a created actor may never start). */
  function entryOf(ref: ActorRefLike, snapshot: unknown): Entry | null {
    const known = entries.get(ref);
    if (known) return known;
    if (!isMachineSnapshot(snapshot)) return null;
    prune(1);
    const entry: Entry = {
      key: nextKey++,
      ref: ref as InspectedRef,
      parent: undefined,
      snapshot,
      events: [],
      stoppedAt: null,
    };
    entries.set(ref, entry);
    return entry;
  }

  /** Forgets actors stopped long enough ago, and the oldest past `maxActors` (with `room` for new ones). */
  function prune(room = 0) {
    const time = now();
    for (const [ref, entry] of entries) {
      if (entry.stoppedAt !== null && time - entry.stoppedAt >= keepStoppedMs) entries.delete(ref);
    }
    const excess = entries.size + room - maxActors;
    if (excess <= 0) return;
    const order = [...entries.values()].sort(
      (a, b) => Number(a.stoppedAt === null) - Number(b.stoppedAt === null) || a.key - b.key,
    );
    for (const entry of order.slice(0, excess)) entries.delete(entry.ref);
  }

  function inspect(event: InspectionEvent): void {
    if (event.type === '@xstate.event') {
      const entry = entryOf(event.actorRef, event.actorRef.getSnapshot());
      if (!entry) return;
      if (event.event.type === 'xstate.init') entry.parent = event.sourceRef as InspectedRef | undefined;
      entry.events.push({ at: now(), type: event.event.type, detail: eventDetail(event.event) });
      if (entry.events.length > eventsPerActor) entry.events.splice(0, entry.events.length - eventsPerActor);
    } else if (event.type === '@xstate.snapshot') {
      const entry = entryOf(event.actorRef, event.snapshot);
      if (!entry || !isMachineSnapshot(event.snapshot)) return;
      entry.snapshot = event.snapshot;
      // Started again (React's strict mode stops and restarts an actor): running once more.
      entry.stoppedAt = event.snapshot.status === 'active' ? null : (entry.stoppedAt ?? now());
    }
  }

  function pathOf(entry: Entry): string[] {
    const path = [nameOf(entry.ref)];
    for (let parent = entry.parent; parent; parent = entries.get(parent)?.parent)
      path.unshift(nameOf(parent));
    return path;
  }

  /** The machines, in the order they started; contexts are summarized now, not at every change. */
  function actors(): ActorView[] {
    prune();
    return [...entries.values()].map((entry) => ({
      key: entry.key,
      path: pathOf(entry),
      state: stateValueText(entry.snapshot.value),
      status: entry.snapshot.status === 'active' ? 'running' : entry.snapshot.status,
      context: summarize(entry.snapshot.context, CONTEXT_LIMITS),
      events: [...entry.events],
    }));
  }

  return { inspect, actors };
}

export type ActorRegistry = ReturnType<typeof createActorRegistry>;
