import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RecordsAnswer, RecordsQueryMachine } from '../../../../machines/records-query.machine';
import { reportAccountMatches, type ReportAccountMatch } from '../../../api/contracts/agent-reports';
import { DateRangePicker } from '../../../components/date-range';
import { EmptyState, ErrorState, Loading } from '../../../components/page-state';
import { Pager } from '../../../components/pager';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../i18n';
import { earliestDate, instantsToDates, localDate } from '../../../lib/date-range';
import { pageCount } from '../../../lib/paging';
import { formatDay } from '../../records/records-format';
import type { FilterOption } from '../../records/records-layout';
import { decodeReportFilters, encodeReportFilters, type ReportFilters } from './report-filters';
import './reports.css';

/** What every report answers: a page of rows, how many rows, and the team's depth. */
export interface ReportAnswer extends RecordsAnswer {
  levels: number;
}

export interface ReportLayoutProps<T extends ReportAnswer> {
  actor: ActorRefFrom<RecordsQueryMachine<T>>;
  /** The report's name, for the table caption ("Team betting, 17 Nov 2026 to 23 Nov 2026"). */
  title: string;
  /** The team level filter (every report of the team has one; my income does not). */
  levelFilter?: boolean;
  /** The member filter's label ("Member account"; my income: "Upline account"). */
  memberLabel: string;
  /** The page's own filter (game type, transaction type, contract kind), if it has one. */
  kindFilter?: { label: string; options: FilterOption[] };
  /** The table of a period that has rows; `caption` names the report and the period. */
  renderTable: (data: T, caption: string) => ReactNode;
  /** Shown under the table with every answer (my income: the totals per kind). */
  note?: string;
}

/**
 * The frame every agent report shares (issue 7): the search (date range, level, the page's own
 * filter, the member filter, refresh), then the rows of the page with the period's totals, or the
 * loading, empty or error state, and the pager. Like the member's records (RecordsLayout, whose
 * date range, table and pager it reuses) but with the team's filters; the rows of the last answer
 * stay on show (marked busy) while the next page loads.
 */
export function ReportLayout<T extends ReportAnswer>({
  actor,
  title,
  levelFilter = true,
  memberLabel,
  kindFilter,
  renderTable,
  note,
}: ReportLayoutProps<T>) {
  const { t } = useTranslation('agentReports');
  const lang = currentLanguage();
  const levelId = useId();
  const kindId = useId();
  const preset = useSelector(actor, (s) => s.context.preset);
  const draft = useSelector(actor, (s) => s.context.draft);
  const rangeError = useSelector(actor, (s) => s.context.rangeError);
  const range = useSelector(actor, (s) => s.context.range);
  const offset = useSelector(actor, (s) => s.context.gmtOffsetMinutes);
  const filter = useSelector(actor, (s) => s.context.filter);
  const page = useSelector(actor, (s) => s.context.page);
  const pageSize = useSelector(actor, (s) => s.context.pageSize);
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const now = useSelector(actor, (s) => s.context.now);

  const filters = decodeReportFilters(filter);
  const change = (next: Partial<ReportFilters>) =>
    actor.send({ type: 'filter.change', filter: encodeReportFilters({ ...filters, ...next }) });

  const period = instantsToDates(range, offset);
  const caption = t('caption', { title, from: formatDay(period.from, lang), to: formatDay(period.to, lang) });
  const pages = data ? pageCount(data.total, pageSize) : 1;
  // The level filter offers every level the team has, and the one chosen even before an answer.
  const levels = Math.max(data?.levels ?? 0, filters.level);

  let results: ReactNode;
  if (failed && failure)
    results = <ErrorState failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />;
  else if (!data) results = <Loading />;
  else if (data.total === 0) results = <EmptyState>{t('empty')}</EmptyState>;
  else results = renderTable(data, caption);

  return (
    <div className="records agent-report">
      <div role="search" aria-label={t('search.label')} className="records__search">
        <DateRangePicker
          preset={preset}
          draft={draft}
          error={rangeError}
          min={earliestDate(now(), offset)}
          max={localDate(now(), offset)}
          onPreset={(value) => actor.send({ type: 'range.preset', preset: value })}
          onEdit={(edit) => actor.send({ type: 'range.edit', ...edit })}
          onApply={() => actor.send({ type: 'range.apply' })}
        />
        <div className="records__filters">
          {levelFilter && (
            <div className="field">
              <label htmlFor={levelId}>{t('filter.level')}</label>
              <select
                id={levelId}
                value={String(filters.level)}
                onChange={(event) => change({ level: Number(event.target.value) })}
              >
                <option value="0">{t('filter.allLevels')}</option>
                {Array.from({ length: levels }, (_, i) => i + 1).map((level) => (
                  <option key={level} value={String(level)}>
                    {level === 1 ? t('filter.direct') : t('filter.levelN', { level })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kindFilter && (
            <div className="field">
              <label htmlFor={kindId}>{kindFilter.label}</label>
              <select id={kindId} value={filters.kind} onChange={(event) => change({ kind: event.target.value })}>
                <option value="">{t('filter.all')}</option>
                {kindFilter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <MemberFilter
            label={memberLabel}
            applied={filters}
            onApply={(account, match) => change({ account, match })}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'records.refresh' })}
          >
            {t('search.refresh')}
          </button>
        </div>
      </div>
      <div className="records__results" aria-busy={loading}>
        {data && !failed && (
          <p role="status" className="records__status">
            {loading
              ? t('common:states.loading')
              : t('summary', { page, pages, total: data.total.toLocaleString('en-US') })}
          </p>
        )}
        {results}
        {data && !failed && note && <p className="records__note">{note}</p>}
        {data && !failed && (
          <Pager page={page} pages={pages} onPage={(next) => actor.send({ type: 'page.go', page: next })} />
        )}
      </div>
    </div>
  );
}

/**
 * The member filter: an account, matched exactly or by any part of it, applied with its button (or
 * Enter); what was typed stays until it is applied or cleared.
 */
function MemberFilter({
  label,
  applied,
  onApply,
}: {
  label: string;
  applied: ReportFilters;
  onApply: (account: string, match: ReportAccountMatch) => void;
}) {
  const { t } = useTranslation('agentReports');
  const matchId = useId();
  const [account, setAccount] = useState(applied.account);
  const [match, setMatch] = useState<ReportAccountMatch>(applied.match);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(account.trim(), match);
  };
  return (
    <form className="agent-report__member" onSubmit={submit}>
      <TextField
        label={label}
        value={account}
        onChange={setAccount}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
      />
      <div className="field">
        <label htmlFor={matchId}>{t('member.match')}</label>
        <select
          id={matchId}
          value={match}
          onChange={(event) => setMatch(event.target.value as ReportAccountMatch)}
        >
          {reportAccountMatches.map((value) => (
            <option key={value} value={value}>
              {t(`member.matches.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('member.apply')}
      </button>
      {applied.account && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setAccount('');
            onApply('', match);
          }}
        >
          {t('member.clear')}
        </button>
      )}
    </form>
  );
}
