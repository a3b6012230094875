import { usePopups, type VendorListRequest } from '../../app/providers/popups';

export type { VendorListRequest };

/**
 * The vendor popup list (SPEC 4.9 VASSALAGE) is one of the overlay's popups (one open at a time):
 * which vendor it shows while open, and its opening and closing.
 */
export function useVendorList() {
  // Read with the open popup, whose change re-renders: the vendor changes only as the list opens.
  const { open, detail, showVendorList, closeVendorList } = usePopups();
  const request = open === 'vendorList' ? detail().vendorList : null;
  return { request, open: showVendorList, close: closeVendorList };
}
