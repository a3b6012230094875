import { useState, type ReactNode } from 'react';
import { LazyBoundary, lazyPart } from '../components/lazy-boundary';
import { getToken, setToken } from '../browser/session-store';
import { settleHandover } from '../browser/token-handover';
import { FullPageLoader } from './full-page-loader';

// Needed only when a link's token meets another open session: loaded then.
const HandoverChoice = lazyPart(() => import('../features/auth/handover-choice'));

/**
 * SPEC 4.1: once the site is open, a token a link handed over (src/browser/token-handover.ts) is used.
 * With no session open (or the same one) it is adopted at once; with a different one open, the
 * player chooses first, and the app starts with the session kept.
 */
export function TokenHandoverGate({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState(() => settleHandover(getToken(), setToken));
  if (!choice) return children;
  return (
    <LazyBoundary fallback={<FullPageLoader />}>
      <HandoverChoice incoming={choice.incoming} current={choice.current} onSettled={() => setChoice(null)} />
    </LazyBoundary>
  );
}
