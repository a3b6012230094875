import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { PopupExecution, PopupItem } from '../src/api/contracts/content';
import type { PopupAnnouncements } from '../src/api/content';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/** SPEC 9: the announcement popup lists nine titles a page. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Not in the spec: a failed load is tried again after 10 s, at most 3 times (the popup is optional). */
export const ANNOUNCEMENT_RETRY_MS = 10_000;
export const ANNOUNCEMENT_MAX_ATTEMPTS = 3;
/**
 * Not in the spec: the popup waits until the player has not touched, typed or scrolled for this
 * long (or has not yet), so it never opens under a finger about to tap.
 */
export const ANNOUNCEMENT_QUIET_MS = 3_000;

/** Who is looking: a logged-in member or an anonymous visitor (SPEC 4.7). */
export type Audience = 'member' | 'anonymous';

/** SPEC 4.7 session flags: set to `closed` once the popup of that audience was closed. */
export const popupFlag = { member: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' } as const satisfies Record<
  Audience,
  string
>;
export const POPUP_CLOSED = 'closed';

/** A popup entry with the key the view uses (the server's id, or its place in the list). */
export type AnnouncementEntry = Omit<PopupItem, 'id'> & { id: string };

/** Keys the entries: the server's id when it sends one, else the entry's place. */
export function keyEntries(items: readonly PopupItem[]): AnnouncementEntry[] {
  return items.map((item, index) => ({ ...item, id: item.id === undefined ? `#${index}` : String(item.id) }));
}

/**
 * SPEC 4.7: execution A for logged-in members, B for anonymous visitors; F entries show on a
 * first-time login (with the A entries, the F ones first: they greet the new member).
 */
export function entriesFor<T extends { execution: PopupExecution }>(
  entries: readonly T[],
  audience: Audience | null,
  firstTimeLogin: boolean,
): T[] {
  if (audience === 'anonymous') return entries.filter((e) => e.execution === 'B');
  if (audience === 'member') {
    const first = firstTimeLogin ? entries.filter((e) => e.execution === 'F') : [];
    return [...first, ...entries.filter((e) => e.execution === 'A')];
  }
  return [];
}

export const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / ANNOUNCEMENT_PAGE_SIZE));

