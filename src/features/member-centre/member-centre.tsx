import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { PublicState } from '../../api/contracts/member';
import { fetchPublicState } from '../../api/public-state';
import { fromCall } from '../../api/from-call';
import { Modal } from '../../components/modal';
import { LazyPage } from '../../components/lazy-page';
import { useLoader } from '../../components/use-loader';
import { useMember, useSwitch } from '../../app/providers/use-session';
import { MemberAvatar } from '../../components/member-avatar';
import { memberCentreTo } from '../../lib/member-centre-link';
import { memberCentrePageIds, type MemberCentrePageId } from '../../lib/member-centre-page-ids';
import { centrePages } from '../../app/routing/centre-page-loaders';
import { memberCentrePages as table } from '../../app/routing/member-centre-pages';
import '../../components/centre-nav.css';
import './member-centre.css';
import { useCurrentInView } from '../../components/use-current-in-view';
import { whenAppEvent } from '../../browser/app-events';

const reloadOnMoneyAndInbox = [whenAppEvent('balanceChanged'), whenAppEvent('inboxChanged')];
const publicStateMachine = createLoaderMachine<PublicState>('publicState').provide({
  actors: { load: fromCall(() => fetchPublicState()) },
});

/** The public state behind the nav: badges and who sees which entry; reloads after money moves or a message is read. */
function usePublicState(page: MemberCentrePageId) {
  const { data, reload } = useLoader(publicStateMachine, reloadOnMoneyAndInbox);
  // A page change can follow reading messages or claiming: counts are fetched again.
  useEffect(reload, [reload, page]);
  return data;
}

/**
 * The member-centre modal (SPEC 2.4, 2.5): a head with the member's picture and name, the nav of
 * personal-centre pages with their red count badges, and the page of `page`, each loaded on
 * demand. Switching page replaces the history entry, so the back button closes the centre rather
 * than stepping through its pages.
 */
export default function MemberCentre({ page, onClose }: { page: MemberCentrePageId; onClose: () => void }) {
  const { t } = useTranslation('memberCentre');
  const location = useLocation();
  const state = usePublicState(page);
  const manualRebate = useSwitch('MANPLAYREB3');
  const navRow = useCurrentInView<HTMLUListElement>(page);
  const member = useMember();
  return (
    <Modal open title={t(`pages.${page}`)} onClose={onClose} className="member-centre">
      {/* The centre's head: whose centre it is, with the member's picture (SPEC 7.1). */}
      {member && (
        <p className="member-centre__who">
          <MemberAvatar />
          <span className="member-centre__name">{member.nickname || member.account}</span>
        </p>
      )}
      <div className="centre__layout">
        <nav className="centre__nav" aria-label={t('nav')}>
          <ul ref={navRow} data-sideways>
            {memberCentrePageIds
              .filter((id) => id === page || (table[id].visible?.(state, { manualRebate }) ?? true))
              .map((id) => {
                const badge = table[id].badge;
                const count = badge && state ? state[badge] : 0;
                return (
                  <li key={id}>
                    <Link
                      to={memberCentreTo(location, id)}
                      replace
                      state={location.state}
                      aria-current={id === page ? 'page' : undefined}
                    >
                      {t(`pages.${id}`)}
                      {count > 0 && (
                        <span className="centre__badge">
                          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                          <span className="visually-hidden">{t('badge', { count })}</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </nav>
        <div className="centre__page">
          <LazyPage page={page} load={centrePages.member} />
        </div>
      </div>
    </Modal>
  );
}
