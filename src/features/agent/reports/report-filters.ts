import type { RecordsQuery } from '../../../../machines/records-query.machine';
import type { AgentReportRequest, ReportAccountMatch } from '../../../api/contracts/agent-reports';

/**
 * The filters of an agent report besides its date range: the team level, the member filter and the
 * page's own filter (a game type, a transaction type or a contract kind). The records query machine
 * (machines/records-query.machine.ts) keeps them as its typed filter and loads page 1 whenever
 * they change, which is what every report filter needs.
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

/** The records machine's query as a report call's query. */
export function toReportRequest({ filter, ...query }: RecordsQuery<ReportFilters>): AgentReportRequest {
  return {
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: query.pageSize,
    level: filter.level,
    account: filter.account,
    // A match without an account filters nothing: the default is sent, so one query has one form.
    match: filter.account ? filter.match : 'exact',
    filter: filter.kind,
  };
}
