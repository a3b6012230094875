import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '../../api/call-observer';
import { ColumnsTable, type Column } from '../../components/columns-table';
import type { CallRecord } from '../../lib/call-log';
import { secondsSinceLoad } from './inspector-machines';

type Failure = Extract<CallOutcome, { ok: false }>;
const kindKeys: Record<Failure['kind'], string> = {
  network: 'kind.network',
  timeout: 'kind.timeout',
  unauthorized: 'kind.unauthorized',
  server: 'kind.server',
  rejected: 'kind.rejected',
  malformed: 'kind.malformed',
  aborted: 'kind.aborted',
  error: 'kind.error',
};

/** The last calls, newest first: when each left, what it was, its answer and how long that took. */
export function InspectorCalls({ calls }: { calls: readonly CallRecord[] }) {
  const { t } = useTranslation('qaInspector');
  const headingId = useId();
  const answer = ({ outcome }: CallRecord) => {
    if (!outcome) return t('answer.waiting');
    if (outcome.ok) return t('answer.ok');
    return [t(kindKeys[outcome.kind]), outcome.status, outcome.code]
      .filter((part) => part !== undefined)
      .join(' ');
  };
  const columns: Column<CallRecord>[] = [
    {
      id: 'sent',
      header: t('columns.sent'),
      render: (row) => t('sinceLoad', { seconds: secondsSinceLoad(row.startedAt) }),
    },
    {
      id: 'call',
      header: t('columns.call'),
      rowHeader: true,
      render: (row) => (
        <>
          <code>{row.call}</code> {row.method}
        </>
      ),
    },
    { id: 'answer', header: t('columns.answer'), render: answer },
    {
      id: 'took',
      header: t('columns.took'),
      render: (row) => (row.durationMs === null ? '—' : t('ms', { ms: Math.round(row.durationMs) })),
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('calls', { n: calls.length })}</h4>
      {calls.length === 0 ? (
        <p className="field__hint">{t('noCalls')}</p>
      ) : (
        <ColumnsTable
          caption={t('calls', { n: calls.length })}
          captionHidden
          look={{ className: 'qa-inspector__calls', tableClassName: 'qa-panel__table' }}
          columns={columns}
          rows={[...calls].reverse()}
          rowKey={(row) => row.key}
        />
      )}
    </section>
  );
}
