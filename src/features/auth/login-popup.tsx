import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { SessionContext } from '../../app/providers/session';
import { Modal } from '../../components/modal';
import { Tabs } from '../../components/tabs';
import { loginNamespaces } from './popup-namespaces';
import { LoginBanner } from './login-banner';
import { OneClickButtons } from './one-click-buttons';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';
import { useSessionSwitches, useSwitch } from '../../app/providers/use-session';

type Tab = 'username' | 'sms';

/**
 * SPEC 2.4 login popup: username login, and mobile-SMS login as a second tab when
 * MOBILEVERCODELOGIN3 is on; links to register and to the forgotten password; free play when
 * FREEPLAY3 is on. It closes itself once the session is logged in.
 */
export default function LoginPopup() {
  // Every catalogue its tabs use loads before the popup shows, so switching tab never waits.
  const { t } = useTranslation(loginNamespaces);
  const popups = usePopupActions();
  const session = SessionContext.useActorRef();
  const switches = useSessionSwitches();
  const smsEnabled = useSwitch('MOBILEVERCODELOGIN3');
  const freePlay = useSwitch('FREEPLAY3');
  const [tab, setTab] = useState<Tab>('username');
  const close = () => {
    session.send({ type: 'failure.dismiss' });
    popups.close();
  };
  const usernameForm = <LoginForm site="member" onForgot={() => popups.show('forgotPassword')} />;
  return (
    <Modal open title={t('loginTitle')} onClose={close}>
      <LoginBanner />
      {smsEnabled ? (
        <Tabs
          label={t('loginMethods')}
          tabs={[
            { id: 'username', label: t('tabUsername') },
            { id: 'sms', label: t('tabSms') },
          ]}
          selected={tab}
          onSelect={setTab}
          renderPanel={(id) => (id === 'username' ? usernameForm : <SmsLoginForm />)}
        />
      ) : (
        usernameForm
      )}
      <p className="form__footer">
        {t('noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => popups.show('register')}>
          {t('register')}
        </button>
      </p>
      {freePlay && (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => session.send({ type: 'freePlay.start', switches })}
        >
          {t('freePlay')}
        </button>
      )}
      <OneClickButtons />
    </Modal>
  );
}
