import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../components/use-modal-dialog';

/**
 * The side menu on a phone: a drawer from the left on the native modal <dialog>, so the
 * page behind is dimmed and inert and focus stays in the menu. Escape, a tap on the dimmed page and
 * (in the layout) a route change close it; the page behind does not scroll while it is open, and
 * focus goes back to the menu button.
 */
export function SideMenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useModalDialog(ref, open);

  // A tap on the dimmed page closes it (Escape is the keyboard's way): the dialog box is the
  // drawer, so a click whose target is the dialog element itself landed on its backdrop.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="side-menu-drawer"
      aria-label={t('sideMenu.label')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
