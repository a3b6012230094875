import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DemoDataMark } from './demo-data-mark';
import './qa-strip.css';

/** The QA panel's own popup: the strip never moves into it (it is what the strip opens). */
const PANEL_CLASS = 'qa-panel';

/**
 * The popup on top, if one is open: a native modal <dialog> makes everything outside it inert (no
 * tap, no focus), so the strip moves into it while it is open and stays usable there.
 */
function topModal(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(
    (dialog) => !dialog.classList.contains(PANEL_CLASS) && dialog.matches(':modal'),
  );
  return open.at(-1) ?? null;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * The mock build's docked strip: the demo-data mark and the Scenarios button in one small piece at
 * the bottom left, for which the page keeps room (qa-strip.css). Above any popup, so QA can open
 * the panel on a phone with the member centre open (Alt+Shift+Q needs a keyboard).
 */
export function QaStrip({ onOpen, shortcut }: { onOpen: () => void; shortcut: string }) {
  const { t } = useTranslation(['common', 'qa']);
  const host = useSyncExternalStore(subscribe, topModal, () => null);
  const strip = (
    <div className="qa-strip">
      <DemoDataMark />
      <button
        type="button"
        className="qa-toggle"
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcut}
      >
        {t('qa:open')}
      </button>
    </div>
  );
  return host ? createPortal(strip, host) : strip;
}
