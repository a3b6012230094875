import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from './scroll-table';
import { currentLanguage } from '../i18n/index';
import { formatCount, formatMoney, formatDateTime, formatZonedTime, gmtLabel } from '../lib/format';
import type { LanguageCode } from '../lib/start-language';
import { PHONE_QUERY, useMediaQuery } from '../browser/use-media-query';
import './columns-table.css';

/** An amount as the tables show it, in a cell or a total: with its currency sign, as every amount. */
export const amountText = (value: number) => formatMoney(value, currentLanguage());

/** The classes of an amount cell: a loss in the danger colour and a gain in the gain colour, when signed. */
const amountClass = (value: number, signed: boolean) =>
  signed && value < 0
    ? 'records-table__amount records-table__amount--loss'
    : signed && value > 0
      ? 'records-table__amount records-table__amount--gain'
      : 'records-table__amount';

/**
 * Where a column's value sits in its row's card on a phone: `lead` names the row (the game, the
 * amount, the account) and `headline` beside it says what matters (the win or loss, the status, the
 * balance); `meta` values line up small under them; a `detail` (the default) shows under its label;
 * `actions` run across the card's foot.
 */
export type CardPlace = 'lead' | 'headline' | 'meta' | 'detail' | 'actions';

/** One column of a {@link ColumnsTable}: its header, a row's cell and, in a totals row, its figure. */
export interface Column<Row, Totals = never> {
  /** The key of the column's cells. */
  id: string;
  header: ReactNode;
  /**
   * A row's cell content (called for each row, not a component). In an amount column a number is an
   * amount (thousands separators, 2 decimals, the sign's colour when `signed`); anything else (a
   * count, a rate, "—") is shown as given.
   */
  render: (row: Row) => ReactNode;
  /** Figures, aligned right: the header, the cells and the totals. */
  amount?: boolean;
  /** An amount with a sign (win/loss, a movement of money): a loss in the danger colour. */
  signed?: boolean;
  /** A date and time, or a period between two (kept on one line). */
  time?: boolean;
  /** The cell names its row (`<th scope="row">`): the game type, the member, the counterparty. */
  rowHeader?: boolean;
  /** The language of the cells when it is not the page's (promotion titles come as the platform sends them). */
  lang?: string;
  /**
   * Classes of the column's header and every cell, for a table with its own look (`look`): its
   * figures' alignment (`points-table__number`).
   */
  className?: string;
  /** More classes for one row's cell (an amount that moved nothing is muted). */
  cellClass?: (row: Row) => string | undefined;
  /**
   * The column's figure in a totals row, formatted as a cell is; `undefined` where that row has none.
   * The row's label spans the columns before the first figure.
   */
  total?: (totals: Totals) => ReactNode;
  /** Its place in a phone's card, in a table with a `lead` column. */
  card?: CardPlace;
  /** A row's value in a card, where it differs from the cell: a time without its zone. */
  cardRender?: (row: Row) => ReactNode;
  /** The GMT offset of the column's times ("GMT+6"): the cards state it once, above them. */
  zone?: string;
}

/**
 * An amount column that reads the same field of each row and of the totals (stake, payout,
 * win/loss…); a totals row without the field has no figure there.
 */
export function amountColumn<K extends string>(
  key: K,
  header: ReactNode,
  { signed = false, card }: { signed?: boolean; card?: CardPlace } = {},
): Column<Record<K, number>, Partial<Record<K, number>>> {
  return {
    id: key,
    header,
    amount: true,
    signed,
    card,
    render: (row) => row[key],
    total: (totals) => totals[key],
  };
}

/** A count (bets) aligned with the amounts, read from the same field of each row and of the totals. */
export function countColumn<K extends string>(
  key: K,
  header: ReactNode,
): Column<Record<K, number>, Partial<Record<K, number>>> {
  return {
    id: key,
    header,
    amount: true,
    render: (row) => formatCount(row[key], currentLanguage()),
    total: (totals) => (totals[key] === undefined ? undefined : formatCount(totals[key], currentLanguage())),
  };
}

