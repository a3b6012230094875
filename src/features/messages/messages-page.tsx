import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { inboxMachine } from '../../../machines/inbox.machine';
import type { InboxMessage, MessageListValue } from '../../api/contracts/wallet';
import { fetchMessages, markMessageRead } from '../../api/wallet';
import { fromCall } from '../../api/from-call';
import { PermissionContext } from '../../app/providers/site-data';
import { SessionContext } from '../../app/providers/session';
import { markMessagesRead } from '../../api/support';
import { FormFailure } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { messageText } from './message-text';
import { inspect } from '../../lib/actor-inspection';
import './messages.css';
import { emitAppEvent } from '../../browser/app-events';

const inboxLogic = inboxMachine.provide({
  actors: {
    loadPage: fromCall(({ page }: { page: number }, signal) => fetchMessages(page, signal)),
    markRead: fromCall<unknown, { id: string }>(({ id }) => markMessageRead(id)),
    markAllRead: fromCall<unknown, { ids: string[] }>(({ ids }) => markMessagesRead(ids)),
  },
  actions: { inboxChanged: () => emitAppEvent('inboxChanged') },
});

/**
 * messageV2 (platform information, SPEC 2.5): the member's messages, newest first, 10 a page, each
 * with its title, date (in the member's GMT offset) and read state. Opening one shows its text and
 * marks it read; "Mark all as read" marks the page's unread ones (the platform's read call takes
 * their ids). The unread badges hear of it through the app event `inboxChanged`.
 */
export default function MessagesPage() {
  const { t } = useTranslation(['wallet', 'support']);
  const inbox = useActorRef(inboxLogic, { inspect });
  const data = useSelector(inbox, (s) => s.context.data);
  const failure = useSelector(inbox, (s) => s.context.failure);
  const loading = useSelector(inbox, (s) => s.matches({ list: 'loading' }));
  const failed = useSelector(inbox, (s) => s.matches({ list: 'failed' }));
  const readingAll = useSelector(inbox, (s) => s.matches({ list: 'readingAll' }));

  return (
    <ResourceView
      // Marking all read reloads the page of messages without hiding it.
      data={loading && !readingAll ? null : data}
      failure={failed ? failure : null}
      onRetry={() => inbox.send({ type: 'load.retry' })}
      isEmpty={(messages) => messages.content.length === 0}
      empty={t('inbox.empty')}
    >
      {(messages) => <Inbox inbox={inbox} data={messages} readingAll={readingAll} />}
    </ResourceView>
  );
}

function Inbox({
  inbox,
  data,
  readingAll,
}: {
  inbox: ActorRefFrom<typeof inboxLogic>;
  data: MessageListValue;
  readingAll: boolean;
}) {
  const { t } = useTranslation(['wallet', 'support']);
  const openId = useSelector(inbox, (s) => s.context.openId);
  const page = useSelector(inbox, (s) => s.context.page);
  const readAllFailure = useSelector(inbox, (s) => s.context.readAllFailure);
  const unreadHere = data.content.some((message) => !message.read);
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h3 id="inbox-title">
        {t('inbox.title')}{' '}
        <span className="inbox__total">({t('inbox.total', { count: data.totalCount })})</span>
      </h3>
      <FormFailure failure={readAllFailure} />
      {unreadHere && (
        <div className="inbox__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={readingAll}
            onClick={() => inbox.send({ type: 'inbox.readAll' })}
          >
            {t('support:inbox.readAll')}
          </button>
        </div>
      )}
      <ul className="inbox__list">
        {data.content.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            open={openId === message.id}
            onToggle={() => inbox.send({ type: 'message.toggle', id: message.id })}
          />
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav className="inbox__pager" aria-label={t('inbox.pager')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => inbox.send({ type: 'page.go', page: page - 1 })}
          >
            {t('inbox.previous')}
          </button>
          <span role="status">
            {t('inbox.pageOf', { page: String(page), total: String(data.totalPages) })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= data.totalPages}
            onClick={() => inbox.send({ type: 'page.go', page: page + 1 })}
          >
            {t('inbox.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function MessageItem({
  message,
  open,
  onToggle,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('wallet');
  const member = SessionContext.useSelector((s) => s.context.member);
  const siteOffset = PermissionContext.useSelector((s) => s.context.data?.gmtOffsetMinutes);
  const bodyId = useId();
  const lang = currentLanguage();
  const { title, body } = messageText(message, t, lang);
  const offset = member?.gmtOffsetMinutes ?? siteOffset ?? 0;
  return (
    <li className={message.read ? 'inbox__item' : 'inbox__item inbox__item--unread'}>
      <button
        type="button"
        className="inbox__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="inbox__title">{title}</span>
        <span className="inbox__meta">
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, offset, lang)}</time>
          <span className={message.read ? 'inbox__state' : 'inbox__state inbox__state--unread'}>
            {message.read ? t('inbox.read') : t('inbox.unread')}
          </span>
        </span>
      </button>
      <div id={bodyId} className="inbox__body" hidden={!open}>
        <p>{body}</p>
      </div>
    </li>
  );
}
