import { createContext, useContext, type ReactNode } from 'react';
import { LazyBoundary } from './lazy-boundary';

/**
 * What a failure view offers when the platform refused for good (a function it switched off): a
 * way to customer service. The app provides it (src/app/app.tsx: a lazy button), since components
 * do not import features; without a provider the failure shows its text alone.
 */
export const ErrorHelpContext = createContext<ReactNode>(null);

/** The help (loaded when first shown; a failed load offers Try again in its place). */
export function ErrorHelp() {
  const help = useContext(ErrorHelpContext);
  return help ? <LazyBoundary>{help}</LazyBoundary> : null;
}
