import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameItem } from '../../api/contracts/games';
import { CustomerServiceButton } from '../customer-service/customer-service-button';
import { GameCard } from './game-card';
import { useGameLaunch } from './use-game-launch';
import './launch.css';

/** SPEC 8 "Popup blocked, allow popups": the game's own window could not open. */
export function PopupBlockedMessage({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('launch');
  return (
    <div className="launch-message" role="alert">
      <p>{t('messages.popupBlocked')}</p>
      <button type="button" className="button button--ghost" onClick={onDismiss}>
        {t('messages.dismiss')}
      </button>
    </div>
  );
}

/** SPEC 8 "Invalid URL, please contact customer service". */
export function InvalidUrlMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('launch');
  return (
    <div className="launch-message" role="alert">
      <p>{t('messages.invalidUrl')}</p>
      <div className="page__actions">
        <CustomerServiceButton />
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('messages.retry')}
        </button>
      </div>
    </div>
  );
}

/** SPEC 8 "Game maintenance, with recommendations of other games": each one launchable. */
export function MaintenanceMessage({
  name,
  recommendations,
  onRetry,
}: {
  name: string;
  recommendations: GameItem[];
  onRetry: () => void;
}) {
  const { t } = useTranslation('launch');
  return (
    <div className="launch-message">
      <p role="alert">{t('messages.maintenance', { name })}</p>
      {recommendations.length > 0 ? (
        <>
          <h2>{t('messages.recommended')}</h2>
          <ul className="launch-grid" aria-label={t('messages.recommended')}>
            {recommendations.map((game) => (
              <li key={game.nodeId}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('messages.noRecommendations')}</p>
      )}
      <div className="page__actions">
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('messages.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * "#734 the previous game has not finished": another game is still open. The way
 * forward is back to it: the game itself when the platform names it, else the recent games (the
 * open one leads them); a retry once it is finished.
 */
export function PreviousGameMessage({
  previousGame,
  onRetry,
}: {
  previousGame: GameItem | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('launch');
  const { launch } = useGameLaunch();
  return (
    <div className="launch-message">
      <p role="alert">{t('common:errors.previousGameOpen')}</p>
      <div className="page__actions">
        {previousGame ? (
          <button
            type="button"
            className="button"
            onClick={() => launch({ kind: 'game', game: previousGame, mode: 'play' })}
          >
            {t('messages.returnTo', { name: previousGame.displayName })}
          </button>
        ) : (
          <Link className="button" to="/recent">
            {t('messages.recentGames')}
          </Link>
        )}
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('messages.retry')}
        </button>
      </div>
    </div>
  );
}
