import { useTranslation } from 'react-i18next';
import { usePopups } from '../../app/popups';
import { Modal } from '../../components/modal';

/** Placeholder while the popup is being built (issue 3): it opens and closes, nothing more. */
export default function RegisterPopup() {
  const { t } = useTranslation('auth');
  const popups = usePopups();
  return (
    <Modal open title={t('register')} onClose={popups.close}>
      <p>{t('register')}</p>
    </Modal>
  );
}
