import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { lobbyOriginOf } from '../../browser/lobby-origin';
import { requestScrollRestore } from '../../browser/lobby-return';

/**
 * Back to the lobby: to the list this game was opened from, at the place the player had scrolled
 * to; Home when the game was not opened from a list of this tab (a shared link, say).
 */
export function BackToLobbyLink({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation('launch');
  const { pathname, search } = useLocation();
  const origin = lobbyOriginOf(`${pathname}${search}`);
  return (
    <Link
      className={className}
      to={origin?.from ?? '/'}
      onClick={() => origin && requestScrollRestore(origin.from, origin.scrollY)}
    >
      {t('host.back')}
    </Link>
  );
}
