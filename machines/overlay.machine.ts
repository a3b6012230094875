import { assign, setup } from 'xstate';
import type { GameType } from '../src/api/contracts/games';
import type { LaunchTarget } from '../src/lib/game-launch';
import type { HelpSection } from '../src/lib/help-sections';

/** The popups opened by name (SPEC 2.4); session-driven ones (change password, logout) follow the session. */
export type PopupId =
  'login' | 'register' | 'forgotPassword' | 'trialWarning' | 'feedback' | 'help' | 'notice' | 'vendorList';

/** The vendor popup list (SPEC 4.9 VASSALAGE): which vendor's games it shows. */
export interface VendorListRequest {
  vendor: string;
  gameType: GameType;
  title: string;
}

/** Who asks for the member centre (DESIGN `mcPage=`): only a real member gets it. */
export type CentreAsker = 'visitor' | 'trial' | 'member';

/**
 * What a visitor was doing when the login was asked for: playing a game, or following a link into
 * the member centre (a deposit). A login made for it goes straight on to it.
 */
export type AfterLogin = { kind: 'launch'; target: LaunchTarget } | { kind: 'centre'; to: string };

export interface OverlayContext {
  open: PopupId | null;
  /** The session has a member (real or trial): the visitor popups are not for them. */
  member: boolean;
  /** What the open visitor popups were opened for; kept while the visitor moves between them. */
  next: AfterLogin | null;
  /** The task a login has just made possible, until the app takes it. */
  due: AfterLogin | null;
  /** The section the help popup opens at. */
  helpSection: HelpSection;
  /** The vendor whose games the vendor popup list shows (when it is the open popup). */
  vendorList: VendorListRequest | null;
  /** How the last member-centre request wants the URL changed, if at all. */
  centreMend: CentreMend | null;
}

export type OverlayEvent =
  /** `section`: where the help opens (the topics when absent); `vendor`: the vendor list's vendor. */
  | { type: 'popup.show'; id: PopupId; next?: AfterLogin; section?: HelpSection; vendor?: VendorListRequest }
  /** The app has gone on with the due task. */
  | { type: 'due.taken' }
  | { type: 'popup.close' }
  /** From the session: a member logged in, or the session ended. */
  | { type: 'session.member'; member: boolean }
  /** A launch went ahead: the vendor list, when it is the open popup, closes. */
  | { type: 'vendorList.close' }
  /**
   * The URL asks for the member centre (`mcPage=`): a visitor logs in first, a trial account is
   * told why not (SPEC 6) and the parameter is dropped; a page id the centre does not know is
   * replaced by the default page.
   */
  | { type: 'memberCentre.request'; asker: CentreAsker; knownPage: boolean };

/**
 * How the member centre's URL must change: `drop` the parameter (a trial account has no member
 * centre), or show the `default` page instead of an unknown one.
 */
export type CentreMend = 'drop' | 'default';

/** The popups a visitor uses to become a member: a login closes them. */
const visitorPopups: readonly PopupId[] = ['login', 'register', 'forgotPassword'];
const isVisitorPopup = (id: PopupId | null) => id !== null && visitorPopups.includes(id);

/**
 * Which popup is open over the page (SPEC 2.4): one at a time, opened by name, closed by its own
 * close or by the session: logging in closes the login, registration and forgotten-password popups
 * (the session, not the popup, decides when that happens), and a member is never shown them.
 * A login asked for by a task (`next`: a game, a deposit) makes that task `due`: the app goes on
 * with it and says `due.taken`. Closing the popup without logging in drops the task.
 * The machine never navigates: it says how the member centre's URL must change (`centreMend`), and
 * the app, which owns the router, changes it.
 */
export const overlayMachine = setup({
  types: {
    context: {} as OverlayContext,
    events: {} as OverlayEvent,
  },
}).createMachine({
  id: 'overlay',
  context: {
    open: null,
    member: false,
    next: null,
    due: null,
    helpSection: 'topics',
    vendorList: null,
    centreMend: null,
  },
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
      {
        target: '.open',
        actions: assign({
          open: ({ event }) => event.id,
          helpSection: ({ event }) => event.section ?? 'topics',
          vendorList: ({ event }) => event.vendor ?? null,
          // Login → Register → Login keeps the task; any other popup forgets it.
          next: ({ context, event }) =>
            event.next ?? (isVisitorPopup(event.id) && isVisitorPopup(context.open) ? context.next : null),
        }),
      },
    ],
    'popup.close': { target: '.closed', actions: assign({ open: null, next: null }) },
    'vendorList.close': {
      guard: ({ context }) => context.open === 'vendorList',
      target: '.closed',
      actions: assign({ open: null }),
    },
    'due.taken': { actions: assign({ due: null }) },
    'session.member': [
      {
        guard: ({ context, event }) => event.member && isVisitorPopup(context.open),
        target: '.closed',
        actions: assign({ open: null, member: true, due: ({ context }) => context.next, next: null }),
      },
      { actions: assign({ member: ({ event }) => event.member, next: null, due: null }) },
    ],
    'memberCentre.request': [
      {
        guard: ({ event }) => event.asker === 'visitor',
        target: '.open',
        actions: assign({ open: 'login' as const, centreMend: null }),
      },
      {
        guard: ({ event }) => event.asker === 'trial',
        target: '.open',
        actions: assign({ open: 'trialWarning' as const, centreMend: 'drop' as const }),
      },
      { actions: assign({ centreMend: ({ event }) => (event.knownPage ? null : ('default' as const)) }) },
    ],
  },
});
