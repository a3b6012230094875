import type { ReactNode } from 'react';
import type { RecordsAnswer, RecordsQueryMachine } from '../../../machines/records-query.machine';
import type { QuickRange } from '../../lib/date-range';
import { currentLanguage } from '../../i18n';
import { ColumnsTable, timeColumn, type ColumnsTableProps } from '../../components/columns-table';
import { useMemberOffset, useRecordsQuery } from './use-records-query';

/**
 * What every records page (the member's records, the agent's reports) starts from: its query actor
 * in the member's GMT offset, that offset and the page's language (the dates of a row), and the
 * time column, which shows each row's time in both.
 */
export function useRecordsPage<T extends RecordsAnswer, F>(
  machine: RecordsQueryMachine<T, F>,
  options?: { preset?: QuickRange; pageSize?: number },
) {
  const actor = useRecordsQuery(machine, options);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return { actor, offset, lang, timeColumn: (header: ReactNode) => timeColumn(header, offset, lang) };
}

export type RecordsTableProps<Row, Totals> = Omit<ColumnsTableProps<Row, Totals>, 'rows' | 'totals'> & {
  /** An answer's page: its rows, and the totals of the whole period. */
  data: { list: readonly Row[]; totals: Totals };
};

/** A page of records with the period's totals row, as RecordsLayout's `renderTable` shows it. */
export function RecordsTable<Row, Totals>({ data, ...table }: RecordsTableProps<Row, Totals>) {
  return <ColumnsTable<Row, Totals> rows={data.list} totals={data.totals} {...table} />;
}
