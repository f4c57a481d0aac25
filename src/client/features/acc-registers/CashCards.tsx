import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { CashRowOut } from '../../../contract/acc-cost';
import { CashCard } from '../../ui/cash/CashCard';

/** Phones: the register's rows as cards, virtualised (only the cards in view are in the DOM). */
export function CashCards({ rows, yen }: { rows: readonly CashRowOut[]; yen: boolean }) {
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 96,
    overscan: 4,
  });
  return (
    <div ref={parent} className="rc-cards" data-testid="cash-cards">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => (
          <div
            key={rows[item.index].ID}
            data-index={item.index}
            ref={virtual.measureElement}
            className="reg-card-slot"
            style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
          >
            <CashCard row={rows[item.index]} yen={yen} />
          </div>
        ))}
      </div>
    </div>
  );
}
