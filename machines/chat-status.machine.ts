import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { ChatStatus } from '../src/api/contracts/chat';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * How often the live chat's status is asked again while shown: staff come and go, and a member
 * watching the menu should see chat come online without reloading. Not in the spec (SPEC 4.13 names
 * the toggle only); a minute keeps the platform's load small.
 */
export const CHAT_STATUS_REFRESH_MS = 60_000;

export interface ChatStatusContext {
  /** The last status the platform gave, with the member's pending choice laid over while saving. */
  status: ChatStatus | null;
  /** Why the first load failed (the view offers a retry). */
  failure: FailureInfo | null;
  /** Why the last switch did not stick (the switch is back where it was). */
  saveFailure: FailureInfo | null;
}

export type ChatStatusEvent = { type: 'status.retry' } | { type: 'availability.toggle' };

/**
 * SPEC 4.13 chat status toggle, for a logged-in member only (the view is not mounted for a visitor
 * or a trial account, SPEC 6): loads whether live chat is online and the member's own availability,
 * asks again every minute, and switches the availability. The switch moves at once and goes back if
 * the platform refuses, so the member sees the answer without waiting; the platform keeps the
 * choice per account, so it holds after a reload and on another device.
 */
export const chatStatusMachine = setup({
  types: {
    context: {} as ChatStatusContext,
    events: {} as ChatStatusEvent,
  },
  actors: {
    loadStatus: providedByApp<ChatStatus>('chatStatus: loadStatus'),
    saveAvailability: providedByApp<ChatStatus, { available: boolean }>('chatStatus: saveAvailability'),
  },
  delays: { refresh: CHAT_STATUS_REFRESH_MS },
  guards: { hasStatus: ({ context }) => context.status !== null },
  actions: {
    storeStatus: assign((_, params: { status: ChatStatus }) => ({
      status: params.status,
      failure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    flipAvailability: assign(({ context }) => ({
      saveFailure: null,
      status: context.status && { ...context.status, available: !context.status.available },
    })),
    revertAvailability: assign(({ context }, params: { error: unknown }) => ({
      saveFailure: toFailureInfo(params.error),
      status: context.status && { ...context.status, available: !context.status.available },
    })),
  },
}).createMachine({
  id: 'chatStatus',
  context: { status: null, failure: null, saveFailure: null },
  initial: 'loading',
  states: {
    // The first load and the minute's refresh: a refresh that fails keeps the last status (the next
    // minute asks again); only a first load that fails needs the member's retry.
    loading: {
      invoke: {
        src: 'loadStatus',
        onDone: {
          target: 'ready',
          actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: [
          { guard: 'hasStatus', target: 'ready' },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      // The member's switch wins over a refresh in flight (leaving the state cancels it).
      on: {
        'availability.toggle': { guard: 'hasStatus', target: 'saving', actions: 'flipAvailability' },
      },
    },
    failed: {
      on: { 'status.retry': 'loading' },
    },
    ready: {
      after: { refresh: 'loading' },
      on: { 'availability.toggle': { target: 'saving', actions: 'flipAvailability' } },
    },
    saving: {
      // One switch at a time: a second press while the first is on its way is not taken.
      invoke: {
        src: 'saveAvailability',
        input: ({ context }) => ({ available: context.status?.available ?? true }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'revertAvailability', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
