import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/** What the back office still has to decide, and how an item is known from one load to the next. */
export interface PendingRule<Item> {
  isPending: (item: Item) => boolean;
  keyOf: (item: Item) => string;
}

/** The items pending in `before` and not any more in `after` (new or still pending ones do not count). */
export function settledItems<Item>(
  { isPending, keyOf }: PendingRule<Item>,
  before: readonly Item[],
  after: readonly Item[],
): Item[] {
  const pending = new Set(before.filter(isPending).map(keyOf));
  return after.filter((item) => pending.has(keyOf(item)) && !isPending(item));
}

export interface PendingWatchOptions<Item, Answer, Query> extends PendingRule<Item> {
  /** The machine's id, and the name its `load` error speaks of. */
  id: string;
  /** The items of an answer. */
  itemsOf: (answer: Answer) => Item[];
  /** The query an answer is for (the server may clamp a page); default: the query asked. */
  answeredQuery?: (answer: Answer, asked: Query) => Query;
}

export type PendingWatchEvent<Item, Query> =
  /** A new or changed item from a form: shown at once (a known one where it stands) and watched. */
  | { type: 'items.add'; item: Item }
  /** Something may have changed (a lost answer): load the same query again, once the list is shown. */
  | { type: 'items.refresh' }
  /** Another query (a page, page 1 after a change): loaded at once, replacing a load in flight. */
  | { type: 'items.query'; query: Query }
  | { type: 'load.retry' };

/** What `load` gets (wrapped: XState cannot map a bare generic input). */
export type PendingWatchLoadInput<Query> = { query: Query };

export interface PendingWatchContext<Item, Answer, Query> {
  query: Query;
  /** The last good list: kept on screen while it reloads and after a failed load. */
  items: Item[];
  /** The last good answer (a page's count of pages). */
  answer: Answer | null;
  failure: FailureInfo | null;
}

/**
 * A list kept fresh while something on it is pending (deposits and withdrawals in review, a redeem
 * In Process): typed by its `Item`, the `Answer` a load gives and the `Query` it takes (the
 * machine's input). Every 5 s (the `poll` delay) it loads again while an item `isPending`, and when
 * pending items settle the `itemsSettled` action tells the app (the header balance reloads). With
 * nothing pending it rests until told. A failed load keeps the last list and, while items are
 * pending, tries again on the next tick; a failed first load waits for `load.retry`.
 *
 * The `load` actor and the `itemsSettled` action are provided by the app.
 */
export function createPendingWatchMachine<Item, Answer, Query>(
  options: PendingWatchOptions<Item, Answer, Query>,
) {
  const { id, itemsOf, answeredQuery = (_: Answer, asked: Query) => asked } = options;
  const settled = (before: readonly Item[], answer: Answer) => settledItems(options, before, itemsOf(answer));
  return setup({
    types: {
      context: {} as PendingWatchContext<Item, Answer, Query>,
      events: {} as PendingWatchEvent<Item, Query>,
      input: {} as Query,
    },
    actors: {
      load: providedByApp<Answer, PendingWatchLoadInput<Query>>(`${id}: load`),
    },
    delays: { poll: 5_000 },
    guards: {
      hasPending: ({ context }) => context.items.some(options.isPending),
      someSettled: (_, params: { items: Item[] }) => params.items.length > 0,
    },
    actions: {
      /** Provided by the app: what the settled items changed loads again (the header balance). */
      itemsSettled: (_, _params: { items: Item[] }) => {},
      storeAnswer: assign(({ context }, params: { answer: Answer }) => ({
        items: itemsOf(params.answer),
        answer: params.answer,
        query: answeredQuery(params.answer, context.query),
        failure: null,
      })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ query: input, items: [], answer: null, failure: null }),
    initial: 'loading',
    on: {
      'items.add': {
        target: '.loading',
        actions: assign({
          // A known item is replaced where it stands (an answered confirmation); a new one leads.
          items: ({ context, event }) => {
            const key = options.keyOf(event.item);
            return context.items.some((item) => options.keyOf(item) === key)
              ? context.items.map((item) => (options.keyOf(item) === key ? event.item : item))
              : [event.item, ...context.items];
          },
        }),
      },
      'items.query': { target: '.loading', actions: assign({ query: ({ event }) => event.query }) },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            {
              guard: {
                type: 'someSettled',
                params: ({ context, event }) => ({ items: settled(context.items, event.output) }),
              },
              target: 'loaded',
              actions: [
                {
                  type: 'itemsSettled',
                  params: ({ context, event }) => ({ items: settled(context.items, event.output) }),
                },
                { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              ],
            },
            {
              target: 'loaded',
              actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
            },
          ],
          onError: {
            target: 'failed',
            actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
          },
        },
      },
      loaded: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [{ guard: 'hasPending', target: 'watching' }, { target: 'resting' }],
          },
          /** Something is pending: look again in 5 s. */
          watching: {
            after: { poll: { target: `#${id}.loading` } },
          },
          resting: {},
        },
        on: { 'items.refresh': 'loading' },
      },
      failed: {
        after: { poll: { guard: 'hasPending', target: 'loading' } },
        on: { 'load.retry': 'loading', 'items.refresh': 'loading' },
      },
    },
  });
}

export type PendingWatchMachine<Item, Answer, Query> = ReturnType<
  typeof createPendingWatchMachine<Item, Answer, Query>
>;
