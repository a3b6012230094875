import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PopupItem } from '../src/api/contracts/content';
import type { PopupAnnouncements } from '../src/api/content';
import { ApiError } from '../src/api/errors';
import {
  ANNOUNCEMENT_MAX_ATTEMPTS,
  ANNOUNCEMENT_RETRY_MS,
  announcementsMachine,
  entriesFor,
  entriesOnPage,
  keyEntries,
  pageCountOf,
  visibleEntries,
  type Audience,
} from './announcements.machine';

const item = (id: string, execution: PopupItem['execution'], language = 'EN'): PopupItem => ({
  id,
  title: `${language} ${id}`,
  content: `<p>${language} content ${id}</p>`,
  execution,
  promotionId: id.endsWith('1') ? `promo-${id}` : null,
});

/** The mock platform's shape: 2 F, 12 A, 11 B entries. */
function world(language = 'EN'): PopupAnnouncements {
  return {
    popup: [
      ...['F1', 'F2'].map((id) => item(id, 'F', language)),
      ...Array.from({ length: 12 }, (_, i) => item(`A${i + 1}`, 'A', language)),
      ...Array.from({ length: 11 }, (_, i) => item(`B${i + 1}`, 'B', language)),
    ],
    promotionImages: [],
  };
}

type Load = { language: string; resolve: (value: PopupAnnouncements) => void; reject: (e: unknown) => void };

function start(closed: Partial<Record<Audience, boolean>> = {}, language = 'EN') {
  const clock = new SimulatedClock();
  const loads: Load[] = [];
  const flags: Audience[] = [];
  const rewardCentre: Array<{ promotionId: string | number | null; audience: Audience }> = [];
  const actor = createActor(
    announcementsMachine.provide({
      actors: {
        loadAnnouncements: fromPromise<PopupAnnouncements, { language: string }>(
          ({ input }) =>
            new Promise((resolve, reject) => loads.push({ language: input.language, resolve, reject })),
        ),
      },
      actions: {
        rememberClosed: (_, { audience }) => flags.push(audience),
        openRewardCentre: (_, params) => rewardCentre.push(params),
      },
    }),
    {
      input: { language, closed: { member: false, anonymous: false, ...closed } },
      clock,
    },
  ).start();
  return { actor, clock, loads, flags, rewardCentre };
}

type Started = ReturnType<typeof start>;

async function answer({ actor, loads }: Started, value: PopupAnnouncements = world()) {
  const load = loads.at(-1);
  if (!load) throw new Error('no load in flight');
  load.resolve(value);
  await waitFor(actor, (s) => !s.matches('loading') && !s.matches('reloading'));
}

const titles = (started: Started) =>
  visibleEntries(started.actor.getSnapshot().context).map((entry) => entry.title);
const shown = (started: Started) => started.actor.getSnapshot().hasTag('visible');
const as = (started: Started, audience: Audience | null, firstTimeLogin = false) =>
  started.actor.send({ type: 'audience.change', audience, firstTimeLogin });

