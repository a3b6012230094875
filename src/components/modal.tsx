import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** SPEC 2.4: the close button is optional; Escape still closes unless `dismissible` is false. */
  showClose?: boolean;
  dismissible?: boolean;
  className?: string;
}

/**
 * The generic popup (SPEC 2.4) on the native modal <dialog>: the rest of the page becomes inert, so
 * focus stays inside; it does not close on an outside click; page scrolling is locked while open;
 * focus returns to where it was on close.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  showClose = true,
  dismissible = true,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {showClose && <CloseButton onClose={onClose} />}
      </div>
      {/* A part that loads (a form's catalogue, say) waits here, inside the open popup: the popup
          itself never closes and reopens for it. */}
      <div className="modal__body">
        <Suspense fallback={<p className="state" aria-busy="true" />}>{children}</Suspense>
      </div>
    </dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-button" onClick={onClose} aria-label={t('actions.close')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
