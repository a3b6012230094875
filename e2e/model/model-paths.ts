import { expect, type Page } from '@playwright/test';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap } from 'xstate/graph';

type Snapshot = SnapshotFrom<AnyStateMachine>;

/** One step of a path: the event the machine takes, and where it lands. */
/** An event with its payload (a form's values, a call's answer). */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelStep {
  event: EventObject;
  state: Snapshot;
}

/**
 * How a real machine meets the app: the events the graph may take, what names a state
 * the player can tell apart, what the player sees there, and how each event comes about in the app.
 */
export interface MachineModel {
  /** The machine's name, as docs/testing.md lists it. */
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** A test name's words for an event whose type alone does not tell it apart (a form sent empty). */
  describe?: (event: ModelEvent) => string | undefined;
  /** The events the graph explores: the player's, and the answers of the calls the machine invokes. */
  events: readonly ModelEvent[];
  /**
   * Whether the app lets the event happen in a state where the machine would take it (a button
   * under an open warning cannot be pressed); every event, when absent.
   */
  allows?: (state: Snapshot, event: ModelEvent) => boolean;
  /** A state as the graph tells it apart: its value, and the parts of its context that matter. */
  key: (state: Snapshot) => string;
  /**
   * A state as the player tells it apart, where it differs from `key` (a throttle's second, which
   * the graph must follow but the screen does not show); `key` when absent.
   */
  shown?: (state: Snapshot) => string;
  /** Opens the app where the machine starts, in a world that answers as the path needs. */
  start: (page: Page, path: ModelPath) => Promise<void>;
  /**
   * What the player sees in a state, by key. Every state the model can reach has a check here,
   * or is named in `inFlight` (checked when the paths are made).
   */
  see: Readonly<Record<string, (page: Page) => Promise<void>>>;
  /**
   * The states the app passes through while a call is in flight: the player waits for its answer,
   * so a path never ends there and no action is taken there. Named, so that a state added to the
   * machine without a check fails the journeys rather than being skipped.
   */
  inFlight: readonly string[];
  /**
   * How an event comes about: a player's action, or nothing for a call's answer (the world gives
   * it). `next` is the event after this one, so an action whose outcome the world decides (a
   * login: accepted, refused, or a forced change) types what brings that outcome.
   */
  act: Readonly<
    Record<string, (page: Page, event: EventObject, next: EventObject | undefined) => Promise<void>>
  >;
}

export interface ModelPath {
  /** The events in order, for the test's name. */
  description: string;
  /** Where the machine starts, seen once the app is open. */
  initial: Snapshot;
  steps: ModelStep[];
}

const shownOf = (model: MachineModel, state: Snapshot) => (model.shown ?? model.key)(state);
const isAnswer = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);

/**
 * Whether the player can bring the event about in the state: the app allows it, and nothing is in
 * flight (a state the model cannot see), since the player waits for the answer before acting.
 */
const canHappen = (model: MachineModel, state: Snapshot, event: EventObject) =>
  (model.allows?.(state, event as ModelEvent) ?? true) &&
  (model.see[shownOf(model, state)] !== undefined || isAnswer(event));

/** An event as a test's name shows it: a call's answer or refusal by the state that waits for it. */
function eventName(model: MachineModel, event: EventObject): string {
  const described = model.describe?.(event as ModelEvent);
  if (described) return described;
  const actor = /^xstate\.(done|error)\.actor\.(?:.*\.)?([^.]+)$/.exec(event.type);
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  const refusal = (event as { error?: { code?: string; status?: number; serverMessage?: string } }).error;
  if (actor && refusal)
    return `refused:${actor[2]} (${refusal.code ?? refusal.status ?? refusal.serverMessage})`;
  if (actor) return `answer:${actor[2]}`;
  if (after) return `after:${after[1]}`;
  return event.type;
}

/**
 * A journey for every move the player can tell apart: the shortest path to each state the graph
 * tells apart, then one event from there that changes what the player sees (so every transition between seen states is taken,
 * not just every state reached). Paths that are the start of a longer one are dropped; a path that
 * ends while a call is in flight goes on with its answer.
 */
