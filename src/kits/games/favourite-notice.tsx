import { useTranslation } from 'react-i18next';
import { useFavouritesActor, useFavouritesSelector } from '../../app/providers/favourites-context';
import { failureText } from '../../components/page-state';
import { gameTitle } from './game-card-model';
import './game-card.css';

/** What the favourites have to say (SPEC 4.8, 8): the login message, or a rolled-back change. */
export default function FavouriteNotice() {
  const { t } = useTranslation('games');
  const notice = useFavouritesSelector((s) => s.context.notice, null);
  const actor = useFavouritesActor();
  if (!notice) return null;
  const text =
    notice.code === 'notLoggedIn'
      ? t('common:errors.notLoggedIn')
      : `${t(`favourites.${notice.code}`, { name: gameTitle(notice.game) })} ${failureText(t, notice.failure)}`;
  return (
    <div className="favourite-notice" role="alert">
      <p>{text}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => actor?.send({ type: 'notice.dismiss' })}
      >
        {t('common:actions.close')}
      </button>
    </div>
  );
}
