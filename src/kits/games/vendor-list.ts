import type { GameType } from '../../api/contracts/games';

// Apart from the layer that shows it: a card opens the list, and the list shows cards.

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

export const subscribeVendorList = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentVendorList = () => current;
