import { useSyncExternalStore } from 'react';
import type { GameType } from '../../api/contracts/games';
import { LazyBoundary, lazyPart } from '../lazy-boundary';

/** The vendor popup list (SPEC 4.9 VASSALAGE) open over any page: which vendor, or none. */
export interface VendorListRequest {
  vendor: string;
  gameType: GameType;
  title: string;
}

let current: VendorListRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: VendorListRequest | null) => {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
};

export const openVendorList = (request: VendorListRequest) => set(request);
export const closeVendorList = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Its own chunk: no page pays for the list until a vendor item opens it.
const VendorPopup = lazyPart(() => import('./vendor-popup'));

/** Mounted once by the main layout: shows the vendor popup list while one is open. */
export function LaunchLayer() {
  const request = useSyncExternalStore(subscribe, () => current);
  if (!request) return null;
  return (
    <LazyBoundary key={`${request.gameType}:${request.vendor}`} floating onDismiss={closeVendorList}>
      <VendorPopup request={request} onClose={closeVendorList} />
    </LazyBoundary>
  );
}
