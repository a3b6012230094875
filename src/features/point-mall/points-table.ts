import type { TableLook } from '../../components/columns-table';

/** The point mall's tables (points.css): their box, and the class that aligns a column of figures. */
export const pointsLook: TableLook = { className: 'points-table' };
export const pointsNumber = 'points-table__number';
