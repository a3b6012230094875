import type { Column } from '../../../components/columns-table';

/** A downline's level: a number under its header, and "Level 2" in a phone's card, where no header shows. */
export function levelColumn<Row extends { level: number }>(
  header: string,
  levelText: (level: number) => string,
): Column<Row, unknown> {
  return {
    id: 'level',
    header,
    card: 'meta',
    render: (row) => row.level,
    cardRender: (row) => levelText(row.level),
  };
}
