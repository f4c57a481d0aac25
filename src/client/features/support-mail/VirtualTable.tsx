import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

// A tablet table of many rows: a sticky header and only the rows in view in the DOM (same grid columns).
export function VirtualTable<T>(p: {
  items: readonly T[];
  keyOf: (item: T) => string;
  headers: readonly string[];
  /** CSS grid-template-columns of the header and every row. */
  columns: string;
  testId: string;
  rowClass?: (item: T) => string;
  onNearEnd?: () => void;
  cells: (item: T, index: number) => ReactNode[];
}) {
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: p.items.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 36,
    overscan: 8,
  });
  const shown = virtual.getVirtualItems();
  const last = shown.at(-1)?.index ?? -1;
  const nearEnd = useRef(p.onNearEnd);
  nearEnd.current = p.onNearEnd;
  useEffect(() => {
    if (p.items.length > 0 && last >= p.items.length - 10) nearEnd.current?.();
  }, [last, p.items.length]);
  return (
    <div ref={parent} className="sm-table" role="table" data-testid={p.testId}>
      <div className="sm-row sm-head" role="row" style={{ gridTemplateColumns: p.columns }}>
        {p.headers.map((h) => (
          <span key={h} role="columnheader">
            {h}
          </span>
        ))}
      </div>
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {shown.map((slot) => {
          const item = p.items[slot.index];
          return (
            <div
              key={p.keyOf(item)}
              role="row"
              data-index={slot.index}
              ref={virtual.measureElement}
              className={`sm-row ${p.rowClass?.(item) ?? ''}`}
              style={{ gridTemplateColumns: p.columns, transform: `translateY(${slot.start}px)` }}
            >
              {p.cells(item, slot.index).map((c, i) => (
                <span key={i} role="cell">
                  {c}
                </span>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
