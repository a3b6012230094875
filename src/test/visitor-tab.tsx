import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { createLoaderMachine, type LoaderInput } from '../../machines/loader.machine';
import type { PermissionValue } from '../api/contracts/system';
import { PopupProvider } from '../app/providers/popups';
import { SessionProvider } from '../app/providers/session';
import { PermissionContext } from '../app/providers/site-data';

/** The site's settings, never answered: a part that reads them sees none (the defaults). */
const noSettings = createLoaderMachine<PermissionValue>('permission').provide({
  actors: { load: fromPromise<PermissionValue, LoaderInput>(() => new Promise(() => undefined)) },
});

/**
 * A visitor's tab for a game or vendor card: its launch and heart need the session, the popups and
 * the site's settings (which reading of a trial account's launch), here not asked for.
 */
export const VisitorTab = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <SessionProvider>
      <PopupProvider>
        <PermissionContext.Provider logic={noSettings} options={{ input: { language: 'EN' } }}>
          {children}
        </PermissionContext.Provider>
      </PopupProvider>
    </SessionProvider>
  </MemoryRouter>
);
