import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { vendorGamesMachine } from '../../../machines/game-launch.machine';
import { fromCall } from '../../api/from-call';
import { fetchVendorGames } from '../../api/launch';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../i18n/index';
import { GameCard } from './game-card';
import type { VendorListRequest } from './vendor-list';
import { inspect } from '../../lib/actor-inspection';
import './launch.css';

const logic = vendorGamesMachine.provide({
  actors: { loadPage: fromCall((input, signal) => fetchVendorGames(input, signal)) },
});

/**
 * SPEC 4.9 vendor popup list: an item with isGame VASSALAGE opens the list of its vendor's games
 * (the game list with vassalage), each launchable from its card; more pages on request.
 */
export default function VendorPopup({
  request,
  onClose,
}: {
  request: VendorListRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('launch');
  const actor = useActorRef(logic, {
    input: { vendor: request.vendor, gameType: request.gameType, language: currentLanguage() },
    inspect,
  });
  const games = useSelector(actor, (s) => s.context.games);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const more = useSelector(actor, (s) => s.matches('ready') && s.can({ type: 'page.next' }));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  return (
    <Modal
      open
      title={t('vendorList.title', { name: request.title })}
      onClose={onClose}
      className="vendor-popup"
    >
      {games.length > 0 && (
        <ul className="launch-grid" aria-label={t('vendorList.games', { name: request.title })}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
      {ready && games.length === 0 && <EmptyState>{t('vendorList.empty')}</EmptyState>}
      {loading && <Loading label={t('vendorList.loading')} />}
      {failure && <ErrorState failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {more && (
        <div className="page__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'page.next' })}
          >
            {t('vendorList.more')}
          </button>
        </div>
      )}
    </Modal>
  );
}
