import { useTranslation } from 'react-i18next';
import { PermissionContext } from '../../app/providers/site-data';
import { SessionContext } from '../../app/providers/session';
import { oneClickAvailable } from '../../browser/one-click';
import { useSessionSwitches } from '../../app/providers/use-session';

/**
 * SPEC 2.4 one-click sign-in buttons (google, facebook, telegram), shown for the providers the
 * platform enables and only when a provider implementation is registered (see browser/one-click.ts).
 * A blocked or closed sign-in window is reported here (SPEC 8); other failures show in the form.
 */
export function OneClickButtons() {
  const { t } = useTranslation(['common', 'auth']);
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const refusal = SessionContext.useSelector((s) =>
    s.context.refusal === 'popupBlocked' || s.context.refusal === 'popupClosed' ? s.context.refusal : null,
  );
  const providers = PermissionContext.useSelector((s) => s.context.data?.oneClickProviders ?? []);
  const switches = useSessionSwitches();
  if (!oneClickAvailable() || providers.length === 0) return null;
  return (
    <section className="one-click" aria-label={t('auth:oneClickTitle')}>
      <p className="one-click__title">{t('auth:oneClickTitle')}</p>
      {refusal && (
        <p role="alert" className="form-error">
          {t(`auth:refusal.${refusal}`)}
        </p>
      )}
      <div className="one-click__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => session.send({ type: 'oneClick.submit', provider, switches })}
          >
            {t('auth:oneClickWith', { provider: t(`oneClick.providers.${provider}`) })}
          </button>
        ))}
      </div>
    </section>
  );
}
