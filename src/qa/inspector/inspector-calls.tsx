import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '../../api/call-observer';
import { ColumnsTable, type Column } from '../../components/columns-table';
import { answerText, type AnswerWords } from './bug-report';
import type { CallRecord } from './call-log';
import { secondsSinceLoad } from './inspector-machines';

const kindKeys: Record<Extract<CallOutcome, { ok: false }>['kind'], string> = {
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
  const words: AnswerWords = {
    ok: t('answer.ok'),
    waiting: t('answer.waiting'),
    kind: (kind) => t(kindKeys[kind]),
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
    { id: 'answer', header: t('columns.answer'), render: (row) => answerText(row, words) },
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
