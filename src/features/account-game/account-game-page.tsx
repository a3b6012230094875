import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { favouritesPageMachine } from '../../../machines/favourites-page.machine';
import type { GameItem } from '../../api/contracts/games';
import { fetchRecentGames } from '../../api/games';
import { useFavouritesActor, type FavouritesActor } from '../../app/providers/favourites-context';
import { fromCall } from '../../api/from-call';
import type { FailureInfo } from '../../api/errors';
import { noItems, ResourceView } from '../../components/resource-view';
import { Screen } from '../../components/screen';
import { fromI18nCode } from '../../i18n';
import { VirtualGameGrid } from '../../kits/games/virtual-game-grid';
import { inspect } from '../../lib/actor-inspection';

const recentLogic = createLoaderMachine<GameItem[]>('recentGames').provide({
  actors: {
    load: fromCall(({ language }: { language: string }, signal) => fetchRecentGames(language, signal)),
  },
});

function Games({
  games,
  failure,
  onRetry,
  empty,
}: {
  /** null while the list loads. */
  games: GameItem[] | null;
  failure: FailureInfo | null;
  onRetry: () => void;
  empty: string;
}) {
  const { t } = useTranslation('games');
  return (
    <ResourceView
      data={games}
      failure={failure}
      onRetry={onRetry}
      loadingLabel={t('list.loading')}
      isEmpty={noItems}
      empty={
        <>
          {empty} <Link to="/rng">{t('account.browse')}</Link>
        </>
      }
    >
      {(list) => <VirtualGameGrid games={list} total={list.length} label={t('list.gamesLabel')} />}
    </ResourceView>
  );
}

/** /favorite (SPEC 7.4: page size 999): the app-wide favourites, so a removal leaves at once (SPEC 4.8). */
function FavouritesPage() {
  const { t } = useTranslation('games');
  const actor = useFavouritesActor();
  return (
    <Screen title={t('common:pages.favorite')}>
      {actor ? (
        <FavouriteGames actor={actor} />
      ) : (
        <Games games={null} failure={null} onRetry={() => undefined} empty={t('account.noFavourites')} />
      )}
    </Screen>
  );
}

function FavouriteGames({ actor }: { actor: FavouritesActor }) {
  const { t } = useTranslation('games');
  const list = useSelector(actor, (s) => s.context.list);
  const failure = useSelector(actor, (s) => s.context.listFailure);
  const phase = useSelector(actor, (s) =>
    s.matches({ list: 'ready' }) ? 'ready' : s.matches({ list: 'failed' }) ? 'failed' : 'loading',
  );
  // The list is read again each time the page opens (another tab may have changed it).
  useActorRef(favouritesPageMachine, { input: { favourites: actor }, inspect });
  return (
    <Games
      games={phase === 'loading' ? null : list}
      failure={phase === 'failed' ? failure : null}
      onRetry={() => actor.send({ type: 'list.load' })}
      empty={t('account.noFavourites')}
    />
  );
}

/** /recent (SPEC 7.4: page size 20, game type RNG). */
function RecentPage({ language }: { language: string }) {
  const { t } = useTranslation('games');
  const actor = useActorRef(recentLogic, { input: { language }, inspect });
  const games = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  return (
    <Screen title={t('common:pages.recent')}>
      <Games
        games={games}
        failure={failure}
        onRetry={() => actor.send({ type: 'load.retry' })}
        empty={t('account.noRecent')}
      />
    </Screen>
  );
}

/** SPEC 2.1 AccountGame group: /favorite and /recent (a session is required: route-guards). */
export default function AccountGamePage() {
  const { i18n } = useTranslation('games');
  const { pathname } = useLocation();
  const language = fromI18nCode(i18n.language);
  return pathname.toLowerCase() === '/recent' ? (
    <RecentPage key={language} language={language} />
  ) : (
    <FavouritesPage />
  );
}
