import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InboxMessage, MessageListValue } from '../src/api/contracts/wallet';
import { ApiError } from '../src/api/errors';
import { inboxMachine } from './inbox.machine';

const message = (id: string, read: boolean): InboxMessage => ({
  id,
  sentAt: '2026-11-22T12:00:00.000Z',
  template: 'depositCredited',
  title: 'Deposit credited',
  body: 'Your deposit has been credited.',
  params: { site: 'BetBangla', currency: '৳', amount: '1,000.00' },
  read,
});

/** Two pages: page 1 has an unread M1 and M2 and a read M3; page 2 one read M4. */
function pages(): Record<number, MessageListValue> {
  return {
    1: {
      content: [message('M1', false), message('M2', false), message('M3', true)],
      pageNum: 1,
      totalPages: 2,
      totalCount: 4,
    },
    2: { content: [message('M4', true)], pageNum: 2, totalPages: 2, totalCount: 4 },
  };
}

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(
  options: {
    failLoads?: number;
    markRead?: (id: string) => Promise<unknown>;
    markAllRead?: (ids: string[]) => Promise<unknown>;
  } = {},
) {
  let failures = options.failLoads ?? 0;
  let allRead = false;
  const loads: number[] = [];
  const marks: string[] = [];
  const inboxChanged = vi.fn<() => void>();
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { page: number } }) => {
          loads.push(input.page);
          if (failures-- > 0) throw new ApiError('network', 'messageList');
          const page = pages()[input.page]!;
          return allRead ? { ...page, content: page.content.map((m) => ({ ...m, read: true })) } : page;
        }),
        markAllRead: fromPromise<unknown, { ids: string[] }>(async ({ input }) => {
          await options.markAllRead?.(input.ids);
          allRead = true;
          return null;
        }),
        markRead: fromPromise(async ({ input }: { input: { id: string } }) => {
          marks.push(input.id);
          return options.markRead ? options.markRead(input.id) : null;
        }),
      },
      actions: { inboxChanged },
    }),
  ).start();
  return { actor, loads, marks, inboxChanged };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches({ list: 'ready' }));
const markingIdle = (actor: Actor) => waitFor(actor, (s) => s.matches({ marking: 'idle' }));
const readOf = (actor: Actor, id: string) =>
  actor.getSnapshot().context.data?.content.find((m) => m.id === id)?.read;

