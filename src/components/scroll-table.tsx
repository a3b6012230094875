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
  /** How it meets a narrow screen; `sideways` unless told. */
  fit?: TableFit;
  /** The id of text that describes the table (the cards' time zone). */
  describedBy?: string | undefined;
  /** The table's role, given where a phone's card layout would make a browser drop it. */
  tableRole?: 'table' | undefined;
  /** `<thead>`, `<tbody>`, `<tfoot>`. */
  children: ReactNode;
}

/** How a table meets a narrow screen. */
export type TableFit =
  /** It scrolls sideways in its box: a sideways row (`data-sideways`), which the layout checks exempt. */
  | 'sideways'
  /** Its rows become cards on a phone: at a wider size it still scrolls, but a control it cuts off is a fault. */
  | 'fitted'
  /** Its rows are cards now: nothing to scroll, so no box and no tab stop. */
  | 'cards';

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page, with its first
 * column kept in view. The box is a named region that the keyboard can reach, so it can be scrolled
 * without a finger (axe scrollable-region-focusable). A table whose rows become cards on a phone
 * (`fit`) is not marked a sideways row, so the layout checks still see a control it cuts off.
 */
export function ScrollTable({
  caption,
  captionHidden,
  className,
  tableClassName,
  fit = 'sideways',
  describedBy,
  tableRole,
  children,
}: ScrollTableProps) {
  const captionId = useId();
  const cards = fit === 'cards';
  return (
    <div
      className={cards ? 'table-cards' : `table-scroll ${className ?? ''}`}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls: the keyboard must reach it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={cards ? undefined : 0}
      data-sideways={fit === 'sideways' ? '' : undefined}
    >
      <table className={tableClassName} role={tableRole} aria-describedby={describedBy}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
