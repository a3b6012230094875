import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { MessageListValue } from '../src/api/contracts/wallet';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

export type InboxEvent =
  | { type: 'page.go'; page: number }
  | { type: 'load.retry' }
  | { type: 'message.toggle'; id: string }
  | { type: 'inbox.readAll' };

export interface InboxContext {
  /** The page asked for (from 1); the answer's pageNum replaces it. */
  page: number;
  data: MessageListValue | null;
  failure: FailureInfo | null;
  /** The expanded message, if any. */
  openId: string | null;
  /** Messages opened while unread, waiting to be marked read, oldest first. */
  toMark: string[];
  /** The last "mark all read" that failed (the list stays as it was). */
  readAllFailure: FailureInfo | null;
}

/**
 * The inbox (messageV2): a page of messages at a time, one expanded at a time. Opening an unread
 * message marks it read on the platform; the list shows it read once the platform has agreed, and
 * `inboxChanged` tells the app (the unread badge reloads). Marks are sent one after another, so
 * quick openings never race; a failed mark leaves the message unread, to be marked on next opening.
 * `inbox.readAll` marks the page's unread messages read in one call (the platform takes a list of
 * ids), then loads the page again.
 */
export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent },
  actors: {
    loadPage: providedByApp<MessageListValue, { page: number }>('inbox: loadPage'),
    markRead: providedByApp<unknown, { id: string }>('inbox: markRead'),
    markAllRead: providedByApp<unknown, { ids: string[] }>('inbox: markAllRead'),
  },
  actions: {
    /** The read state changed on the platform (the view provides the app-wide signal). */
    inboxChanged: () => {},
    storePage: assign(({ event }) => {
      assertEvent(event, 'page.go');
      return { page: event.page };
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'page.go');
      const last = context.data?.totalPages ?? 1;
      return event.page !== context.page && event.page >= 1 && event.page <= last;
    },
    opensUnread: ({ context, event }) => {
      assertEvent(event, 'message.toggle');
      const message = context.data?.content.find((m) => m.id === event.id);
      return context.openId !== event.id && !!message && !message.read && !context.toMark.includes(event.id);
    },
    hasMarksWaiting: ({ context }) => context.toMark.length > 0,
    hasUnread: ({ context }) => context.data?.content.some((m) => !m.read) === true,
  },
}).createMachine({
  id: 'inbox',
  type: 'parallel',
  context: { page: 1, data: null, failure: null, openId: null, toMark: [], readAllFailure: null },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                data: event.output,
                page: event.output.pageNum,
                failure: null,
                openId: null,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ failure: toFailureInfo(event.error) })),
            },
          },
        },
        ready: {
          on: {
            'inbox.readAll': {
              guard: 'hasUnread',
              target: 'readingAll',
              actions: assign({ readAllFailure: null }),
            },
            'page.go': { guard: 'isOtherPage', target: 'loading', actions: 'storePage' },
            'message.toggle': [
              {
                guard: 'opensUnread',
                actions: assign(({ context, event }) => ({
                  openId: event.id,
                  toMark: [...context.toMark, event.id],
                })),
              },
              {
                actions: assign(({ context, event }) => ({
                  openId: context.openId === event.id ? null : event.id,
                })),
              },
            ],
          },
        },
        readingAll: {
          invoke: {
            src: 'markAllRead',
            input: ({ context }) => ({
              ids: (context.data?.content ?? [])
                .filter((message) => !message.read)
                .map((message) => message.id),
            }),
            onDone: { target: 'loading', actions: ['inboxChanged', assign({ toMark: [] })] },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({ readAllFailure: toFailureInfo(event.error) })),
            },
          },
        },
        failed: {
          on: {
            'load.retry': 'loading',
          },
        },
      },
    },
    marking: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasMarksWaiting', target: 'saving' },
        },
        saving: {
          invoke: {
            src: 'markRead',
            input: ({ context }) => ({ id: context.toMark[0]! }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => {
                  const [id, ...rest] = context.toMark;
                  const data = context.data && {
                    ...context.data,
                    content: context.data.content.map((m) => (m.id === id ? { ...m, read: true } : m)),
                  };
                  return { toMark: rest, data };
                }),
                'inboxChanged',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({ toMark: context.toMark.slice(1) })),
            },
          },
        },
      },
    },
  },
});
