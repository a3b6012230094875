/**
 * How many modal dialogs the page shows now (popups, the confirmation of a form, the phone's side
 * menu): a popup nobody asked for (the announcements) waits while any other is open, where it
 * would cover a form the player is filling in.
 */
let open = 0;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** A modal dialog has opened; the function returned says it has closed (once). */
export function modalOpened(): () => void {
  open += 1;
  tell();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    tell();
  };
}

export const openModalCount = (): number => open;

export function subscribeToOpenModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
