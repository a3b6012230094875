import { createContext } from 'react';

/**
 * SPEC 4.9, 6: a trial account cannot use the chat. Where a session exists the app provides a guard
 * that answers whether live chat may open (and shows the real-account dialog when not); the
 * whole-site pages (maintenance, region block) have no session and no guard. A module of its own:
 * the app provides it at the start, long before any customer-service entry is shown.
 */
export const ChatGuardContext = createContext<(() => boolean) | null>(null);
export const ChatGuardProvider = ChatGuardContext.Provider;
