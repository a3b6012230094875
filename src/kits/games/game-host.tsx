import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { gameLaunchMachine } from '../../../machines/game-launch.machine';
import { fromCall } from '../../api/from-call';
import { PermissionContext } from '../../app/providers/site-data';
import type { PermissionValue } from '../../api/contracts/system';
import { ErrorState, Loading } from '../../components/page-state';
import { demoGameHost } from '../../browser/demo-game-host';
import { gameViewOf, launchHostsOf } from '../../lib/game-launch';
import { siteHostsOf } from '../../lib/safe-link';
import {
  InvalidUrlMessage,
  MaintenanceMessage,
  PopupBlockedMessage,
  PreviousGameMessage,
} from './launch-messages';
import { inspect } from '../../lib/actor-inspection';
import { BackToLobbyLink } from './back-to-lobby-link';
import './launch.css';

/** The hosts a launched game may be framed from: the site's and the permission data's launch CDNs. */
const launchHostsFrom = (data: PermissionValue | null) =>
  data ? launchHostsOf(siteHostsOf(data.mainDomain, data.domainRoute), data.launchGameCDNs) : [];

/**
 * SPEC 4.9 "the game starts in the route": launches with `launch` and hosts the answer, in a frame
 * for a safe URL or, in mock mode, as the registered demo game; with the messages of SPEC 8
 * (maintenance with recommendations, invalid URL, popup blocked), the way back to a game still open
 * and a retry after a failure.
 */
export function GameHost<R>({
  title,
  request,
  launch,
}: {
  title: string;
  request: R;
  launch: (request: R, signal: AbortSignal) => Promise<string>;
}) {
  const { t } = useTranslation('launch');
  const permission = PermissionContext.useActorRef();
  const hosts = launchHostsFrom(PermissionContext.useSelector((s) => s.context.data));
  const demo = demoGameHost();
  const actor = useActorRef(
    gameLaunchMachine.provide({
      actors: { launch: fromCall((input: unknown, signal) => launch(input as R, signal)) },
      guards: {
        // Read when the answer arrives: the permission data of that moment, not of the first render.
        isUsableUrl: (_, { url }) =>
          gameViewOf(url, launchHostsFrom(permission.getSnapshot().context.data), demo?.recognises) !== null,
      },
    }),
    { input: { request }, inspect },
  );
  const state = useSelector(actor, (s) => s);
  const retry = () => actor.send({ type: 'launch.retry' });
  const url = state.context.url;
  const view = url ? gameViewOf(url, hosts, demo?.recognises) : null;

  const openWindow = () => {
    if (view?.kind !== 'frame') return;
    const opened = window.open(view.url, '_blank');
    if (!opened) actor.send({ type: 'window.blocked' });
    else opened.opener = null;
  };

  return (
    <section className="page game-host">
      <div className="game-host__bar">
        <h1 className="game-host__title">{title}</h1>
        {view?.kind === 'frame' && (
          <button type="button" className="button button--ghost" onClick={openWindow}>
            {t('host.openWindow')}
          </button>
        )}
        <BackToLobbyLink />
      </div>
      {state.matches('launching') && <Loading label={t('host.loading')} />}
      {state.matches({ hosted: 'popupBlocked' }) && (
        <PopupBlockedMessage onDismiss={() => actor.send({ type: 'message.dismiss' })} />
      )}
      {view?.kind === 'frame' && (
        <iframe
          className="game-host__frame"
          title={title}
          src={view.url}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          // A game runs its scripts with its own origin's storage and opens its own windows. Both
          // allow-* together are safe here: gameViewOf never frames this app's own origin.
          // eslint-disable-next-line react/iframe-missing-sandbox
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      )}
      {view?.kind === 'demo' && demo && <demo.Component url={view.url} title={title} />}
      {state.matches('maintenance') && (
        <MaintenanceMessage name={title} recommendations={state.context.recommendations} onRetry={retry} />
      )}
      {state.matches('previousGameOpen') && (
        <PreviousGameMessage previousGame={state.context.previousGame} onRetry={retry} />
      )}
      {state.matches('invalidUrl') && <InvalidUrlMessage onRetry={retry} />}
      {state.matches('failed') && state.context.failure && (
        <ErrorState failure={state.context.failure} onRetry={retry} />
      )}
    </section>
  );
}
