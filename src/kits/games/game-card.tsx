import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../../api/contracts/games';
import { formatMoney } from '../../lib/format';
import { fromI18nCode } from '../../i18n/index';
import { cardTheme, counterAfter, gameImage, gameTitle } from './game-card-model';
import { FallbackImage } from '../../components/fallback-image';
import defaultImage from './game-default.svg';
import { useCounterTicks } from './use-card-counter';
import { useFavourite } from './use-favourite';
import { useGameLaunch } from './use-game-launch';
import './game-card.css';

/** The card picture's box: fixed, so a late or failed image never moves the page. */
export const CARD_IMAGE_SIZE = 200;

/**
 * SPEC 2.7 / 9: the card's growing counter, the game's jackpot: named and in taka, so a player
 * knows what the figure is. Not a live region: its step every 3 s is never announced.
 */
function CardCounter({ nodeId, language, label }: { nodeId: string; language: string; label: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const ticks = useCounterTicks(ref);
  return (
    <p ref={ref} className="game-card__counter">
      <span className="game-card__counter-label">{label}</span>{' '}
      <span className="game-card__counter-amount">
        {formatMoney(counterAfter(nodeId, ticks), fromI18nCode(language))}
      </span>
    </p>
  );
}

/**
 * SPEC 8: a game picture that fails to load shows the default image. A card in the first
 * row (`priority`) fetches its picture at once and first, being the page's largest paint; the
 * others wait until they come near the view.
 */
function CardImage({ src, priority }: { src: string | null; priority: boolean }) {
  return (
    <FallbackImage
      className="game-card__image"
      src={src}
      fallback={defaultImage}
      width={CARD_IMAGE_SIZE}
      height={CARD_IMAGE_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * SPEC 2.7 game card: favourite heart, name, HOT badge when isHot is 1, Play and Free Trial, the
 * decorative counter, one of 6 themes from the node id.
 */
export const GameCard = memo(function GameCard({
  game,
  priority = false,
}: {
  game: GameItem;
  priority?: boolean;
}) {
  // One translation hook per card (the counter takes the language from here): a grid mounts many.
  const { t, i18n } = useTranslation('games');
  const { launch } = useGameLaunch();
  const favourite = useFavourite(game);
  const nameId = useId();
  const name = gameTitle(game);
  return (
    <article className={`game-card game-card--theme-${cardTheme(game.nodeId)}`} aria-labelledby={nameId}>
      <div className="game-card__media">
        <CardImage src={gameImage(game)} priority={priority} />
        {game.isHot === 1 && <span className="game-card__hot">{t('card.hot')}</span>}
        <button
          type="button"
          className="game-card__heart"
          aria-pressed={favourite.isFavourite}
          aria-busy={favourite.saving}
          aria-label={t('card.favourite', { name })}
          onClick={favourite.toggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.1-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      </div>
      <CardCounter nodeId={game.nodeId} language={i18n.language} label={t('card.jackpot')} />
      <p className="game-card__name" id={nameId}>
        {name}
      </p>
      <div className="game-card__actions">
        <button
          type="button"
          className="button game-card__play"
          aria-label={t('card.playName', { name })}
          onClick={() => launch({ kind: 'game', game, mode: 'play' })}
        >
          {t('card.play')}
        </button>
        <button
          type="button"
          className="button button--ghost game-card__trial"
          aria-label={t('card.trialName', { name })}
          onClick={() => launch({ kind: 'game', game, mode: 'trial' })}
        >
          {t('card.trial')}
        </button>
      </div>
    </article>
  );
});
