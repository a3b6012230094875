import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure menu: a button (`ref={buttonRef}`) toggles a list that closes on `close()` (call it
 * when an entry is chosen), on Escape (focus back on the button) and on a click outside it.
 */
export function useMenu<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return {
    open,
    close: () => setOpen(false),
    containerRef: container,
    buttonRef: button,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((value) => !value),
    },
    listProps: { id, hidden: !open },
  };
}
