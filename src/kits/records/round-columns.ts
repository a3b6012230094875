import type { Column } from '../../components/columns-table';
import type { VendorCategories } from '../../lib/vendors';
import { vendorName } from '../../lib/vendor-name';
import { gameTypeName, type Translate } from './records-format';

/** What a game round row carries for these columns. */
interface RoundRow {
  gameType: string;
  vendor: string;
  gameName: string;
}

/**
 * A game round's game type, provider (its display name from the game menu) and game, in the
 * betting record and the team betting: on a phone's card the game leads, the other two are details.
 */
export function roundColumns<Row extends RoundRow, Totals>(
  t: Translate,
  categories: VendorCategories,
  headers: { gameType: string; vendor: string; game: string },
): Column<Row, Totals>[] {
  return [
    {
      id: 'gameType',
      header: headers.gameType,
      card: 'meta',
      render: (row) => gameTypeName(t, row.gameType),
    },
    {
      id: 'vendor',
      header: headers.vendor,
      card: 'meta',
      render: (row) => vendorName(categories, row.vendor),
    },
    { id: 'game', header: headers.game, card: 'lead', render: (row) => row.gameName },
  ];
}
