import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GameItem } from '../../api/contracts/games';
import { GameCard } from './game-card';

/** Narrowest card and the gap between cards (px). */
const MIN_CARD = 160;
const GAP = 16;
/** A card's height below its square picture (counter, name, buttons, padding): fixed, so rows never move. */
const INFO_HEIGHT = 112;
/** Rows kept rendered beyond the screen on each side. */
const OVERSCAN = 2;
/**
 * Ask for the next page while the last rendered row is this close to the end: about three pages
 * ahead, so pages keep arriving back to back while the player scrolls rather than after each stop.
 */
const NEAR_END_ROWS = 12;

/** The grid's width and its top on the page, kept as the layout changes. */
function useGridBox(ref: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.floor(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

export interface VirtualGameGridProps {
  games: GameItem[];
  /** How many games the whole list holds (for assistive technology: "3 of 10,000"). */
  total: number;
  label: string;
  /** Called as the player nears the end of what is loaded. */
  onNearEnd?: () => void;
}

/**
 * The game grid at any size (SPEC 9: about 10,000 slot games): only the rows on screen and a few
 * around them are in the page. Every row has the same fixed height, so nothing shifts as pictures
 * arrive or rows come and go.
 */
export function VirtualGameGrid({ games, total, label, onNearEnd }: VirtualGameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useGridBox(ref);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD + GAP)));
  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_CARD;
  const rowHeight = Math.round(cardWidth + INFO_HEIGHT);
  const rows = Math.ceil(games.length / columns);
  // The virtualizer hands out fresh functions each render, which the React Compiler cannot memoise:
  // this grid re-renders as it scrolls by design, and its cards are memoised on their own.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight + GAP,
    overscan: OVERSCAN,
    scrollMargin: top,
    // Rows come and go in an ordinary (interruptible) React update rather than a synchronous one
    // inside the scroll event, so a fast fling never blocks the page for a whole frame.
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows === 0 || lastRow >= rows - NEAR_END_ROWS) onNearEnd?.();
  }, [lastRow, rows, onNearEnd]);

  // The rows follow the scroll (and newly arrived pages) in a deferred, time-sliced render: React
  // can pause it between cards, so a fast fling never blocks the page for a whole frame.
  const shownItems = useDeferredValue(items);
  const shownGames = useDeferredValue(games);
  return (
    <div
      ref={ref}
      className="game-grid"
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      <GridRows
        items={shownItems}
        games={shownGames}
        columns={columns}
        rowHeight={rowHeight}
        offset={virtualizer.options.scrollMargin}
        setSize={Math.max(total, games.length)}
      />
    </div>
  );
}

const GridRows = memo(function GridRows({
  items,
  games,
  columns,
  rowHeight,
  offset,
  setSize,
}: {
  items: VirtualItem[];
  games: GameItem[];
  columns: number;
  rowHeight: number;
  offset: number;
  setSize: number;
}) {
  return items.map((row) => (
    <div
      key={row.key}
      role="none"
      className="game-grid__row"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: rowHeight,
        transform: `translateY(${row.start - offset}px)`,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: GAP,
      }}
    >
      {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
        <div
          key={game.nodeId}
          role="listitem"
          aria-posinset={row.index * columns + i + 1}
          aria-setsize={setSize}
        >
          {/* The first row is on screen at once: its pictures are the list's largest paint. */}
          <GameCard game={game} priority={row.index === 0} />
        </div>
      ))}
    </div>
  ));
});