/** The entries on one page (pages start at 1). */
export function entriesOnPage<T>(entries: readonly T[], page: number): T[] {
  const start = (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
  return entries.slice(start, start + ANNOUNCEMENT_PAGE_SIZE);
}

export interface AnnouncementsContext {
  language: string;
  /** null while the session is settling (starting, logging in, a forced password change…). */
  audience: Audience | null;
  firstTimeLogin: boolean;
  entries: AnnouncementEntry[];
  failure: FailureInfo | null;
  /** Failed loads in a row. */
  attempts: number;
  /** SPEC 4.7: the audiences whose popup was closed in this session (read from the flags at start). */
  closed: Record<Audience, boolean>;
  page: number;
  /** The entries whose content is expanded. */
  expanded: string[];
}

export interface AnnouncementsInput {
  language: string;
  closed: Record<Audience, boolean>;
}

export type AnnouncementsEvent =
  | { type: 'language.change'; language: string }
  | { type: 'audience.change'; audience: Audience | null; firstTimeLogin: boolean }
  | { type: 'popup.close' }
  | { type: 'page.select'; page: number }
  | { type: 'entry.toggle'; id: string }
  /** The entry's promotion link: opens the reward centre and closes the popup (SPEC 2.4). */
  | { type: 'promotion.open'; id: string };

const visible = (context: AnnouncementsContext) =>
  entriesFor(context.entries, context.audience, context.firstTimeLogin);

/**
 * The announcement popup (SPEC 2.4, 4.7): the data loads on start and again on a language change;
 * the popup of the current audience (A members, B visitors, plus F on a first-time login) opens once
 * per session: closing it (or following a promotion link) marks that audience closed, and the app
 * writes the session flag (`rememberClosed`). Logging in after the visitor popup was closed is a new
 * audience, so the members' popup opens. Navigation to the reward centre (`openRewardCentre`) and
 * the flag writing are actions the app provides; the load is an actor the app provides.
 */
export const announcementsMachine = setup({
  types: {
    context: {} as AnnouncementsContext,
    events: {} as AnnouncementsEvent,
    input: {} as AnnouncementsInput,
  },
  actors: {
    loadAnnouncements: providedByApp<PopupAnnouncements, { language: string }>('loadAnnouncements'),
  },
  actions: {
    /** Writes the SPEC 4.7 session flag of that audience (`popupFlag[audience]` = `closed`). */
    rememberClosed: (_, _params: { audience: Audience }) => undefined,
    /** Opens the member centre at rewardCenter (SPEC 2.4). */
    openRewardCentre: (_, _params: { promotionId: string | number | null; audience: Audience }) => undefined,
    markClosed: assign(({ context }) =>
      context.audience ? { closed: { ...context.closed, [context.audience]: true } } : {},
    ),
    storeLanguage: assign((_, params: { language: string }) => ({ language: params.language })),
    storeAudience: assign((_, params: { audience: Audience | null; firstTimeLogin: boolean }) => ({
      audience: params.audience,
      firstTimeLogin: params.audience === 'member' && params.firstTimeLogin,
    })),
    resetView: assign({ page: 1, expanded: [] }),
    /** The popup opens on one featured entry, read in full: the first; the others are titles. */
    featureFirst: assign(({ context }) => {
      const first = visible(context)[0];
      return context.expanded.length === 0 && context.page === 1 && first ? { expanded: [first.id] } : {};
    }),
    /** After a reload the list may be shorter: keep the page and expansions that still exist. */
    keepViewInRange: assign(({ context }) => {
      const entries = visible(context);
      const ids = new Set(entries.map((e) => e.id));
      return {
        page: Math.min(context.page, pageCountOf(entries.length)),
        expanded: context.expanded.filter((id) => ids.has(id)),
      };
    }),
  },
  guards: {
    /** SPEC 4.7: someone is there, their popup was not closed this session, and it has entries. */
    shouldShow: ({ context }) =>
      context.audience !== null && !context.closed[context.audience] && visible(context).length > 0,
    audienceDiffers: ({ context, event }) =>
      event.type === 'audience.change' &&
      (event.audience !== context.audience ||
        (event.audience === 'member' && event.firstTimeLogin !== context.firstTimeLogin)),
    /** The view reports the language on every render that changes it; the same one is no change. */
    isNewLanguage: ({ context, event }) =>
      event.type === 'language.change' && event.language !== context.language,
    canRetry: ({ context }) => context.attempts < ANNOUNCEMENT_MAX_ATTEMPTS,
    isPageInRange: ({ context, event }) =>
      event.type === 'page.select' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pageCountOf(visible(context).length),
    isVisibleEntry: ({ context, event }) =>
      (event.type === 'entry.toggle' || event.type === 'promotion.open') &&
      visible(context).some((entry) => entry.id === event.id),
  },
  delays: { retryDelay: ANNOUNCEMENT_RETRY_MS },
}).createMachine({
  id: 'announcements',
  context: ({ input }) => ({
    language: input.language,
    audience: null,
    firstTimeLogin: false,
    entries: [],
    failure: null,
    attempts: 0,
    closed: input.closed,
    page: 1,
    expanded: [],
  }),
  on: {
    // Who is there is known in every state; a change decides again (except while loading).
    'audience.change': {
      guard: 'audienceDiffers',
      target: '.deciding',
      actions: [{ type: 'storeAudience', params: ({ event }) => event }, 'resetView'],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({
            entries: keyEntries(event.output.popup),
            failure: null,
            attempts: 0,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            failure: toFailureInfo(event.error),
            attempts: context.attempts + 1,
          })),
        },
      },
      on: {
        'audience.change': {
          guard: 'audienceDiffers',
          actions: [{ type: 'storeAudience', params: ({ event }) => event }, 'resetView'],
        },
        'language.change': {
          guard: 'isNewLanguage',
          target: 'loading',
          reenter: true,
          actions: { type: 'storeLanguage', params: ({ event }) => event },
        },
      },
    },
    /** Nothing is shown after a failure; the load is tried again a few times. */
    failed: {
      after: { retryDelay: { guard: 'canRetry', target: 'loading' } },
      on: {
        'audience.change': {
          guard: 'audienceDiffers',
          actions: [{ type: 'storeAudience', params: ({ event }) => event }, 'resetView'],
        },
        'language.change': {
          guard: 'isNewLanguage',
          target: 'loading',
          actions: [{ type: 'storeLanguage', params: ({ event }) => event }, assign({ attempts: 0 })],
        },
      },
    },
    deciding: {
      always: [
        { guard: 'shouldShow', target: 'open', actions: ['keepViewInRange', 'featureFirst'] },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        'language.change': {
          guard: 'isNewLanguage',
          target: 'loading',
          actions: { type: 'storeLanguage', params: ({ event }) => event },
        },
      },
    },
    open: {
      tags: ['visible'],
      on: {
        'popup.close': {
          target: 'idle',
          actions: [
            {
              type: 'rememberClosed',
              params: ({ context }) => ({ audience: context.audience ?? 'anonymous' }),
            },
            'markClosed',
          ],
        },
        'promotion.open': {
          guard: 'isVisibleEntry',
          target: 'idle',
          actions: [
            {
              type: 'rememberClosed',
              params: ({ context }) => ({ audience: context.audience ?? 'anonymous' }),
            },
            'markClosed',
            {
              type: 'openRewardCentre',
              params: ({ context, event }) => ({
                promotionId: context.entries.find((e) => e.id === event.id)?.promotionId ?? null,
                audience: context.audience ?? 'anonymous',
              }),
            },
          ],
        },
        'page.select': {
          guard: 'isPageInRange',
          actions: assign(({ event }) => {
            assertEvent(event, 'page.select');
            return { page: event.page, expanded: [] };
          }),
        },
        'entry.toggle': {
          guard: 'isVisibleEntry',
          actions: assign(({ context, event }) => {
            assertEvent(event, 'entry.toggle');
            return {
              expanded: context.expanded.includes(event.id)
                ? context.expanded.filter((id) => id !== event.id)
                : [...context.expanded, event.id],
            };
          }),
        },
        'language.change': {
          guard: 'isNewLanguage',
          target: 'reloading',
          actions: { type: 'storeLanguage', params: ({ event }) => event },
        },
      },
    },
    /** SPEC 4.7 language change while the popup is open: it stays, in the old language, until the new one arrives. */
    reloading: {
      tags: ['visible'],
      invoke: {
        id: 'reloadAnnouncements',
        src: 'loadAnnouncements',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({ entries: keyEntries(event.output.popup), failure: null })),
        },
        // The popup keeps what it shows.
        onError: { target: 'open' },
      },
      on: {
        'audience.change': {
          guard: 'audienceDiffers',
          actions: [{ type: 'storeAudience', params: ({ event }) => event }, 'resetView'],
        },
        'popup.close': {
          target: 'loading',
          actions: [
            {
              type: 'rememberClosed',
              params: ({ context }) => ({ audience: context.audience ?? 'anonymous' }),
            },
            'markClosed',
          ],
        },
        'language.change': {
          guard: 'isNewLanguage',
          target: 'reloading',
          reenter: true,
          actions: { type: 'storeLanguage', params: ({ event }) => event },
        },
      },
    },
  },
});

/** What the popup lists now (for views). */
export const visibleEntries = (context: AnnouncementsContext) => visible(context);
