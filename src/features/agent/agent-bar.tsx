import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { agentClockMachine } from '../../../machines/agent-clock.machine';
import { SessionContext } from '../../app/providers/session';
import { currentLanguage } from '../../i18n';
import { formatClock, formatMoney, gmtLabel } from '../../lib/format';
import { useBalance } from '../../components/use-balance';
import { MemberAvatar } from '../../components/member-avatar';
import { useMemberOffset } from '../../kits/records/use-records-query';
import { inspect } from '../../lib/actor-inspection';

/**
 * SPEC 2.6: the agent centre's bar: the GMT offset, a live clock refreshed every second (SPEC 9),
 * the member's picture and nickname, the balance and sign out (to /agent, SPEC 4.2 agent logout).
 */
export function AgentBar() {
  const { t } = useTranslation(['agent', 'common']);
  const session = SessionContext.useActorRef();
  const member = SessionContext.useSelector((s) => s.context.member);
  const offset = useMemberOffset();
  const clock = useActorRef(agentClockMachine, { input: {}, inspect });
  const shownAt = useSelector(clock, (s) => s.context.shownAt);
  const { data: balance } = useBalance();
  const lang = currentLanguage();
  return (
    <div className="agent-bar">
      <p className="agent-bar__time">
        <span className="agent-bar__offset">{gmtLabel(offset)}</span>{' '}
        {/* Not live: a reading every second would flood screen readers. */}
        <time dateTime={new Date(shownAt).toISOString()} aria-label={t('clock')}>
          {formatClock(shownAt, offset)}
        </time>
      </p>
      <p className="agent-bar__who">
        <MemberAvatar /> <span>{t('welcome', { name: member?.nickname || member?.account || '' })}</span>{' '}
        <span className="agent-bar__balance" aria-live="polite">
          <span className="visually-hidden">{t('common:member.balance')} </span>
          {balance ? formatMoney(balance.balance, lang, balance.currencySymbol) : '…'}
        </span>
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => session.send({ type: 'logout.request', site: 'agent' })}
      >
        {t('common:member.signOut')}
      </button>
    </div>
  );
}
