import type { ReactNode } from 'react';
import type { VendorItem } from '../../api/contracts/games';
import { noItems, ResourceView } from '../../components/resource-view';
import type { useVendorCategories } from '../../app/providers/use-vendor-categories';

/**
 * A category page's states while the game menu loads (SPEC 2.1 pages): loading, the failure with a
 * retry, the empty state when the category has no vendor, else the page itself.
 */
export function VendorMenuGate({
  menu,
  vendors,
  emptyText,
  children,
}: {
  menu: ReturnType<typeof useVendorCategories>;
  vendors: readonly VendorItem[];
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <ResourceView
      data={menu.loaded ? vendors : null}
      failure={menu.failure}
      onRetry={menu.retry}
      keepData
      isEmpty={noItems}
      empty={emptyText}
    >
      {() => children}
    </ResourceView>
  );
}
