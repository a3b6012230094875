import { useSyncExternalStore } from 'react';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { closeVendorList, currentVendorList, subscribeVendorList } from './vendor-list';

// Its own chunk: no page pays for the list until a vendor item opens it.
const VendorPopup = lazyPart(() => import('./vendor-popup'));

/** Mounted once by the main layout: shows the vendor popup list while one is open. */
export function LaunchLayer() {
  const request = useSyncExternalStore(subscribeVendorList, currentVendorList);
  if (!request) return null;
  return (
    <LazyBoundary key={`${request.gameType}:${request.vendor}`} floating onDismiss={closeVendorList}>
      <VendorPopup request={request} onClose={closeVendorList} />
    </LazyBoundary>
  );
}
