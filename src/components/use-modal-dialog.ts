import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { modalOpened, openModalCount, subscribeToOpenModals } from '../browser/open-modals';

/**
 * Shows a <dialog> as modal while `open`: the rest of the page is inert (focus stays inside), the
 * page does not scroll, and focus goes back where it was when it closes. Shared by the popups and
 * the phone's side-menu drawer.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    if (!dialog.open) dialog.showModal();
    document.body.style.overflow = 'hidden';
    const closed = modalOpened();
    return () => {
      closed();
      dialog.close();
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [ref, open]);
}

/** How many modal dialogs are open now, kept current. */
export function useOpenModalCount(): number {
  return useSyncExternalStore(subscribeToOpenModals, openModalCount, () => 0);
}
