import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { chatStatusMachine } from '../../../machines/chat-status.machine';
import { fetchChatStatus, setChatAvailability } from '../../api/chat';
import { fromCall } from '../../api/from-call';
import { ErrorState, failureText } from '../../components/page-state';
import { inspect } from '../../lib/actor-inspection';

const chatStatusLogic = chatStatusMachine.provide({
  actors: {
    loadStatus: fromCall((_: unknown, signal) => fetchChatStatus(signal)),
    saveAvailability: fromCall(({ available }: { available: boolean }) => setChatAvailability(available)),
  },
});

/**
 * SPEC 4.13 chat status toggle, "only when logged in": whether live chat is online, and a switch for
 * the member's own availability. Mounted in the side menu's member part, so a visitor and a trial
 * account (SPEC 6: no chat features; the platform refuses them too) never see it; on a phone it is
 * in the drawer. The platform keeps the choice per account (machines/chat-status.machine.ts).
 */
export function ChatStatusToggle() {
  const { t } = useTranslation(['support', 'common']);
  const actor = useActorRef(chatStatusLogic, { inspect });
  const status = useSelector(actor, (s) => s.context.status);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saveFailure = useSelector(actor, (s) => s.context.saveFailure);
  const headingId = useId();
  const labelId = useId();
  return (
    <section className="chat-status" aria-labelledby={headingId} aria-busy={status === null}>
      <h2 id={headingId} className="side-menu__heading">
        {t('support:chat.title')}
      </h2>
      {failure ? (
        <ErrorState failure={failure} onRetry={() => actor.send({ type: 'status.retry' })} />
      ) : status === null ? (
        <p role="status">{t('common:states.loading')}</p>
      ) : (
        <>
          <p role="status" className={`chat-status__live chat-status__live--${status.online ? 'on' : 'off'}`}>
            <span aria-hidden="true" className="chat-status__dot" />
            {t(status.online ? 'support:chat.online' : 'support:chat.offline')}
          </p>
          <div className="chat-status__row">
            <span id={labelId}>{t('support:chat.available')}</span>
            {/* Not disabled while saving, so focus stays on it; the machine takes one press at a time. */}
            <button
              type="button"
              role="switch"
              className="chat-status__switch"
              aria-checked={status.available}
              aria-labelledby={labelId}
              aria-busy={saving}
              onClick={() => actor.send({ type: 'availability.toggle' })}
            >
              <span aria-hidden="true" className="chat-status__thumb" />
            </button>
          </div>
          {saveFailure && (
            <p role="alert" className="form-error">
              {t('support:chat.saveFailed')} {failureText(t, saveFailure)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
