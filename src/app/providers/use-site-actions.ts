import { changeLanguage } from '../../i18n/index';
import { notifyLanguage } from '../../api/system';
import type { LanguageCode } from '../../lib/start-language';
import { GameMenuContext, PermissionContext } from './site-data';
import { SystemStatusContext } from './system-status';

/** SPEC 4.12 / 4.2: a language switch updates texts in place, reloads language-bound data, tells the server. */
export function useSwitchLanguage() {
  const permission = PermissionContext.useActorRef();
  const gameMenu = GameMenuContext.useActorRef();
  return async (lang: LanguageCode) => {
    await changeLanguage(lang);
    const input = { language: lang };
    permission.send({ type: 'load.reload', input });
    gameMenu.send({ type: 'load.reload', input });
    // Best effort: the language is already switched for the player whatever the server says.
    notifyLanguage(lang).catch(() => undefined);
  };
}

/** The status error page's retry: checks the status again and retries whatever else failed at start. */
export function useRetryStart() {
  const status = SystemStatusContext.useActorRef();
  const permission = PermissionContext.useActorRef();
  const gameMenu = GameMenuContext.useActorRef();
  return () => {
    status.send({ type: 'status.retry' });
    permission.send({ type: 'load.retry' });
    gameMenu.send({ type: 'load.retry' });
  };
}
