import type { ReactNode } from 'react';
import type { Column, TableLook } from '../../components/columns-table';

/** The point mall's tables (points.css): their own box. */
export const pointsLook: TableLook = { className: 'points-table' };

/** A column of figures (points, money, a rate), aligned as the point mall's tables align them. */
export const figureColumn = <Row>(
  id: string,
  header: string,
  render: (row: Row) => ReactNode,
): Column<Row> => ({
  id,
  header,
  className: 'points-table__number',
  render,
});