describe('entriesFor (SPEC 4.7)', () => {
  const entries = keyEntries(world().popup);
  it('keeps B for visitors, A for members, F first on a first-time login, nothing while unknown', () => {
    expect(entriesFor(entries, 'anonymous', false).map((e) => e.execution)).toEqual(Array(11).fill('B'));
    expect(entriesFor(entries, 'anonymous', true).every((e) => e.execution === 'B')).toBe(true);
    expect(entriesFor(entries, 'member', false).map((e) => e.execution)).toEqual(Array(12).fill('A'));
    expect(
      entriesFor(entries, 'member', true)
        .map((e) => e.id)
        .slice(0, 3),
    ).toEqual(['F1', 'F2', 'A1']);
    expect(entriesFor(entries, 'member', true)).toHaveLength(14);
    expect(entriesFor(entries, null, true)).toEqual([]);
  });

  it('numbers entries the server sent without an id', () => {
    const keyed = keyEntries([{ title: 't', content: 'c', execution: 'B' }, item('x', 'B')]);
    expect(keyed.map((e) => e.id)).toEqual(['#0', 'x']);
  });

  it('pages nine at a time (SPEC 9 announcement-page-size)', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    const list = Array.from({ length: 14 }, (_, i) => i);
    expect(entriesOnPage(list, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(entriesOnPage(list, 2)).toEqual([9, 10, 11, 12, 13]);
  });
});

describe('announcementsMachine: once per session per audience (SPEC 4.7)', () => {
  it('loads on start in the language, then shows the visitor popup (B) to an anonymous visitor', async () => {
    const started = start();
    expect(started.loads.map((l) => l.language)).toEqual(['EN']);
    as(started, 'anonymous');
    expect(shown(started)).toBe(false);
    await answer(started);
    expect(shown(started)).toBe(true);
    expect(titles(started)).toHaveLength(11);
    expect(titles(started)[0]).toBe('EN B1');
  });

  it('waits while the session settles (no audience yet)', async () => {
    const started = start();
    await answer(started);
    expect(started.actor.getSnapshot().value).toBe('idle');
    as(started, 'anonymous');
    expect(shown(started)).toBe(true);
  });

  it('closing writes the flag of that audience and the popup does not come back', async () => {
    const started = start();
    as(started, 'anonymous');
    await answer(started);
    started.actor.send({ type: 'popup.close' });
    expect(started.flags).toEqual(['anonymous']);
    expect(shown(started)).toBe(false);
    // The session goes busy (a login that fails) and back: still closed.
    as(started, null);
    as(started, 'anonymous');
    expect(shown(started)).toBe(false);
    expect(started.flags).toEqual(['anonymous']);
  });

  it('a session flag already closed keeps that popup shut (a reload in the same session)', async () => {
    const started = start({ anonymous: true });
    as(started, 'anonymous');
    await answer(started);
    expect(shown(started)).toBe(false);
  });

  it('logging in after the visitor popup was closed shows the members popup (A)', async () => {
    const started = start({ anonymous: true });
    as(started, 'anonymous');
    await answer(started);
    as(started, null); // logging in
    as(started, 'member');
    expect(shown(started)).toBe(true);
    expect(titles(started)[0]).toBe('EN A1');
    expect(visibleEntries(started.actor.getSnapshot().context).every((e) => e.execution === 'A')).toBe(true);
    started.actor.send({ type: 'popup.close' });
    expect(started.flags).toEqual(['member']);
  });

  it("a member's closed flag does not close the visitor popup after logout", async () => {
    const started = start({ member: true });
    as(started, 'member');
    await answer(started);
    expect(shown(started)).toBe(false);
    as(started, 'anonymous');
    expect(shown(started)).toBe(true);
    expect(titles(started)[0]).toBe('EN B1');
  });

  it('a first-time login shows the F entries before the A ones', async () => {
    const started = start();
    await answer(started);
    as(started, 'member', true);
    expect(titles(started).slice(0, 3)).toEqual(['EN F1', 'EN F2', 'EN A1']);
    expect(pageCountOf(titles(started).length)).toBe(2);
  });

  it('F entries never show to a member who is not logging in for the first time, nor to a visitor', async () => {
    const started = start();
    await answer(started);
    as(started, 'member', false);
    expect(titles(started).some((t) => t.includes('F'))).toBe(false);
    as(started, 'anonymous', true);
    expect(titles(started).some((t) => t.includes('F'))).toBe(false);
  });

  it('a first-time login whose members popup was closed this session stays closed', async () => {
    const started = start({ member: true });
    await answer(started);
    as(started, 'member', true);
    expect(shown(started)).toBe(false);
  });

  it('shows nothing when the audience has no entries', async () => {
    const started = start();
    as(started, 'anonymous');
    await answer(started, { popup: [item('A1', 'A')], promotionImages: [] });
    expect(shown(started)).toBe(false);
    expect(started.actor.getSnapshot().value).toBe('idle');
  });
});

describe('announcementsMachine: the popup (SPEC 2.4)', () => {
  async function openFor(audience: Audience = 'member') {
    const started = start();
    as(started, audience);
    await answer(started);
    return started;
  }

  it('pages the titles; out-of-range pages are ignored; a page change collapses what was open', async () => {
    const started = await openFor();
    const { actor } = started;
    actor.send({ type: 'entry.toggle', id: 'A1' });
    actor.send({ type: 'page.select', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().context.expanded).toEqual([]);
    actor.send({ type: 'page.select', page: 3 });
    actor.send({ type: 'page.select', page: 0 });
    actor.send({ type: 'page.select', page: 1.5 });
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('opens on the first entry, read in full; a title expands and collapses; several can be open', async () => {
    const { actor } = await openFor();
    expect(actor.getSnapshot().context.expanded).toEqual(['A1']);
    actor.send({ type: 'entry.toggle', id: 'A2' });
    expect(actor.getSnapshot().context.expanded).toEqual(['A1', 'A2']);
    actor.send({ type: 'entry.toggle', id: 'A1' });
    expect(actor.getSnapshot().context.expanded).toEqual(['A2']);
    // An entry of another audience is not in the list: ignored.
    actor.send({ type: 'entry.toggle', id: 'B1' });
    expect(actor.getSnapshot().context.expanded).toEqual(['A2']);
  });

  it('a promotion link opens the reward centre and closes the popup for the session', async () => {
    const started = await openFor();
    started.actor.send({ type: 'promotion.open', id: 'A1' });
    expect(started.rewardCentre).toEqual([{ promotionId: 'promo-A1', audience: 'member' }]);
    expect(started.flags).toEqual(['member']);
    expect(shown(started)).toBe(false);
    as(started, null);
    as(started, 'member');
    expect(shown(started)).toBe(false);
  });

  it('a visitor following a promotion link closes the visitor popup (the app asks them to log in)', async () => {
    const started = await openFor('anonymous');
    started.actor.send({ type: 'promotion.open', id: 'B1' });
    expect(started.rewardCentre).toEqual([{ promotionId: 'promo-B1', audience: 'anonymous' }]);
    expect(started.flags).toEqual(['anonymous']);
  });
});

describe('announcementsMachine: language change (SPEC 4.7)', () => {
  it('reloads in the new language when nothing is shown', async () => {
    const started = start({ anonymous: true });
    as(started, 'anonymous');
    await answer(started);
    started.actor.send({ type: 'language.change', language: 'BN' });
    expect(started.loads.map((l) => l.language)).toEqual(['EN', 'BN']);
    await answer(started, world('BN'));
    expect(started.actor.getSnapshot().context.entries[0]?.title).toBe('BN F1');
  });

  it('keeps the open popup while the new language loads, then shows it in that language', async () => {
    const started = start();
    as(started, 'member');
    await answer(started);
    started.actor.send({ type: 'page.select', page: 2 });
    started.actor.send({ type: 'language.change', language: 'BN' });
    expect(started.actor.getSnapshot().value).toBe('reloading');
    expect(shown(started)).toBe(true);
    expect(titles(started)[0]).toBe('EN A1');
    await answer(started, world('BN'));
    expect(shown(started)).toBe(true);
    expect(titles(started)[0]).toBe('BN A1');
    expect(started.actor.getSnapshot().context.page).toBe(2);
  });

  it('a failed reload keeps the popup as it was', async () => {
    const started = start();
    as(started, 'member');
    await answer(started);
    started.actor.send({ type: 'language.change', language: 'BN' });
    started.loads.at(-1)!.reject(new ApiError('network', 'announcements'));
    await waitFor(started.actor, (s) => s.matches('open'));
    expect(titles(started)[0]).toBe('EN A1');
  });

  it('closing while the new language loads still closes it for the session', async () => {
    const started = start();
    as(started, 'member');
    await answer(started);
    started.actor.send({ type: 'language.change', language: 'BN' });
    started.actor.send({ type: 'popup.close' });
    expect(started.flags).toEqual(['member']);
    await answer(started, world('BN'));
    expect(shown(started)).toBe(false);
  });

  it('the same language again is no change', async () => {
    const started = start();
    started.actor.send({ type: 'language.change', language: 'EN' });
    await answer(started);
    started.actor.send({ type: 'language.change', language: 'EN' });
    expect(started.loads).toHaveLength(1);
  });

  it('a newer language replaces a load in flight', async () => {
    const started = start();
    started.actor.send({ type: 'language.change', language: 'BN' });
    expect(started.loads.map((l) => l.language)).toEqual(['EN', 'BN']);
    expect(started.actor.getSnapshot().context.language).toBe('BN');
  });
});

describe('announcementsMachine: a failed load (simulated clock)', () => {
  it('is tried again after 10 s, at most three times in all, and shows nothing meanwhile', async () => {
    const started = start();
    as(started, 'anonymous');
    for (let attempt = 1; attempt <= ANNOUNCEMENT_MAX_ATTEMPTS; attempt += 1) {
      started.loads.at(-1)!.reject(new ApiError('server', 'announcements'));
      await waitFor(started.actor, (s) => s.matches('failed'));
      expect(shown(started)).toBe(false);
      expect(started.actor.getSnapshot().context.attempts).toBe(attempt);
      started.clock.increment(ANNOUNCEMENT_RETRY_MS - 1);
      expect(started.loads).toHaveLength(attempt);
      started.clock.increment(1);
    }
    expect(started.loads).toHaveLength(ANNOUNCEMENT_MAX_ATTEMPTS);
    expect(started.actor.getSnapshot().value).toBe('failed');
    // A language change tries again.
    started.actor.send({ type: 'language.change', language: 'BN' });
    await answer(started, world('BN'));
    expect(shown(started)).toBe(true);
    expect(titles(started)[0]).toBe('BN B1');
  });

  it('a retry that succeeds shows the popup', async () => {
    const started = start();
    as(started, 'member');
    started.loads[0]!.reject(new ApiError('timeout', 'announcements'));
    await waitFor(started.actor, (s) => s.matches('failed'));
    started.clock.increment(ANNOUNCEMENT_RETRY_MS);
    await answer(started);
    expect(shown(started)).toBe(true);
    expect(started.actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('announcementsMachine: every state is reachable (xstate/graph)', () => {
  it('reaches loading, failed, idle, open and reloading', () => {
    const output = { popup: world().popup, promotionImages: [] };
    const paths = getShortestPaths(announcementsMachine, {
      input: { language: 'EN', closed: { member: false, anonymous: false } },
      events: [
        { type: 'audience.change', audience: 'member', firstTimeLogin: false },
        { type: 'audience.change', audience: 'anonymous', firstTimeLogin: false },
        { type: 'language.change', language: 'BN' },
        { type: 'popup.close' },
        { type: 'xstate.done.actor.loadAnnouncements', output },
        { type: 'xstate.done.actor.reloadAnnouncements', output },
        { type: 'xstate.error.actor.loadAnnouncements', error: new ApiError('server', 'announcements') },
      ] as never,
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['loading', 'failed', 'idle', 'open', 'reloading']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });
});