/** The column of a time read from each row, in a GMT offset; its cards state the offset once. */
export function zonedTimeColumn<Row>(
  id: string,
  header: ReactNode,
  at: (row: Row) => string,
  offset: number,
  lang: LanguageCode,
): Column<Row, unknown> {
  return {
    id,
    header,
    time: true,
    card: 'meta',
    zone: gmtLabel(offset),
    render: (row) => formatDateTime(at(row), offset, lang),
    cardRender: (row) => formatZonedTime(at(row), offset, lang),
  };
}

/** The column of the record's time (`at`), in the member's GMT offset. */
export function timeColumn(
  header: ReactNode,
  offset: number,
  lang: LanguageCode,
): Column<{ at: string }, unknown> {
  return zonedTimeColumn('time', header, (row) => row.at, offset, lang);
}

/** A row of the table foot: its label and the totals the columns read their figures from. */
export interface TotalsRow<Totals> {
  key: string;
  label: ReactNode;
  totals: Totals;
  /** Text across the columns after the last figure (the period's money in and out). */
  note?: ReactNode;
}

/** A table's own look: the classes of the scrolling box and of the table. */
export interface TableLook {
  className?: string;
  tableClassName?: string;
}

/** The records pages' look, every table's unless it brings its own. */
const recordsLook: TableLook = { className: 'records__table-wrap', tableClassName: 'records-table' };

/** Attributes of a body row: a class for its look, `aria-current` on the member's own row. */
export interface RowProps {
  className?: string | undefined;
  'aria-current'?: 'true' | undefined;
}

