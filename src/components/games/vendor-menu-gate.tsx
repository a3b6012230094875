import type { ReactNode } from 'react';
import type { VendorItem } from '../../api/contracts/games';
import { EmptyState, ErrorState, Loading } from '../page-state';
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
  if (!menu.loaded)
    return menu.failure ? <ErrorState failure={menu.failure} onRetry={menu.retry} /> : <Loading />;
  if (vendors.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}
