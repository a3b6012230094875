import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/page-state';

/**
 * The hot games carousel's shape while the games load: the controls' row and one game
 * card's rows and buttons in the carousel's track (its picture drawn by lobby.css), so the sections
 * below stay where they are when the cards arrive (a fixed height was 11 to 63 px off, by screen
 * width). The loading status shows over it.
 */
export function HotGamesPlaceholder() {
  const { t } = useTranslation('games');
  return (
    <div className="hot-games__loading">
      <div
        className="hot-games__shape carousel-placeholder__track carousel-placeholder__track--controls"
        aria-hidden="true"
      >
        <div className="game-card">
          <p className="game-card__counter">&nbsp;</p>
          <p className="game-card__name">&nbsp;</p>
          <div className="game-card__actions">
            <span className="button">{t('card.play')}</span>
            <span className="button button--ghost">{t('card.trial')}</span>
          </div>
        </div>
      </div>
      <Loading />
    </div>
  );
}