describe('inbox machine', () => {
  it('loads the first page', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await ready(actor);
    expect(loads).toEqual([1]);
    expect(actor.getSnapshot().context.data?.content.map((m) => m.id)).toEqual(['M1', 'M2', 'M3']);
  });

  it('keeps the failure and loads again on retry', async () => {
    const { actor, loads } = start({ failLoads: 1 });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'load.retry' });
    await ready(actor);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(loads).toEqual([1, 1]);
  });

  it('goes to another page within range only, closing the open message', async () => {
    const { actor, loads } = start();
    await ready(actor);
    actor.send({ type: 'message.toggle', id: 'M3' });
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 3 });
    actor.send({ type: 'page.go', page: 1 });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'page.go', page: 2 });
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await ready(actor);
    expect(loads).toEqual([1, 2]);
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, openId: null });
  });

  it('opens and closes a read message without marking anything', async () => {
    const { actor, marks, inboxChanged } = start();
    await ready(actor);
    actor.send({ type: 'message.toggle', id: 'M3' });
    expect(actor.getSnapshot().context.openId).toBe('M3');
    actor.send({ type: 'message.toggle', id: 'M3' });
    expect(actor.getSnapshot().context.openId).toBeNull();
    expect(actor.getSnapshot().matches({ marking: 'idle' })).toBe(true);
    expect(marks).toEqual([]);
    expect(inboxChanged).not.toHaveBeenCalled();
  });

  it('marks an unread message read once the platform agrees, then signals the change', async () => {
    const gate = deferred();
    const { actor, marks, inboxChanged } = start({ markRead: () => gate.promise });
    await ready(actor);
    actor.send({ type: 'message.toggle', id: 'M1' });
    expect(actor.getSnapshot().context.openId).toBe('M1');
    expect(actor.getSnapshot().matches({ marking: 'saving' })).toBe(true);
    expect(readOf(actor, 'M1')).toBe(false);
    // Closing and opening again while the mark is on its way sends no second mark.
    actor.send({ type: 'message.toggle', id: 'M1' });
    actor.send({ type: 'message.toggle', id: 'M1' });
    gate.resolve();
    await markingIdle(actor);
    expect(readOf(actor, 'M1')).toBe(true);
    expect(marks).toEqual(['M1']);
    expect(inboxChanged).toHaveBeenCalledTimes(1);
  });

  it('marks quick openings one after another', async () => {
    const gates = new Map([
      ['M1', deferred()],
      ['M2', deferred()],
    ]);
    const { actor, marks, inboxChanged } = start({ markRead: (id) => gates.get(id)!.promise });
    await ready(actor);
    actor.send({ type: 'message.toggle', id: 'M1' });
    actor.send({ type: 'message.toggle', id: 'M2' });
    expect(actor.getSnapshot().context).toMatchObject({ openId: 'M2', toMark: ['M1', 'M2'] });
    expect(marks).toEqual(['M1']);
    gates.get('M1')!.resolve();
    await waitFor(actor, () => marks.length === 2);
    expect(readOf(actor, 'M1')).toBe(true);
    expect(readOf(actor, 'M2')).toBe(false);
    gates.get('M2')!.resolve();
    await waitFor(actor, (s) => s.context.toMark.length === 0 && s.matches({ marking: 'idle' }));
    expect(readOf(actor, 'M2')).toBe(true);
    expect(inboxChanged).toHaveBeenCalledTimes(2);
  });

  it('leaves a message unread when marking fails, and marks it on the next opening', async () => {
    let fail = true;
    const { actor, marks, inboxChanged } = start({
      markRead: async () => {
        if (fail) throw new ApiError('network', 'messageRead');
        return null;
      },
    });
    await ready(actor);
    actor.send({ type: 'message.toggle', id: 'M2' });
    await markingIdle(actor);
    expect(readOf(actor, 'M2')).toBe(false);
    expect(inboxChanged).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'message.toggle', id: 'M2' }); // closes
    actor.send({ type: 'message.toggle', id: 'M2' }); // opens, marks again
    await waitFor(actor, () => readOf(actor, 'M2') === true);
    expect(marks).toEqual(['M2', 'M2']);
    expect(inboxChanged).toHaveBeenCalledTimes(1);
  });

  it("marks the page's unread messages read in one call, signals the change and shows the page again", async () => {
    const gate = deferred();
    const sent: string[][] = [];
    const { actor, loads, inboxChanged } = start({
      markAllRead: (ids) => {
        sent.push(ids);
        return gate.promise;
      },
    });
    await ready(actor);
    actor.send({ type: 'inbox.readAll' });
    expect(actor.getSnapshot().matches({ list: 'readingAll' })).toBe(true);
    actor.send({ type: 'inbox.readAll' }); // a double click sends one call
    expect(sent).toEqual([['M1', 'M2']]);
    gate.resolve();
    await waitFor(actor, () => loads.length === 2);
    await ready(actor);
    expect(actor.getSnapshot().context.data?.content.every((m) => m.read)).toBe(true);
    expect(inboxChanged).toHaveBeenCalledTimes(1);
    // Nothing unread left on the page: nothing to mark.
    actor.send({ type: 'inbox.readAll' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
  });

  it('keeps the list and the failure when marking all fails', async () => {
    const { actor, inboxChanged } = start({
      markAllRead: async () => {
        throw new ApiError('network', 'messagesReadAll');
      },
    });
    await ready(actor);
    actor.send({ type: 'inbox.readAll' });
    await ready(actor);
    expect(actor.getSnapshot().context.readAllFailure).toEqual({ kind: 'network' });
    expect(readOf(actor, 'M1')).toBe(false);
    expect(inboxChanged).not.toHaveBeenCalled();
  });
});
