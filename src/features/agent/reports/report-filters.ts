import type { AgentReportRequest, ReportAccountMatch } from '../../../api/contracts/agent-reports';
import type { RecordsRequest } from '../../../api/contracts/records';

/**
 * The filters of an agent report besides its date range: the team level, the member filter and the
 * page's own filter (a game type, a transaction type or a contract kind).
 *
 * The records query machine (machines/records-query.machine.ts) keeps one filter string and loads
 * page 1 whenever it changes, which is what every report filter needs, so the reports keep all of
 * theirs in that one string: `encodeReportFilters` writes it, `decodeReportFilters` reads it back.
 */
export interface ReportFilters {
  /** 0: every level; 1: direct downlines; n: n levels below. */
  level: number;
  /** Empty: every member. */
  account: string;
  match: ReportAccountMatch;
  /** The page's own filter; empty for all. */
  kind: string;
}

export const noReportFilters: ReportFilters = { level: 0, account: '', match: 'exact', kind: '' };

/** The filters as the machine's filter string (empty when none is set, like the records pages). */
export function encodeReportFilters(filters: ReportFilters): string {
  const params = new URLSearchParams();
  if (filters.level > 0) params.set('level', String(filters.level));
  if (filters.account) {
    params.set('account', filters.account);
    params.set('match', filters.match);
  }
  if (filters.kind) params.set('kind', filters.kind);
  return params.toString();
}

export function decodeReportFilters(filter: string): ReportFilters {
  const params = new URLSearchParams(filter);
  const level = Math.floor(Number(params.get('level') ?? 0));
  return {
    level: Number.isFinite(level) && level > 0 ? level : 0,
    account: params.get('account') ?? '',
    match: params.get('match') === 'contains' ? 'contains' : 'exact',
    kind: params.get('kind') ?? '',
  };
}

/** The records machine's query as a report call's query. */
export function toReportRequest(query: RecordsRequest): AgentReportRequest {
  const { level, account, match, kind } = decodeReportFilters(query.filter);
  return {
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: query.pageSize,
    level,
    account,
    match,
    filter: kind,
  };
}
