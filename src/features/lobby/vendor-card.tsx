import { Link } from 'react-router-dom';
import type { VendorItem } from '../../api/contracts/games';
import { vendorHref, type CategoryType } from '../../lib/routes';

/** SPEC 2.7 vendor card: image and name; the whole card opens the vendor. */
export function VendorCard({ vendor, category }: { vendor: VendorItem; category: CategoryType }) {
  return (
    <Link to={vendorHref(category, vendor.vassalage)} className="vendor-card">
      <img src={vendor.lagerIcon} alt="" width={160} height={96} loading="lazy" />
      <span className="vendor-card__name">{vendor.displayName}</span>
    </Link>
  );
}
