import { usePopupActions, usePopupDetail, type VendorListRequest } from '../../app/providers/popups';

export type { VendorListRequest };

/**
 * The vendor popup list (SPEC 4.9 VASSALAGE) is one of the overlay's popups (one open at a time):
 * which vendor it shows while open, and its opening and closing.
 */
export function useVendorList() {
  const { showVendorList, closeVendorList } = usePopupActions();
  return { request: usePopupDetail().vendorList, open: showVendorList, close: closeVendorList };
}
