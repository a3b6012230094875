import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel, CAROUSEL_PER_VIEW, CAROUSEL_SPACING } from '../../components/carousel';
import { noItems, ResourceView } from '../../components/resource-view';
import { GameCard } from '../../kits/games/game-card';
import { useHotGames } from './home-data';
import { HotGamesPlaceholder } from './hot-games-placeholder';

/** SPEC 9 hot carousel: arrows above 7 items, autoplay every 1200 ms at speed 1100. */
export const HOT_ARROWS_ABOVE = 7;
export const HOT_AUTOPLAY_MS = 1200;
export const HOT_TRANSITION_MS = 1100;

/** SPEC 2.2 first home section: the hot games carousel of game cards (SPEC 7.4 hot games call). */
export function HotGames({ language }: { language: string }) {
  const { t } = useTranslation('lobby');
  const hot = useHotGames(language);
  // Twenty cards and a slider arrive at once: rendered as a deferred update, in slices
  // that leave the phone responsive, not in one long task.
  const data = useDeferredValue(hot.data);
  const { failure, retry } = hot;
  return (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={retry}
      keepData
      loading={<HotGamesPlaceholder />}
      isEmpty={noItems}
      empty={t('hot.empty')}
    >
      {(games) => (
        <Carousel
          label={t('hot.carousel')}
          items={games}
          itemKey={(game) => game.nodeId}
          renderItem={(game) => <GameCard game={game} />}
          perView={CAROUSEL_PER_VIEW}
          spacing={CAROUSEL_SPACING}
          loop
          arrowsAbove={HOT_ARROWS_ABOVE}
          autoplayMs={HOT_AUTOPLAY_MS}
          transitionMs={HOT_TRANSITION_MS}
        />
      )}
    </ResourceView>
  );
}
