import type { VendorCategories } from './vendors';

/**
 * A vendor's name from the game menu's categories, by its code; the code itself when none names
 * it. Here, not in lib/vendors (which the first screen loads), since only later pages ask (wallets,
 * records).
 */
export function vendorName(categories: VendorCategories, vassalage: string): string {
  for (const vendors of Object.values(categories))
    for (const vendor of vendors ?? []) if (vendor.vassalage === vassalage) return vendor.displayName;
  return vassalage;
}
