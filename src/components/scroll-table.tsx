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
 * column kept in view (issue 13). The box is a named region that the keyboard can reach, so it can
 * be scrolled without a finger (axe scrollable-region-focusable).
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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`table-scroll ${className ?? ''}`} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={tableClassName}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
