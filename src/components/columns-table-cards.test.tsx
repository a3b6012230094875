import { act, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { PHONE_QUERY } from '../browser/use-media-query';
import { ColumnsTable, amountColumn, timeColumn, type Column } from './columns-table';

/** The phone's media query list, switched by the test as a window resize would (kept per file). */
let phone = true;
const listeners = new Set<(event: { matches: boolean }) => void>();
const realMatchMedia = window.matchMedia;
function setPhone(value: boolean) {
  phone = value;
  for (const notify of listeners) notify({ matches: value });
}

beforeAll(async () => {
  await initI18n('EN');
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === PHONE_QUERY && phone;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        query === PHONE_QUERY && listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

interface Bet {
  id: number;
  at: string;
  game: string;
  stake: number;
  winLoss: number;
}
type Totals = Partial<Record<'stake' | 'winLoss', number>>;

const bets: Bet[] = [
  { id: 1, at: '2026-11-22T12:00:00Z', game: 'Gold Rush', stake: 100, winLoss: 28.38 },
  { id: 2, at: '2026-11-22T13:30:00Z', game: 'Ocean King', stake: 10, winLoss: -10 },
];

const columns: Column<Bet, Totals>[] = [
  timeColumn('Time', 360, 'EN'),
  { id: 'game', header: 'Game', card: 'lead', render: (row) => row.game },
  amountColumn('stake', 'Stake'),
  amountColumn('winLoss', 'Win/loss', { signed: true, card: 'headline' }),
  {
    id: 'act',
    header: 'Actions',
    card: 'actions',
    render: (row) => <button type="button">Open {row.id}</button>,
  },
];

const renderBets = (cols: Column<Bet, Totals>[] = columns) =>
  render(
    <ColumnsTable
      caption="Betting record"
      columns={cols}
      rows={bets}
      rowKey={(row) => row.id}
      totalLabel="Total"
      totals={{ stake: 110, winLoss: 18.38 }}
    />,
  );

describe('ColumnsTable on a phone', () => {
  it('shows each row as a card: its places, a signed win or loss, labelled details, the zone once', () => {
    setPhone(true);
    renderBets();
    const region = screen.getByRole('region', { name: 'Betting record' });
    // Nothing scrolls sideways: no tab stop, and not exempt from the layout checks.
    expect(region.className).toBe('table-cards');
    expect(region.hasAttribute('tabindex')).toBe(false);
    expect(region.hasAttribute('data-sideways')).toBe(false);
    const table = within(region).getByRole('table', { name: 'Betting record' });
    // The table's description states the zone (aria-describedby).
    expect(document.getElementById(table.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Times are in GMT+6.',
    );
    expect(screen.getAllByText('Times are in GMT+6.')).toHaveLength(1);

    const [, gain, loss] = within(table).getAllByRole('row');
    expect(
      within(gain!)
        .getAllByRole('cell')
        .map((cell) => [cell.className, cell.dataset.label, cell.textContent]),
    ).toEqual([
      ['records-table__time columns-cards__meta', undefined, '22 Nov 2026, 18:00'],
      ['columns-cards__lead', undefined, 'Gold Rush'],
      ['records-table__amount columns-cards__detail', 'Stake', '৳100.00'],
      ['records-table__amount records-table__amount--gain columns-cards__headline', undefined, '+৳28.38'],
      ['columns-cards__actions', undefined, 'Open 1'],
    ]);
    expect(within(loss!).getAllByRole('cell')[3]!.textContent).toBe('-৳10.00');
    // The head is still there for a screen reader, hidden from the eye.
    expect(table.querySelector('thead')!.className).toBe('visually-hidden');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);

    // The totals: a card headed by its label, each figure under its column's label.
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(total).getByRole('rowheader').className).toBe('columns-cards__lead');
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => [cell.dataset.label, cell.textContent]),
    ).toEqual([
      ['Stake', '৳110.00'],
      ['Win/loss', '+৳18.38'],
      [undefined, ''],
    ]);
  });

  it('turns back into the table, times with their zone, when the window widens', () => {
    setPhone(true);
    renderBets();
    act(() => setPhone(false));
    const region = screen.getByRole('region', { name: 'Betting record' });
    // Still not a sideways row: a control a wide table cuts off is a fault too.
    expect(region.className).toBe('table-scroll records__table-wrap');
    expect(region.tabIndex).toBe(0);
    expect(region.hasAttribute('data-sideways')).toBe(false);
    expect(screen.queryByText('Times are in GMT+6.')).toBeNull();
    const [, gain] = within(region).getAllByRole('row');
    expect(
      within(gain!)
        .getAllByRole('cell')
        .map((cell) => cell.outerHTML),
    ).toEqual([
      '<td class="records-table__time">22 Nov 2026, 18:00 (GMT+6)</td>',
      '<td>Gold Rush</td>',
      '<td class="records-table__amount">৳100.00</td>',
      '<td class="records-table__amount records-table__amount--gain">৳28.38</td>',
      '<td><button type="button">Open 1</button></td>',
    ]);
  });

  it('keeps a table without a lead column a table that scrolls sideways', () => {
    setPhone(true);
    renderBets(columns.map(({ card: _card, ...column }) => column));
    const region = screen.getByRole('region', { name: 'Betting record' });
    expect(region.className).toBe('table-scroll records__table-wrap');
    expect(region.hasAttribute('data-sideways')).toBe(true);
    expect(screen.queryByText('Times are in GMT+6.')).toBeNull();
    expect(within(region).getAllByRole('cell')[0]!.textContent).toBe('22 Nov 2026, 18:00 (GMT+6)');
  });
});
