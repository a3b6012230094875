import { useId, type ReactNode } from 'react';
import './scroll-table.css';

export interface ScrollTableProps {
  /** Names the table and the region it scrolls in (translated). */
  caption: string;
  /** The caption is read by assistive technology only (a heading above already shows it). */
  captionHidden?: boolean;
  /** The wrapper's own class, for its feature's look. */
  className?: string;
  tableClassName?: string;
  /** `<thead>`, `<tbody>`, `<tfoot>`. */
  children: ReactNode;
}

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page, with its first
 * column kept in view. The box is a named region that the keyboard can reach, so it can be scrolled
 * without a finger (axe scrollable-region-focusable). It is marked a sideways row (`data-sideways`)
 * for the layout checks: a row's actions may sit beyond the phone's edge, a known gap until money
 * and team rows show as cards on a phone.
 */
export function ScrollTable({
  caption,
  captionHidden,
  className,
  tableClassName,
  children,
}: ScrollTableProps) {
  const captionId = useId();
  return (
    <div
      className={`table-scroll ${className ?? ''}`}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls: the keyboard must reach it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-sideways
    >
      <table className={tableClassName}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
