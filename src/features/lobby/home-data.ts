import { useActorRef, useSelector } from '@xstate/react';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../api/from-call';
import type { Banner } from '../../api/contracts/content';
import type { GameItem, WinnerEntry } from '../../api/contracts/games';
import { fetchHomeAnnouncements, fetchHotGames, fetchWinners } from '../../api/lobby';
import { inspect } from '../../lib/actor-inspection';

type Load<T> = (language: string, signal: AbortSignal) => Promise<T>;
const loaderOf = <T>(id: string, load: Load<T>) =>
  createLoaderMachine<T>(id).provide({
    actors: { load: fromCall(({ language }: { language: string }, signal) => load(language, signal)) },
  });

export type HomeAnnouncements = { banners: Banner[]; notices: Array<{ id: string | number; title: string }> };

const announcementsLoader = loaderOf<HomeAnnouncements>('homeAnnouncements', fetchHomeAnnouncements);
const hotGamesLoader = loaderOf<GameItem[]>('hotGames', fetchHotGames);
const winnersLoader = loaderOf<WinnerEntry[]>('winners', fetchWinners);

/**
 * A home resource in one language, with its load state. The views mount it keyed by the language,
 * so a language switch loads it again (as the spec asks: hot games and winners reload on a change).
 */
function useHomeResource<T>(machine: ReturnType<typeof loaderOf<T>>, language: string) {
  const actor = useActorRef(machine, { input: { language }, inspect });
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  return { data, failure, retry: () => actor.send({ type: 'load.retry' }) };
}

export const useHomeAnnouncements = (language: string) => useHomeResource(announcementsLoader, language);
export const useHotGames = (language: string) => useHomeResource(hotGamesLoader, language);
export const useWinners = (language: string) => useHomeResource(winnersLoader, language);