export function modelPaths(model: MachineModel): ModelPath[] {
  // getShortestPaths, not createTestModel: the test model refuses machines that invoke actors, and
  // these machines' calls are invoked; their answers are events the model lists.
  const traversal = {
    events: model.events as EventObject[],
    serializeState: (state: Snapshot) => model.key(state),
    filterEvents: (state: Snapshot, event: EventObject) => canHappen(model, state, event),
    input: model.input,
  };
  const found = getShortestPaths(model.machine, traversal);
  // The moves the graph found, by state: the same resolution of a step (eventless transitions
  // included) as the paths themselves.
  const adjacency = getAdjacencyMap(model.machine, traversal);
  expectTotalChecks(model, adjacency);
  const initial = found[0]!.steps[0]!.state;
  const toStates = found.map((path) => path.steps.filter((step) => step.event.type !== 'xstate.init'));
  const paths = toStates.flatMap((steps) => {
    const from = steps.at(-1)?.state ?? initial;
    return movesFrom(model, adjacency, from)
      .filter(({ state }) => shownOf(model, state) !== shownOf(model, from))
      .map((step) => settled(model, adjacency, [...steps, step]));
  });
  // Compared by the steps the player can tell apart: a step that changes nothing they see (the
  // throttle's second passing) does not make a path of its own.
  const sequence = (steps: ModelStep[]) =>
    steps
      .filter((step, i) => shownOf(model, step.state) !== shownOf(model, steps[i - 1]?.state ?? initial))
      .map((step) => JSON.stringify(step.event));
  const isPrefix = (short: string[], long: string[]) =>
    short.length <= long.length && short.every((event, i) => event === long[i]);
  const seen = paths.map(sequence);
  const kept = paths.filter(
    (_, i) =>
      !seen.some(
        (other, j) => j !== i && isPrefix(seen[i]!, other) && (seen[i]!.length < other.length || j < i),
      ),
  );
  for (const steps of kept) {
    const end = shownOf(model, steps.at(-1)!.state);
    if (!model.see[end]) throw new Error(`${model.name}: a path ends in ${end}, which the model cannot see`);
    for (const step of steps)
      if (!model.act[step.event.type])
        throw new Error(`${model.name}: no way to bring about ${step.event.type}`);
  }
  return kept.map((steps) => ({
    initial,
    description: steps
      .map((step) => `${eventName(model, step.event)} → ${shownOf(model, step.state)}`)
      .join(', '),
    steps,
  }));
}

/**
 * Every state the graph can reach is checked where the player sees it, or is a call in flight the
 * model names: a state with neither fails the journeys, naming it.
 */
function expectTotalChecks(model: MachineModel, adjacency: AdjacencyMap<Snapshot, EventObject>) {
  const reached = Object.values(adjacency as unknown as Record<string, { state: Snapshot }>).map(
    ({ state }) => shownOf(model, state),
  );
  const unchecked = [...new Set(reached)].filter(
    (state) => !model.see[state] && !model.inFlight.includes(state),
  );
  if (unchecked.length)
    throw new Error(
      `${model.name}: no check of what the player sees in ${unchecked.join(', ')} (add one to \`see\`, or name a call in flight in \`inFlight\`)`,
    );
  const stale = model.inFlight.filter((state) => !reached.includes(state) || model.see[state]);
  if (stale.length)
    throw new Error(`${model.name}: inFlight names ${stale.join(', ')}, which it cannot be in unseen`);
}

/** The check of a state on a path: what the player sees, or, for a call in flight, that the model names it so. */
function checkOf(model: MachineModel, state: string): (page: Page) => Promise<void> {
  return (
    model.see[state] ??
    (async () => {
      expect(model.inFlight, `${model.name}: ${state} has no check`).toContain(state);
    })
  );
}

/**
 * A path that ends while a call is in flight goes on with the call's answer, as the app does: the
 * first listed event that moves it on (the answer of the call it waits for).
 */
function settled(model: MachineModel, adjacency: AdjacencyMap<Snapshot, EventObject>, path: ModelStep[]) {
  const steps = [...path];
  for (let guard = 0; guard < 5 && !model.see[shownOf(model, steps.at(-1)!.state)]; guard++) {
    const from = steps.at(-1)!.state;
    const moved = movesFrom(model, adjacency, from).find(
      ({ event, state }) => isAnswer(event) && model.key(state) !== model.key(from),
    );
    if (!moved) break;
    steps.push(moved);
  }
  return steps;
}

/** The steps the graph takes from a state, in the order the model lists its events. */
function movesFrom(model: MachineModel, adjacency: AdjacencyMap<Snapshot, EventObject>, from: Snapshot) {
  const byState = adjacency as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: Snapshot }> } | undefined
  >;
  const moves = Object.values(byState[model.key(from)]?.transitions ?? {});
  return model.events.flatMap((event) => {
    const move = moves.find((candidate) => candidate.event === event);
    return move ? [{ event: move.event, state: move.state }] : [];
  });
}

/**
 * Lifts the world's faults as QA does, from the Scenarios panel, so the next call is answered. The
 * panel's shortcut opens it over a popup too, where its button is behind the popup.
 */
export async function liftFaults(page: Page) {
  await page.keyboard.press('Alt+Shift+Q');
  await page.getByRole('button', { name: 'Lift faults until reload' }).click();
  await page.keyboard.press('Escape');
}

/** Drives the app along a path, checking what the player sees at each state the model can see. */
export async function walkPath(page: Page, model: MachineModel, path: ModelPath) {
  await model.start(page, path);
  // A machine that starts with a call in flight (settings loading) is first seen at its answer.
  await checkOf(model, shownOf(model, path.initial))(page);
  for (const [i, step] of path.steps.entries()) {
    await model.act[step.event.type]!(page, step.event, path.steps[i + 1]?.event);
    await checkOf(model, shownOf(model, step.state))(page);
  }
}
