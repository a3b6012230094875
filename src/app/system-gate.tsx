import { useEffect, useState, type ReactNode } from 'react';
import { useTrialChatGuard } from '../features/auth/use-session';
import { ChatGuardProvider } from '../features/shell/use-customer-service';
import { onSessionExpired } from '../api/session-events';
import { RouterProvider } from 'react-router-dom';
import { MaintenancePage } from '../features/system/maintenance-page';
import { RegionBlockedPage } from '../features/system/region-blocked-page';
import { StartErrorPage } from '../features/system/start-error-page';
import { FullPageLoader } from './full-page-loader';
import { SystemStatusContext } from './providers/system-status';
import { registerRouter } from './navigation';
import { PopupProvider } from './popups';
import { FavouritesProvider } from './providers/favourites';
import { SessionProvider } from './providers/session';
import { createAppRouter } from './router';

/** SPEC 4.1: the app renders only when the site is normal; otherwise the whole-site page shows. */
export function SystemGate() {
  const mode = SystemStatusContext.useSelector((s) => s.value);
  switch (mode) {
    case 'normal':
      return (
        <SessionProvider>
          <PopupProvider>
            <FavouritesProvider>
              <TrialChatGuard>
                <AppRouter />
              </TrialChatGuard>
            </FavouritesProvider>
          </PopupProvider>
        </SessionProvider>
      );
    case 'maintenance':
      return <MaintenancePage />;
    case 'regionRestricted':
      return <RegionBlockedPage />;
    case 'failed':
      return <StartErrorPage />;
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
  // DESIGN: a 401 anywhere ends the session (the client already cleared it) and asks for a login.
  useEffect(() => onSessionExpired(() => void router.navigate('/login')), [router]);
  return <RouterProvider router={router} />;
}
