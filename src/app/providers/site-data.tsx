import { createActorContext } from '@xstate/react';
import { fromCall } from '../../api/from-call';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { GameMenuValue } from '../../api/contracts/game-menu';
import type { PermissionValue } from '../../api/contracts/system';
import { fetchGameMenu } from '../../api/game-menu';
import { fetchPermission } from '../../api/system';
import { currentLanguage } from '../../i18n';
import { inspect } from '../../lib/actor-inspection';

/** Site permission data (SPEC 7.2): customer service, resources, whitelabel switches, location. */
export const PermissionContext = createActorContext(
  createLoaderMachine<PermissionValue>('permission').provide({
    actors: {
      load: fromCall(({ language }: { language: string }, signal) => fetchPermission(language, signal)),
    },
  }),
  { inspect },
);

/** The game menu (SPEC 7.4): vendors per category for the navigation and the lobby. */
export const GameMenuContext = createActorContext(
  createLoaderMachine<GameMenuValue>('gameMenu').provide({
    actors: {
      load: fromCall(({ language }: { language: string }, signal) => fetchGameMenu(language, signal)),
    },
  }),
  { inspect },
);

export function SiteDataProvider({ children }: { children: React.ReactNode }) {
  const input = { language: currentLanguage() };
  return (
    <PermissionContext.Provider options={{ input }}>
      <GameMenuContext.Provider options={{ input }}>{children}</GameMenuContext.Provider>
    </PermissionContext.Provider>
  );
}
