import { assign, setup } from 'xstate';

/** The popups opened by name (SPEC 2.4); session-driven ones (change password, logout) follow the session. */
export type PopupId =
  'login' | 'register' | 'forgotPassword' | 'trialWarning' | 'feedback' | 'help' | 'notice';

/** Who asks for the member centre (DESIGN `mcPage=`): only a real member gets it. */
export type CentreAsker = 'visitor' | 'trial' | 'member';

export interface OverlayContext {
  open: PopupId | null;
  /** The session has a member (real or trial): the visitor popups are not for them. */
  member: boolean;
}

export type OverlayEvent =
  | { type: 'popup.show'; id: PopupId }
  | { type: 'popup.close' }
  /** From the session: a member logged in, or the session ended. */
  | { type: 'session.member'; member: boolean }
  /** The URL asks for the member centre (`mcPage=`): a visitor logs in first, a trial account is told why not (SPEC 6). */
  | { type: 'memberCentre.request'; asker: CentreAsker };

/** The popups a visitor uses to become a member: a login closes them. */
const visitorPopups: readonly PopupId[] = ['login', 'register', 'forgotPassword'];
const isVisitorPopup = (id: PopupId | null) => id !== null && visitorPopups.includes(id);

/**
 * Which popup is open over the page (SPEC 2.4): one at a time, opened by name, closed by its own
 * close or by the session: logging in closes the login, registration and forgotten-password popups
 * (the session, not the popup, decides when that happens), and a member is never shown them.
 */
export const overlayMachine = setup({
  types: {
    context: {} as OverlayContext,
    events: {} as OverlayEvent,
  },
}).createMachine({
  id: 'overlay',
  context: { open: null, member: false },
  initial: 'closed',
  states: {
    closed: {},
    open: {},
  },
  on: {
    'popup.show': [
      // A member has nothing to log in to: whatever asked, the visitor popups stay shut.
      {
        guard: ({ context, event }) => context.member && isVisitorPopup(event.id),
        target: '.closed',
        actions: assign({ open: null }),
      },
      { target: '.open', actions: assign({ open: ({ event }) => event.id }) },
    ],
    'popup.close': { target: '.closed', actions: assign({ open: null }) },
    'session.member': [
      {
        guard: ({ context, event }) => event.member && isVisitorPopup(context.open),
        target: '.closed',
        actions: assign({ open: null, member: true }),
      },
      { actions: assign({ member: ({ event }) => event.member }) },
    ],
    'memberCentre.request': [
      {
        guard: ({ event }) => event.asker === 'visitor',
        target: '.open',
        actions: assign({ open: 'login' as const }),
      },
      {
        guard: ({ event }) => event.asker === 'trial',
        target: '.open',
        actions: assign({ open: 'trialWarning' as const }),
      },
    ],
  },
});
