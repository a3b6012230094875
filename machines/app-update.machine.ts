import { assign, setup } from 'xstate';

/**
 * Why the page offers a reload: a new build is installed and waits (`update`), or a part of the
 * app failed to load because the tab runs a build the server no longer has (`lostPart`).
 */
export type UpdateReason = 'update' | 'lostPart';

export type AppUpdateEvent =
  /** The service worker has a new build installed, waiting for the player. */
  | { type: 'update.ready' }
  /** A part of the app could not be loaded (Vite's `vite:preloadError`). */
  | { type: 'part.lost' }
  /** The player chose Reload. */
  | { type: 'reload' }
  /** The player put the notice away; it comes back when a part is lost. */
  | { type: 'later' };

export interface AppUpdateContext {
  reason: UpdateReason;
}

/**
 * How long the page waits for the new build to take over after Reload before it reloads anyway,
 * so the button never does nothing (another tab may hold the old build, a worker may be slow).
 */
export const TAKEOVER_WAIT_MS = 5_000;

/**
 * The site's update, as the player meets it: never a reload by surprise.
 * - `current` → `ready` when a new build waits: the notice says so, with Reload and Later.
 * - A lost part reloads at once only when nothing would be lost (`mayReloadByItself`: no form holds
 *   typed input, no money operation is pending, no reload for a lost part moments ago); otherwise
 *   the notice asks the player, who reloads when the form is done.
 * - `reloading`: the waiting build takes over (`activateUpdate`, which reloads the page when it
 *   has, or at once when none waits); after `TAKEOVER_WAIT_MS` the page reloads itself.
 * The guard and the actions are the page's (src/app/layouts/web-app-notices.tsx).
 */
export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
  },
  guards: {
    mayReloadByItself: () => false,
  },
  actions: {
    activateUpdate: () => undefined,
    reloadPage: () => undefined,
  },
  delays: { takeover: TAKEOVER_WAIT_MS },
}).createMachine({
  id: 'appUpdate',
  context: { reason: 'update' },
  initial: 'current',
  on: {
    'part.lost': [
      { guard: 'mayReloadByItself', target: '.reloading', actions: assign({ reason: 'lostPart' }) },
      { target: '.ready', actions: assign({ reason: 'lostPart' }) },
    ],
  },
  states: {
    current: {
      on: { 'update.ready': { target: 'ready', actions: assign({ reason: 'update' }) } },
    },
    ready: {
      on: {
        reload: 'reloading',
        later: 'dismissed',
        // Already offered: a second lost part changes nothing the player sees.
        'part.lost': {},
      },
    },
    dismissed: {
      on: { 'update.ready': {} },
    },
    reloading: {
      entry: 'activateUpdate',
      after: { takeover: { actions: 'reloadPage' } },
      // Reloading already: nothing else to offer.
      on: { 'part.lost': {} },
    },
  },
});
