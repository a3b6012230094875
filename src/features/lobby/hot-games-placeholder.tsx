import { useTranslation } from 'react-i18next';
import { CAROUSEL_PER_VIEW } from '../../components/carousel';
import { Loading } from '../../components/page-state';

/**
 * The hot games carousel's shape while the games load (issue 19): its controls row, its track and a
 * game card's rows and buttons for each slide in view, so the sections below stay where they are
 * when the cards arrive (a fixed height was 11 to 63 px off, by screen width). The loading status
 * shows over it.
 */
export function HotGamesPlaceholder() {
  const { t } = useTranslation('games');
  return (
    <div className="hot-games__loading">
      <div className="hot-games__shape" aria-hidden="true">
        <div className="carousel__controls">
          <span className="carousel__button" />
        </div>
        <div className="carousel__track carousel-placeholder__track">
          {Array.from({ length: CAROUSEL_PER_VIEW }, (_, index) => (
            <div key={index} className="carousel__slide">
              <div className="game-card">
                <div className="game-card__media" />
                <p className="game-card__counter">&nbsp;</p>
                <p className="game-card__name">&nbsp;</p>
                <div className="game-card__actions">
                  <span className="button">{t('card.play')}</span>
                  <span className="button button--ghost">{t('card.trial')}</span>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <Loading />
    </div>
  );
}
