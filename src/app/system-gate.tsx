import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTrialChatGuard } from './providers/use-session';
import { ChatGuardProvider } from '../kits/customer-service/chat-guard';
import { RouterProvider } from 'react-router-dom';
import { LazyBoundary, lazyPart } from '../components/lazy-boundary';
import { FullPageLoader } from './full-page-loader';
import { SystemStatusContext } from './providers/system-status';
import { registerRouter } from './routing/navigation';
import { Nest } from './nest';
import { SessionPopupProvider } from './providers/popups';
import { FavouritesProvider } from './providers/favourites';
import { SessionProvider } from './providers/session';
import { createAppRouter } from './router';
import { TokenHandoverGate } from './token-handover-gate';

// The whole-site pages show only when the site is not open: each loads when needed.
const MaintenancePage = lazyPart(() =>
  import('../features/system/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazyPart(() =>
  import('../features/system/region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);
const StartErrorPage = lazyPart(() =>
  import('../features/system/start-error-page').then((m) => ({ default: m.StartErrorPage })),
);

/**
 * The open site's providers, outermost first: the login-token handover, the session, the popups
 * (told of the session), the favourites (which ask for the login popup), the customer-service
 * guard for trial accounts and the centres' pages.
 */
const openSite = [
  TokenHandoverGate,
  SessionProvider,
  SessionPopupProvider,
  FavouritesProvider,
  TrialChatGuard,
] as const;

/** SPEC 4.1: the app renders only when the site is normal; otherwise the whole-site page shows. */
export function SystemGate() {
  // The switch from the loader to the whole site renders as a deferred update, in slices
  // that yield to the browser, not as one long task (a store update would render it at once).
  const mode = useDeferredValue(SystemStatusContext.useSelector((s) => s.value));
  switch (mode) {
    case 'normal':
      return (
        <Nest wrappers={openSite}>
          <AppRouter />
        </Nest>
      );
    case 'maintenance':
      return (
        <LazyBoundary fallback={<FullPageLoader />}>
          <MaintenancePage />
        </LazyBoundary>
      );
    case 'regionRestricted':
      return (
        <LazyBoundary fallback={<FullPageLoader />}>
          <RegionBlockedPage />
        </LazyBoundary>
      );
    case 'failed':
      return (
        <LazyBoundary fallback={<FullPageLoader />}>
          <StartErrorPage />
        </LazyBoundary>
      );
    default:
      return <FullPageLoader />;
  }
}

function TrialChatGuard({ children }: { children: ReactNode }) {
  return <ChatGuardProvider value={useTrialChatGuard()}>{children}</ChatGuardProvider>;
}

function AppRouter() {
  // Created when the site opens, so the router reads the URL as it is then.
  const [router] = useState(() => {
    const created = createAppRouter();
    registerRouter(created);
    return created;
  });
  return <RouterProvider router={router} />;
}
