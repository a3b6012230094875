import { createContext, useContext, useState, type ReactNode } from 'react';

/** The popups opened by name (SPEC 2.4); session-driven ones (change password, logout) follow the session. */
export type PopupId =
  'login' | 'register' | 'forgotPassword' | 'trialWarning' | 'feedback' | 'help' | 'notice';

interface Popups {
  open: PopupId | null;
  show: (id: PopupId) => void;
  close: () => void;
}

const PopupContext = createContext<Popups | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PopupId | null>(null);
  return (
    <PopupContext.Provider value={{ open, show: setOpen, close: () => setOpen(null) }}>
      {children}
    </PopupContext.Provider>
  );
}

export function usePopups(): Popups {
  const popups = useContext(PopupContext);
  if (!popups) throw new Error('usePopups outside PopupProvider');
  return popups;
}
