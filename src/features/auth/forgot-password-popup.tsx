import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../../app/popups';
import { Modal } from '../../components/modal';
import { CustomerServiceButton } from '../shell/customer-service-button';
import { ForgotPasswordByEmail } from './forgot-password-by-email';
import { ForgotPasswordByPhone } from './forgot-password-by-phone';
import { useSwitch } from './use-session';

const methods = ['email', 'phone'] as const;
type Method = (typeof methods)[number];

/**
 * SPEC 2.4 / 4.6 forgot-password popup: recovery by e-mail or by mobile number, as tabs; the phone
 * is the default when CHNGPASSVERIF3 is on. A customer-service link is always there.
 */
export default function ForgotPasswordPopup() {
  const { t } = useTranslation('recovery');
  const popups = usePopups();
  const phoneFirst = useSwitch('CHNGPASSVERIF3');
  const [method, setMethod] = useState<Method>(phoneFirst ? 'phone' : 'email');
  const id = useId();
  const tabs = useRef<Partial<Record<Method, HTMLButtonElement | null>>>({});

  // WAI-ARIA tabs: arrows move between the tabs (and select), Home and End jump to the ends.
  function onKeyDown(event: KeyboardEvent) {
    const index = methods.indexOf(method);
    const last = methods.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = methods[target]!;
    setMethod(next);
    tabs.current[next]?.focus();
  }

  return (
    <Modal open title={t('title')} onClose={popups.close}>
      <div role="tablist" aria-label={t('methods')} className="tabs">
        {methods.map((m) => (
          <button
            key={m}
            ref={(element) => {
              tabs.current[m] = element;
            }}
            id={`${id}-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={method === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={method === m ? 0 : -1}
            className="tabs__tab"
            onClick={() => setMethod(m)}
            onKeyDown={onKeyDown}
          >
            {t(m === 'email' ? 'tab_email' : 'tab_phone')}
          </button>
        ))}
      </div>
      {/* Both panels stay mounted, so switching tabs keeps what was typed and a running countdown. */}
      {methods.map((m) => (
        <div
          key={m}
          id={`${id}-panel-${m}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${m}`}
          hidden={method !== m}
        >
          {m === 'email' ? <ForgotPasswordByEmail /> : <ForgotPasswordByPhone />}
        </div>
      ))}
      <p className="form__footer">
        {t('need_help')} <CustomerServiceButton className="link-button" />
      </p>
    </Modal>
  );
}
