import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  createRecordsQueryMachine,
  type RecordsAnswer,
  type RecordsQueryMachine,
} from '../../../../machines/records-query.machine';
import {
  reportAccountMatches,
  type AgentReportRequest,
  type ReportAccountMatch,
} from '../../../api/contracts/agent-reports';
import { fromCall } from '../../../api/from-call';
import { TextField } from '../../../components/text-field';
import { RecordsLayout, type FilterOption } from '../../../kits/records/records-layout';
import { noReportFilters, toReportRequest, type ReportFilters } from './report-filters';
import './reports.css';

/** A report's query: the records query machine (range, paging) filtered by the team's filters. */
export function reportQueryMachine<T extends ReportAnswer>(
  id: string,
  fetch: (request: AgentReportRequest, signal: AbortSignal) => Promise<T>,
) {
  return createRecordsQueryMachine<T, ReportFilters>(id, noReportFilters).provide({
    actors: { fetchRecords: fromCall((query, signal) => fetch(toReportRequest(query), signal)) },
  });
}

/** What every report answers: a page of rows, how many rows, and the team's depth. */
export interface ReportAnswer extends RecordsAnswer {
  levels: number;
}

export interface ReportLayoutProps<T extends ReportAnswer> {
  actor: ActorRefFrom<RecordsQueryMachine<T, ReportFilters>>;
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
 * The frame every agent report shares: the member's records frame (date range, rows with
 * the period's totals, loading, empty and error states, pager) with the team's filters: level, the
 * page's own filter and the member filter, together the query's typed filter.
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
  const levelId = useId();
  const kindId = useId();
  const filters = useSelector(actor, (s) => s.context.filter);
  const answeredLevels = useSelector(actor, (s) => s.context.data?.levels ?? 0);
  const change = (next: Partial<ReportFilters>) =>
    actor.send({ type: 'filter.change', filter: { ...filters, ...next } });
  // The level filter offers every level the team has, and the one chosen even before an answer.
  const levels = Math.max(answeredLevels, filters.level);
  return (
    <RecordsLayout
      actor={actor}
      title={title}
      searchLabel={t('search.label')}
      emptyText={t('empty')}
      renderTable={renderTable}
      {...(note ? { note } : {})}
      filters={
        <>
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
              <select
                id={kindId}
                value={filters.kind}
                onChange={(event) => change({ kind: event.target.value })}
              >
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
        </>
      }
    />
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
        autoCapitalize="none"
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
