import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { Modal } from '../../components/modal';

/** SPEC 4.9 / 6 / 8: a trial account asked for a real one ('in_need_true_account'), with a confirm button. */
export default function TrialDialog() {
  const { t } = useTranslation('auth');
  const popups = usePopupActions();
  return (
    <Modal open title={t('trialTitle')} onClose={popups.close}>
      <p>{t('in_need_true_account')}</p>
      <div className="page__actions">
        <button type="button" className="button" onClick={popups.close}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
