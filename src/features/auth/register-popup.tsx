import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { PermissionContext } from '../../app/providers/site-data';
import { Modal } from '../../components/modal';
import { OneClickButtons } from './one-click-buttons';
import { ResourceView } from '../../components/resource-view';
import type { RegisterSwitches } from '../../lib/register-form';
import { RegisterForm } from './register-form';
import { registerNamespaces } from './popup-namespaces';

/** `?affiliateCode=` (verified, SPEC 4.5) and `?referralCode=` (sent as is, SPEC 3.1) of the page that opened it. */
function urlCodes() {
  const params = new URLSearchParams(window.location.search);
  return { urlCode: params.get('affiliateCode'), referralCode: params.get('referralCode') };
}

/**
 * SPEC 2.4 register popup: tabs for username and mobile registration when both are offered, the
 * fields the server configures, the terms, and a way back to the login popup. The form starts once
 * the site's switches are known (they decide the tabs and the required fields).
 */
export default function RegisterPopup() {
  // Every catalogue its form uses loads before the popup shows (no wait inside the open popup).
  const { t } = useTranslation(registerNamespaces);
  const popups = usePopupActions();
  const permission = PermissionContext.useActorRef();
  const whitelabel = PermissionContext.useSelector((s) => s.context.data?.whitelabel);
  const failure = PermissionContext.useSelector((s) => (s.matches('failed') ? s.context.failure : null));
  const [codes] = useState(urlCodes);
  const switches: RegisterSwitches | null = whitelabel
    ? {
        USERNAMEREG3: whitelabel.USERNAMEREG3 === true,
        MOBILENUMREG3: whitelabel.MOBILENUMREG3 === true,
        MOBILENUMPASSREG3: whitelabel.MOBILENUMPASSREG3 === true,
        REGMOBVERF3: whitelabel.REGMOBVERF3 === true,
      }
    : null;

  return (
    <Modal open title={t('title')} onClose={popups.close}>
      <ResourceView
        data={switches}
        failure={failure}
        onRetry={() => permission.send({ type: 'load.retry' })}
        keepData
      >
        {(known) => <RegisterForm switches={known} {...codes} />}
      </ResourceView>
      <p className="form__footer">
        {t('haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => popups.show('login')}>
          {t('login')}
        </button>
      </p>
      <OneClickButtons />
    </Modal>
  );
}
