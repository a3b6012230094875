import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { SessionContext } from '../../app/providers/session';
import { Modal } from '../../components/modal';
import type { TrialExit } from '../../../machines/session.types';

/**
 * SPEC 4.9 / 6 / 8: a trial account asked for a real one ('in_need_true_account'). The way to one
 * is offered at once: Register, or Log in with an account the player has; either ends the trial
 * session first (its play money goes with it).
 */
export default function TrialDialog() {
  const { t } = useTranslation('auth');
  const popups = usePopupActions();
  const session = SessionContext.useActorRef();
  const leave = (then: TrialExit) => {
    popups.close();
    session.send({ type: 'trial.leave', then });
  };
  return (
    <Modal open title={t('trialTitle')} onClose={popups.close}>
      <p>{t('in_need_true_account')}</p>
      <div className="page__actions">
        <button type="button" className="button" onClick={() => leave('register')}>
          {t('register')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => leave('login')}>
          {t('login')}
        </button>
        <button type="button" className="button button--ghost" onClick={popups.close}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
