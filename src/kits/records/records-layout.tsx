import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RecordsAnswer, RecordsQueryMachine } from '../../../machines/records-query.machine';
import { DateRangePicker } from '../../components/date-range';
import { ResourceView } from '../../components/resource-view';
import { currentLanguage } from '../../i18n/index';
import { earliestDate, instantsToDates, localDate } from '../../lib/date-range';
import { pageCount } from '../../lib/paging';
import { Pager } from '../../components/pager';
import { formatCount, formatDay } from '../../lib/format';
import './records.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface RecordsLayoutProps<T extends RecordsAnswer, F> {
  actor: ActorRefFrom<RecordsQueryMachine<T, F>>;
  /** The record's name, for the table caption ("Betting record, 17 Nov 2026 to 23 Nov 2026"). */
  title: string;
  /**
   * The search's filters, after the range: a page's one `RecordsFilterSelect`, or an agent
   * report's level, kind and member filters.
   */
  filters?: ReactNode;
  /** The empty state's text, when "No records in this period" does not say it (filters narrowed it). */
  emptyText?: string;
  /** The search region's name, when "Search records" does not fit (an agent report). */
  searchLabel?: string;
  /** The table of a period that has rows; `caption` names the record and the period. */
  renderTable: (data: T, caption: string) => ReactNode;
  /** Shown with every answer, rows or not (profit and loss: the period's deposits and withdrawals). */
  renderExtra?: (data: T) => ReactNode;
  /** A note under the table (how the list is made). */
  note?: string;
}

/**
 * The frame every records page shares: the search (date range, filter, refresh), then
 * the rows of the page with the period's totals, or the loading, empty or error state, and the
 * pager. The rows of the last answer stay on show (marked busy) while the next page loads, so the
 * pager keeps its place under the keyboard.
 */
export function RecordsLayout<T extends RecordsAnswer, F>({
  actor,
  title,
  filters,
  emptyText,
  searchLabel,
  renderTable,
  renderExtra,
  note,
}: RecordsLayoutProps<T, F>) {
  const { t } = useTranslation('records');
  const lang = currentLanguage();
  const range = useSelector(actor, (s) => s.context.range);
  const offset = useSelector(actor, (s) => s.context.gmtOffsetMinutes);
  const page = useSelector(actor, (s) => s.context.page);
  const pageSize = useSelector(actor, (s) => s.context.pageSize);
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  const period = instantsToDates(range, offset);
  const caption = t('caption', { title, from: formatDay(period.from, lang), to: formatDay(period.to, lang) });
  const pages = data ? pageCount(data.total, pageSize) : 1;

  const results = (
    <ResourceView
      data={data}
      failure={failed ? failure : null}
      onRetry={() => actor.send({ type: 'load.retry' })}
      isEmpty={(answer) => answer.total === 0}
      empty={emptyText ?? t('empty')}
    >
      {(answer) => renderTable(answer, caption)}
    </ResourceView>
  );

  return (
    <div className="records">
      <div role="search" aria-label={searchLabel ?? t('toolbar.label')} className="records__search">
        <RecordsRangePicker actor={actor} />
        <div className="records__filters">
          {filters}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'records.refresh' })}
          >
            {t('toolbar.refresh')}
          </button>
        </div>
      </div>
      <div className="records__results" aria-busy={loading}>
        {data && !failed && (
          <p role="status" className="records__status">
            {loading
              ? t('common:states.loading')
              : t('summary', { page, pages, total: formatCount(data.total, lang) })}
          </p>
        )}
        {results}
        {data && !failed && renderExtra?.(data)}
        {data && !failed && note && <p className="records__note">{note}</p>}
        {data && !failed && (
          <Pager page={page} pages={pages} onPage={(next) => actor.send({ type: 'page.go', page: next })} />
        )}
      </div>
    </div>
  );
}

/** A records query's date range: a preset or custom dates in the member's offset, up to today. */
export function RecordsRangePicker<T extends RecordsAnswer, F>({
  actor,
}: {
  actor: ActorRefFrom<RecordsQueryMachine<T, F>>;
}) {
  const preset = useSelector(actor, (s) => s.context.preset);
  const draft = useSelector(actor, (s) => s.context.draft);
  const rangeError = useSelector(actor, (s) => s.context.rangeError);
  const offset = useSelector(actor, (s) => s.context.gmtOffsetMinutes);
  const now = useSelector(actor, (s) => s.context.now);
  return (
    <DateRangePicker
      preset={preset}
      draft={draft}
      error={rangeError}
      min={earliestDate(now(), offset)}
      max={localDate(now(), offset)}
      onPreset={(value) => actor.send({ type: 'range.preset', preset: value })}
      onEdit={(change) => actor.send({ type: 'range.edit', ...change })}
      onApply={() => actor.send({ type: 'range.apply' })}
    />
  );
}

/** A records page's one filter (a game type, a transaction type…): a select with "All" first. */
export function RecordsFilterSelect<T extends RecordsAnswer>({
  actor,
  label,
  options,
}: {
  actor: ActorRefFrom<RecordsQueryMachine<T, string>>;
  label: string;
  /** The choices besides "All". */
  options: FilterOption[];
}) {
  const { t } = useTranslation('records');
  const id = useId();
  const filter = useSelector(actor, (s) => s.context.filter);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={filter}
        onChange={(event) => actor.send({ type: 'filter.change', filter: event.target.value })}
      >
        <option value="">{t('filter.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
