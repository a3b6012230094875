import { useTranslation } from 'react-i18next';
import { usePopups } from '../../app/popups';
import { Modal } from '../../components/modal';

/** Placeholder while the popup is being built (issue 3): it opens and closes, nothing more. */
export default function ForgotPasswordPopup() {
  const { t } = useTranslation('auth');
  const popups = usePopups();
  return (
    <Modal open title={t('forgotPassword')} onClose={popups.close}>
      <p>{t('forgotPassword')}</p>
    </Modal>
  );
}
