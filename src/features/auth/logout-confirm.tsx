import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import { Modal } from '../../components/modal';

/** SPEC 4.2: member logout asks for confirmation (cancel or confirm). */
export default function LogoutConfirm() {
  const { t } = useTranslation('auth');
  const session = SessionContext.useActorRef();
  const cancel = () => session.send({ type: 'logout.cancel' });
  return (
    <Modal open title={t('logoutTitle')} onClose={cancel}>
      <p>{t('logoutQuestion')}</p>
      <div className="page__actions">
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={() => session.send({ type: 'logout.confirm' })}>
          {t('logoutConfirm')}
        </button>
      </div>
    </Modal>
  );
}
