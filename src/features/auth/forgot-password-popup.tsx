import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { Modal } from '../../components/modal';
import { Tabs } from '../../components/tabs';
import { CustomerServiceButton } from '../../kits/customer-service/customer-service-button';
import { ForgotPasswordByEmail } from './forgot-password-by-email';
import { ForgotPasswordByPhone } from './forgot-password-by-phone';
import { useSwitch } from '../../app/providers/use-session';

const methods = ['email', 'phone'] as const;
type Method = (typeof methods)[number];

/**
 * SPEC 2.4 / 4.6 forgot-password popup: recovery by e-mail or by mobile number, as tabs; the phone
 * is the default when CHNGPASSVERIF3 is on. A customer-service link is always there.
 */
export default function ForgotPasswordPopup() {
  const { t } = useTranslation('recovery');
  const popups = usePopupActions();
  const phoneFirst = useSwitch('CHNGPASSVERIF3');
  const [method, setMethod] = useState<Method>(phoneFirst ? 'phone' : 'email');
  return (
    <Modal open title={t('title')} onClose={popups.close}>
      {/* Both panels stay mounted, so switching tabs keeps what was typed and a running countdown. */}
      <Tabs
        label={t('methods')}
        tabs={methods.map((m) => ({ id: m, label: t(m === 'email' ? 'tab_email' : 'tab_phone') }))}
        selected={method}
        onSelect={setMethod}
        renderPanel={(m) => (m === 'email' ? <ForgotPasswordByEmail /> : <ForgotPasswordByPhone />)}
        keepMounted
      />
      <p className="form__footer">
        {t('need_help')} <CustomerServiceButton className="link-button" />
      </p>
    </Modal>
  );
}