export interface ColumnsTableProps<Row, Totals> {
  /** Names the table (RecordsLayout's `caption` names the record and the period). */
  caption: string;
  /** The caption is read by assistive technology only (a heading above already shows it). */
  captionHidden?: boolean;
  /** A feature's own look instead of the records table's (the points, payments, wallet tables). */
  look?: TableLook;
  columns: readonly Column<Row, Totals>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The totals row's label ("Total for the period"); with `totals`, the table has a foot. */
  totalLabel?: ReactNode;
  totals?: Totals;
  /** Text across the columns after the totals row's last figure. */
  totalNote?: ReactNode;
  /** Foot rows before the totals row (my income's total per contract kind). */
  subtotals?: readonly TotalsRow<Totals>[];
  /** A row's own attributes (the leaderboard marks the member's row). */
  rowProps?: (row: Row) => RowProps;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ') || undefined;

/**
 * A signed amount as a card shows it: a gain with its plus sign, so that the colour is not the only
 * thing that tells a win from a loss (a loss has its minus already).
 */
const signedText = (value: number) => (value > 0 ? `+${amountText(value)}` : amountText(value));

/** A column's label in a card: its header, when that is text. */
const labelOf = <Row, Totals>(column: Column<Row, Totals>) =>
  typeof column.header === 'string' ? column.header : undefined;

/**
 * A cell's class and content: an amount column formats a number as an amount. In a card (`place`)
 * the cell takes its place's class, a detail its label, and a signed gain its plus sign.
 */
function cellParts<Row, Totals>(
  column: Column<Row, Totals>,
  content: ReactNode,
  extraClass?: string,
  place?: CardPlace,
) {
  const isAmount = column.amount === true && typeof content === 'number';
  const signed = column.signed ?? false;
  return {
    className: join(
      isAmount ? amountClass(content, signed) : column.amount && 'records-table__amount',
      column.time && 'records-table__time',
      column.className,
      extraClass,
      place && `columns-cards__${place}`,
    ),
    'data-label': place === 'detail' ? labelOf(column) : undefined,
    children: isAmount ? (place && signed ? signedText(content) : amountText(content)) : content,
  };
}

/**
 * A row of the foot: the label over the columns without a figure up to the first one, a cell per
 * column from there to the last figure, then one cell (the note, or empty) over the rest.
 */
function FootRow<Row, Totals>({
  columns,
  row,
  cards,
}: {
  columns: readonly Column<Row, Totals>[];
  row: TotalsRow<Totals>;
  cards: boolean;
}) {
  const figures = columns.map((column) => column.total?.(row.totals));
  const has = (figure: ReactNode) => figure !== undefined && figure !== null;
  const first = figures.findIndex(has);
  const last = figures.findLastIndex(has);
  const span = first === -1 ? columns.length : first;
  const rest = first === -1 ? 0 : columns.length - 1 - last;
  const colSpan = (n: number) => (n > 1 ? n : undefined);
  // In a card the label heads the totals, and each figure shows under its column's label.
  const card = cards ? cardRoles : noRoles;
  return (
    <tr role={card.row}>
      <th
        scope="row"
        colSpan={colSpan(span)}
        role={card.rowHeader}
        className={cards ? 'columns-cards__lead' : undefined}
      >
        {row.label}
      </th>
      {first !== -1 &&
        columns
          .slice(first, last + 1)
          .map((column, index) => (
            <td
              key={column.id}
              role={card.cell}
              {...cellParts(column, figures[first + index], undefined, cards ? 'detail' : undefined)}
            />
          ))}
      {rest > 0 && (
        <td colSpan={colSpan(rest)} role={card.cell} className={cards ? 'columns-cards__note' : undefined}>
          {row.note}
        </td>
      )}
    </tr>
  );
}

/**
 * A card's layout drops the table's own display, with which Safari drops its table semantics: the
 * roles are then given, so a screen reader still hears each value with its column's header.
 */
const cardRoles = {
  table: 'table',
  rowGroup: 'rowgroup',
  row: 'row',
  columnHeader: 'columnheader',
  rowHeader: 'rowheader',
  cell: 'cell',
} as const;
const noRoles = {
  table: undefined,
  rowGroup: undefined,
  row: undefined,
  columnHeader: undefined,
  rowHeader: undefined,
  cell: undefined,
};

/**
 * A table from a list of columns: the caption, a header row of `th scope="col"`, a row of
 * cells per record and, with `totals`, a foot whose rows are headed by `th scope="row"` spanning
 * the columns without a total; in a box that scrolls sideways on a narrow screen (ScrollTable).
 * Every table of the site is a column list over this.
 *
 * A table with a `lead` column shows each row as a card on a phone (PHONE_QUERY): the row's lead and
 * headline first, its details under their labels, its actions in reach, the totals as a last card,
 * and the time zone stated once above the cards rather than in every row.
 */
export function ColumnsTable<Row, Totals = never>({
  caption,
  captionHidden = false,
  look = recordsLook,
  columns,
  rows,
  rowKey,
  totalLabel,
  totals,
  totalNote,
  subtotals = [],
  rowProps,
}: ColumnsTableProps<Row, Totals>) {
  const { t } = useTranslation();
  const zoneId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const fitted = columns.some((column) => column.card === 'lead');
  const cards = fitted && phone;
  const role = cards ? cardRoles : noRoles;
  const zone = cards ? columns.find((column) => column.zone)?.zone : undefined;
  const foot: TotalsRow<Totals>[] =
    totals === undefined
      ? [...subtotals]
      : [...subtotals, { key: 'total', label: totalLabel, totals, note: totalNote }];
  const table = (
    <ScrollTable
      {...look}
      caption={caption}
      captionHidden={captionHidden}
      fit={cards ? 'cards' : fitted ? 'fitted' : 'sideways'}
      tableRole={role.table}
      describedBy={zone ? zoneId : undefined}
    >
      <thead role={role.rowGroup} className={cards ? 'visually-hidden' : undefined}>
        <tr role={role.row}>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              role={role.columnHeader}
              className={join(column.amount && 'records-table__amount', column.className)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={role.rowGroup}>
        {rows.map((row) => (
          <tr key={rowKey(row)} role={role.row} {...rowProps?.(row)}>
            {columns.map((column) => {
              const place = cards ? (column.card ?? 'detail') : undefined;
              const content = place && column.cardRender ? column.cardRender(row) : column.render(row);
              const parts = cellParts(column, content, column.cellClass?.(row), place);
              return column.rowHeader ? (
                <th key={column.id} scope="row" role={role.rowHeader} lang={column.lang} {...parts} />
              ) : (
                <td key={column.id} role={role.cell} lang={column.lang} {...parts} />
              );
            })}
          </tr>
        ))}
      </tbody>
      {foot.length > 0 && (
        <tfoot role={role.rowGroup}>
          {foot.map((row) => (
            <FootRow key={row.key} columns={columns} row={row} cards={cards} />
          ))}
        </tfoot>
      )}
    </ScrollTable>
  );
  if (!zone) return table;
  return (
    <>
      <p id={zoneId} className="columns-cards__zone">
        {t('table.timesIn', { zone })}
      </p>
      {table}
    </>
  );
}
