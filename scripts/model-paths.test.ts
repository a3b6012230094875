import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { modelPaths, type MachineModel } from '../e2e/model/model-paths';

/** A machine with a call: idle → loading (a call in flight) → shown. */
const machine = createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: { on: { 'xstate.done.actor.load': 'shown' } },
    shown: {},
  },
});
const check = async () => undefined;
const model = (parts: Partial<MachineModel>): MachineModel => ({
  name: 'sample',
  machine,
  events: [{ type: 'go' }, { type: 'xstate.done.actor.load' }],
  key: (state) => String(state.value),
  start: check,
  see: { idle: check, shown: check },
  inFlight: ['loading'],
  act: { go: check, 'xstate.done.actor.load': check },
  ...parts,
});

describe('the model journeys check every state the model can reach', () => {
  it('make paths when each reached state is seen or a named call in flight', () => {
    expect(modelPaths(model({})).map((path) => path.description)).toEqual([
      'go → loading, answer:load → shown',
    ]);
  });

  it('fail, naming the state, when a reached state has no check and is no call in flight', () => {
    expect(() => modelPaths(model({ inFlight: [] }))).toThrow(
      'sample: no check of what the player sees in loading',
    );
    expect(() => modelPaths(model({ see: { idle: check } }))).toThrow('sees in shown');
  });

  it('fail when a call in flight is named that the model cannot be in, or that it sees', () => {
    expect(() => modelPaths(model({ inFlight: ['loading', 'gone'] }))).toThrow('inFlight names gone');
  });
});
