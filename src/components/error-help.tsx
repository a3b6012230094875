import { createContext, Suspense, useContext, type ReactNode } from 'react';

/**
 * What a failure view offers when the platform refused for good (a function it switched off): a
 * way to customer service. The app provides it (src/app/app.tsx: a lazy button), since components
 * do not import features; without a provider the failure shows its text alone.
 */
export const ErrorHelpContext = createContext<ReactNode>(null);

/** The help (loaded when first shown). */
export function ErrorHelp() {
  const help = useContext(ErrorHelpContext);
  return help ? <Suspense fallback={null}>{help}</Suspense> : null;
}
