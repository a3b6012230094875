import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneClickProvider } from '../../api/contracts/session';
import { Modal } from '../../components/modal';
import { OneClickError, type OneClickSignIn } from '../../lib/one-click';

/** The account the mock providers' identities are linked to in the mock world. */
const LINKED_ACCOUNT = 'demo01';

interface Pending {
  provider: OneClickProvider;
  resolve: (value: { idToken: string }) => void;
  reject: (error: Error) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const setPending = (next: Pending | null) => {
  pending = next;
  for (const listener of listeners) listener();
};

/**
 * Mock mode's one-click provider (mock mode only, loaded with the Scenarios panel): instead of a
 * provider's sign-in window it opens a small dialog where QA picks what the window does, so the
 * blocked-popup and closed-popup messages (SPEC 8) can be shown as well as a success.
 */
export const mockOneClick: OneClickSignIn = {
  signIn(provider) {
    pending?.reject(new OneClickError('popupClosed'));
    return new Promise((resolve, reject) => setPending({ provider, resolve, reject }));
  },
};

export function MockOneClickWindow() {
  const { t } = useTranslation(['common', 'qa']);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
  if (!current) return null;
  const settle = (outcome: 'ok' | 'popupClosed' | 'popupBlocked') => {
    setPending(null);
    if (outcome === 'ok') current.resolve({ idToken: `mock-${current.provider}-${LINKED_ACCOUNT}` });
    else current.reject(new OneClickError(outcome));
  };
  const provider = t(`oneClick.providers.${current.provider}`);
  return (
    <Modal open title={t('qa:oneClick.title', { provider })} onClose={() => settle('popupClosed')}>
      <p>{t('qa:oneClick.info', { account: LINKED_ACCOUNT })}</p>
      <div className="page__actions">
        <button type="button" className="button" onClick={() => settle('ok')}>
          {t('qa:oneClick.continue', { account: LINKED_ACCOUNT })}
        </button>
        <button type="button" className="button button--ghost" onClick={() => settle('popupClosed')}>
          {t('qa:oneClick.close')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => settle('popupBlocked')}>
          {t('qa:oneClick.block')}
        </button>
      </div>
    </Modal>
  );
}
