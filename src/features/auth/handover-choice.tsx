import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { tokenHandoverMachine, type SessionName } from '../../../machines/token-handover.machine';
import { ApiError } from '../../api/errors';
import { fetchMemberInfoOf } from '../../api/session';
import { Loading } from '../../components/page-state';
import { Modal } from '../../components/modal';
import { releaseHandedOverToken } from '../../browser/token-handover';
import { setToken } from '../../browser/session-store';
import { inspect } from '../../lib/actor-inspection';

/** An account's name for the choice: "Nickname (account)"; null when its session has ended. */
async function nameOf(token: string): Promise<SessionName> {
  try {
    const member = await fetchMemberInfoOf(token);
    return member.nickname === member.account ? member.account : `${member.nickname} (${member.account})`;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'unauthorized' ? null : undefined;
  }
}

const logic = tokenHandoverMachine.provide({
  actors: {
    nameSessions: fromPromise(async ({ input }) => {
      const [incoming, current] = await Promise.all([nameOf(input.incoming), nameOf(input.current)]);
      return { incoming, current };
    }),
  },
  actions: {
    adoptIncoming: (_, { token }) => {
      setToken(token);
      releaseHandedOverToken();
    },
    keepCurrent: () => releaseHandedOverToken(),
  },
});

/**
 * A link hands over a session while this tab has another. The player chooses which
 * account to keep, both named; closing the choice keeps the open one. `onSettled` lets the app start.
 */
export default function HandoverChoice({
  incoming,
  current,
  onSettled,
}: {
  incoming: string;
  current: string;
  onSettled: () => void;
}) {
  const { t } = useTranslation('auth');
  const actor = useActorRef(logic, { input: { incoming, current }, inspect });
  const state = useSelector(actor, (s) => s);
  const settled = state.status === 'done';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  if (settled) return null;
  if (!state.matches('asking')) return <Loading label={t('handover.checking')} />;
  const currentName = state.context.currentName ?? t('handover.unnamedCurrent');
  const incomingName = state.context.incomingName ?? t('handover.unnamedIncoming');
  return (
    <Modal open title={t('handover.title')} onClose={() => actor.send({ type: 'keep.current' })}>
      <p>{t('handover.info', { current: currentName, incoming: incomingName })}</p>
      <div className="page__actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'keep.current' })}>
          {t('handover.keepCurrent', { name: currentName })}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => actor.send({ type: 'keep.incoming' })}
        >
          {t('handover.useIncoming', { name: incomingName })}
        </button>
      </div>
    </Modal>
  );
}
