import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useVendorList } from './vendor-list';

// Its own chunk: no page pays for the list until a vendor item opens it.
const VendorPopup = lazyPart(() => import('./vendor-popup'));

/** Mounted once by the main layout: shows the vendor popup list while one is open. */
export function LaunchLayer() {
  const { request, close } = useVendorList();
  if (!request) return null;
  return (
    <LazyBoundary key={`${request.gameType}:${request.vendor}`} floating onDismiss={close}>
      <VendorPopup request={request} onClose={close} />
    </LazyBoundary>
  );
}
