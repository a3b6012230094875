import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createActor } from 'xstate';
import {
  overlayMachine,
  type AfterLogin,
  type CentreAsker,
  type CentreMend,
  type PopupId,
  type VendorListRequest,
} from '../../../machines/overlay.machine';
import { SessionContext } from './session';
import { inspect } from '../../lib/actor-inspection';
import type { HelpSection } from '../../lib/help-sections';

export type { AfterLogin, CentreAsker, CentreMend, PopupId, VendorListRequest };

interface PopupActions {
  /** Opens a popup; `next` is what a login made in it goes on to. */
  show: (id: PopupId, next?: AfterLogin) => void;
  close: () => void;
  /** The app has gone on with the task a login made due. */
  takeDue: () => void;
  /**
   * The URL asks for the member centre (`mcPage`): the machine opens the login or the trial
   * warning when due, and has the URL mended (a trial account's dropped, an unknown page replaced).
   */
  requestMemberCentre: (asker: CentreAsker, knownPage: boolean) => CentreMend | null;
  /** What the open popup shows: the section the help opens at, the vendor of the vendor list. */
  detail: () => PopupDetail;
  /** Opens the help popup at a section. */
  showHelp: (section: HelpSection) => void;
  /** Opens the vendor popup list of a VASSALAGE item. */
  showVendorList: (request: VendorListRequest) => void;
  /** Closes the vendor popup list, if it is the open popup. */
  closeVendorList: () => void;
}

/** What the open popup shows (read as it opens: it changes only with the open popup). */
interface PopupDetail {
  helpSection: HelpSection;
  vendorList: VendorListRequest | null;
}

interface Popups extends PopupActions {
  open: PopupId | null;
}

/** Calls `listener` with whether the session has a member, now and at every change; returns the stop. */
export type SessionWatch = (listener: (member: boolean) => void) => () => void;

// Two contexts: a part that only opens popups (a game card, a favourite toggle) holds the actions,
// which never change, so opening or closing a popup does not re-render it (with one context, every
// card of the lobby would re-render with each popup).
const PopupActionsContext = createContext<PopupActions | null>(null);
const OpenPopupContext = createContext<PopupId | null>(null);
const DueContext = createContext<AfterLogin | null>(null);

/**
 * The popups' state is the overlay machine's (machines/overlay.machine.ts); `watchSession` tells it
 * when a member logs in or the session ends (the app passes the session's; none in a bare test).
 *
 * A route opens its popup in a layout effect (`PopupRoute`) so the page never paints
 * without it. That runs before the provider's own effects: the event waits in the actor, which
 * starts in the provider's layout effect (not in a passive effect, as `useActorRef` starts it,
 * after the paint), and the open popup is read into React state there (a store subscription, as
 * `useSelector`'s, would notice it only after the paint). The actor has no timers or children:
 * nothing needs stopping.
 */
export function PopupProvider({
  children,
  watchSession,
}: {
  children: ReactNode;
  watchSession?: SessionWatch;
}) {
  // Created with the first render, started in the layout effect below: a render React discards
  // (the site's first render is deferred, so it can be) leaves no running actor behind.
  const [overlay] = useState(() => createActor(overlayMachine, { inspect }));
  // The session's news, carried in as events.
  useEffect(
    () => watchSession?.((member) => overlay.send({ type: 'session.member', member })),
    [overlay, watchSession],
  );
  const [open, setOpen] = useState(() => overlay.getSnapshot().context.open);
  const [due, setDue] = useState<AfterLogin | null>(null);
  useLayoutEffect(() => {
    // What a child's layout effect sent meanwhile waited for the start; it is taken now, and
    // rendered before the paint. (Starting a running actor again does nothing.)
    overlay.start();
    // eslint-disable-next-line react/set-state-in-effect
    setOpen(overlay.getSnapshot().context.open);
    const subscription = overlay.subscribe((snapshot) => {
      setOpen(snapshot.context.open);
      setDue(snapshot.context.due);
    });
    return () => subscription.unsubscribe();
  }, [overlay]);
  const actions = useMemo<PopupActions>(
    () => ({
      show: (id, next) => overlay.send({ type: 'popup.show', id, next }),
      close: () => overlay.send({ type: 'popup.close' }),
      takeDue: () => overlay.send({ type: 'due.taken' }),
      requestMemberCentre: (asker, knownPage) => {
        overlay.send({ type: 'memberCentre.request', asker, knownPage });
        return overlay.getSnapshot().context.centreMend;
      },
      detail: () => overlay.getSnapshot().context,
      showHelp: (section) => overlay.send({ type: 'popup.show', id: 'help', section }),
      showVendorList: (vendor) => overlay.send({ type: 'popup.show', id: 'vendorList', vendor }),
      closeVendorList: () => overlay.send({ type: 'vendorList.close' }),
    }),
    [overlay],
  );

  return (
    <PopupActionsContext.Provider value={actions}>
      <OpenPopupContext.Provider value={open}>
        <DueContext.Provider value={due}>{children}</DueContext.Provider>
      </OpenPopupContext.Provider>
    </PopupActionsContext.Provider>
  );
}

/** The app's popups, told by the session when a member logs in or the session ends. */
export function SessionPopupProvider({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const [watchSession] = useState(() => {
    const watch: SessionWatch = (listener) => {
      let member = session.getSnapshot().hasTag('member');
      listener(member);
      const subscription = session.subscribe((snapshot) => {
        if (snapshot.hasTag('member') === member) return;
        member = !member;
        listener(member);
      });
      return () => subscription.unsubscribe();
    };
    return watch;
  });
  return <PopupProvider watchSession={watchSession}>{children}</PopupProvider>;
}

/** Opens and closes popups, without following which one is open (no re-render when that changes). */
export function usePopupActions(): PopupActions {
  const actions = useContext(PopupActionsContext);
  if (!actions) throw new Error('usePopups outside PopupProvider');
  return actions;
}

/** Which popup is open, and the actions. */
export function usePopups(): Popups {
  const actions = usePopupActions();
  const open = useContext(OpenPopupContext);
  return useMemo(() => ({ open, ...actions }), [open, actions]);
}

/** The task a login has just made possible (a game to open, a page to go to), or null. */
export function useDueAfterLogin(): AfterLogin | null {
  return useContext(DueContext);
}
