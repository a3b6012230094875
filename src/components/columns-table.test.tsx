import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ColumnsTable, amountColumn, type Column } from './columns-table';

beforeAll(async () => {
  await initI18n('EN');
});

interface Row {
  id: number;
  name: string;
  stake: number;
  winLoss: number;
  moved: boolean;
  note: string;
}
interface Totals {
  stake?: number;
  winLoss: number;
}

const rows: Row[] = [
  { id: 1, name: 'Alpha', stake: 12.5, winLoss: -3, moved: true, note: 'a' },
  { id: 2, name: 'Beta', stake: 7, winLoss: 4.25, moved: false, note: 'b' },
];

const columns: Column<Row, Totals>[] = [
  { id: 'name', header: 'Name', rowHeader: true, render: (row) => row.name },
  { id: 'title', header: 'Title', lang: 'en', render: (row) => `T${row.id}` },
  // The subtotal below has no stake: no figure in this column.
  amountColumn('stake', 'Stake'),
  {
    id: 'winLoss',
    header: 'Win/loss',
    amount: true,
    signed: true,
    render: (row) => (row.moved ? row.winLoss : `${row.winLoss} (not moved)`),
    cellClass: (row) => (row.moved ? undefined : 'records-table__muted'),
    total: (s) => s.winLoss,
  },
  { id: 'note', header: 'Note', render: (row) => row.note },
  { id: 'ref', header: 'Reference', render: (row) => `R${row.id}` },
];

describe('ColumnsTable', () => {
  it('heads each column, and gives each record a row of cells in column order', () => {
    render(
      <ColumnsTable caption="Stakes, 1 to 7 Nov" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    const table = screen.getByRole('table', { name: 'Stakes, 1 to 7 Nov' });
    expect(screen.getByRole('region', { name: 'Stakes, 1 to 7 Nov' }).tabIndex).toBe(0);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual([
      'Name',
      'Title',
      'Stake',
      'Win/loss',
      'Note',
      'Reference',
    ]);
    expect(headers.map((th) => th.getAttribute('class'))).toEqual([
      null,
      null,
      'records-table__amount',
      'records-table__amount',
      null,
      null,
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').outerHTML).toBe('<th scope="row">Alpha</th>');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.outerHTML),
    ).toEqual([
      '<td lang="en">T1</td>',
      '<td class="records-table__amount">৳12.50</td>',
      '<td class="records-table__amount records-table__amount--loss">-৳3.00</td>',
      '<td>a</td>',
      '<td>R1</td>',
    ]);
    // Text in an amount column is shown as given, without the sign's colour.
    expect(within(second!).getAllByRole('cell')[2]!.outerHTML).toBe(
      '<td class="records-table__amount records-table__muted">4.25 (not moved)</td>',
    );
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('heads the totals row over the columns before the first total, and spans the rest with the note', () => {
    render(
      <ColumnsTable
        caption="Stakes"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        subtotals={[{ key: 'moved', label: 'Moved', totals: { winLoss: 2 } }]}
        totalLabel="Total"
        totals={{ stake: 19.5, winLoss: 1.25 }}
        totalNote="In: 1 · Out: 2"
      />,
    );
    const foot = screen.getByRole('table').querySelector('tfoot')!;
    const [subtotal, total] = within(foot).getAllByRole('row');
    // The subtotal has no stake: its label spans up to the win/loss.
    expect(subtotal!.innerHTML).toBe(
      '<th scope="row" colspan="3">Moved</th>' +
        '<td class="records-table__amount records-table__amount--gain">৳2.00</td>' +
        '<td colspan="2"></td>',
    );
    expect(total!.innerHTML).toBe(
      '<th scope="row" colspan="2">Total</th>' +
        '<td class="records-table__amount">৳19.50</td>' +
        '<td class="records-table__amount records-table__amount--gain">৳1.25</td>' +
        '<td colspan="2">In: 1 · Out: 2</td>',
    );
  });

  it('leaves colspan off a label over one column, and needs no note when the totals reach the end', () => {
    const short: Column<Row, Totals>[] = [columns[0]!, columns[2]!, columns[3]!];
    render(
      <ColumnsTable
        caption="Stakes"
        columns={short}
        rows={rows}
        rowKey={(row) => row.id}
        totalLabel="Total"
        totals={{ stake: 19.5, winLoss: 0 }}
      />,
    );
    const foot = screen.getByRole('table').querySelector('tfoot')!;
    expect(within(foot).getByRole('row').innerHTML).toBe(
      '<th scope="row">Total</th>' +
        '<td class="records-table__amount">৳19.50</td>' +
        '<td class="records-table__amount">৳0.00</td>',
    );
  });
});

describe('ColumnsTable outside the records pages', () => {
  it("takes a feature's look, a class per column, a row's own attributes and a hidden caption", () => {
    const own: Column<Row>[] = [
      { id: 'name', header: 'Name', rowHeader: true, render: (row) => row.name },
      { id: 'stake', header: 'Stake', className: 'board__number', render: (row) => `${row.stake} pts` },
    ];
    render(
      <ColumnsTable
        caption="Board"
        captionHidden
        look={{ className: 'board-wrap', tableClassName: 'board' }}
        columns={own}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({
          className: row.moved ? 'board__self' : undefined,
          'aria-current': row.moved ? 'true' : undefined,
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'Board' });
    expect(region.className).toBe('table-scroll board-wrap');
    const table = within(region).getByRole('table', { name: 'Board' });
    expect(table.className).toBe('board');
    expect(table.querySelector('caption')!.className).toBe('visually-hidden');
    expect(within(table).getAllByRole('columnheader')[1]!.outerHTML).toBe(
      '<th scope="col" class="board__number">Stake</th>',
    );
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.outerHTML).toBe(
      '<tr class="board__self" aria-current="true">' +
        '<th scope="row">Alpha</th><td class="board__number">12.5 pts</td></tr>',
    );
    expect(second!.outerHTML).toBe('<tr><th scope="row">Beta</th><td class="board__number">7 pts</td></tr>');
  });
});
