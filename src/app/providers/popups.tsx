import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The popups opened by name (SPEC 2.4); session-driven ones (change password, logout) follow the session. */
export type PopupId =
  'login' | 'register' | 'forgotPassword' | 'trialWarning' | 'feedback' | 'help' | 'notice';

interface PopupActions {
  show: (id: PopupId) => void;
  close: () => void;
}

interface Popups extends PopupActions {
  open: PopupId | null;
}

// Two contexts: a part that only opens popups (a game card, a favourite toggle) holds the actions,
// which never change, so opening or closing a popup does not re-render it (issue 16: every card of
// the lobby re-rendered with each popup).
const PopupActionsContext = createContext<PopupActions | null>(null);
const OpenPopupContext = createContext<PopupId | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PopupId | null>(null);
  const actions = useMemo<PopupActions>(() => ({ show: setOpen, close: () => setOpen(null) }), []);
  return (
    <PopupActionsContext.Provider value={actions}>
      <OpenPopupContext.Provider value={open}>{children}</OpenPopupContext.Provider>
    </PopupActionsContext.Provider>
  );
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
