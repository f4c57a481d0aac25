import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { StaffRow } from '../../../domain/acc-staff';
import type { Selection } from '../../ui/use-selection';
import { moneyText, MONEY_KEYS } from './staff-columns';

const LABELS = { owesVND: 'Owes', owesUSD: 'Owes', overVND: 'Over', overUSD: 'Over' } as const;
const CURRENCY = { owesVND: 'VND', owesUSD: 'USD', overVND: 'VND', overUSD: 'USD' } as const;

/** "Owes 150,000 VND · Over 2.50 USD": the amounts set on a row. */
function amounts(r: StaffRow): string {
  return MONEY_KEYS.filter((k) => r[k])
    .map((k) => `${LABELS[k]} ${moneyText(k, r[k])} ${CURRENCY[k]}`)
    .join(' · ');
}

/** Phones: one card per mistake, virtualised (only the cards in view are in the DOM); a tap opens the row. */
export function StaffCards({
  rows,
  edit,
  selection,
  onOpen,
  focusRow,
}: {
  rows: StaffRow[];
  edit: boolean;
  selection: Selection;
  onOpen: (id: string) => void;
  focusRow: string | null;
}) {
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 104,
    overscan: 4,
  });
  useEffect(() => {
    const index = focusRow ? rows.findIndex((r) => r.ID === focusRow) : -1;
    if (index >= 0) virtual.scrollToIndex(index, { align: 'end' });
  }, [focusRow, rows, virtual]);
  return (
    <div ref={parent} className="rc-cards" data-testid="staff-cards">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const r = rows[item.index];
          const picked = selection.selected.has(r.ID);
          return (
            <article
              key={r.ID}
              className={`rc-card ${picked ? 'selected' : ''}`}
              data-testid="staff-card"
              data-index={item.index}
              ref={virtual.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <button
                type="button"
                className="rc-card-body"
                onClick={() => onOpen(r.ID)}
                aria-label={`Open ${r.name || 'new row'} ${r.date}`}
              >
                <div className="rc-card-top">
                  <span className="rc-kind">{r.date.slice(5) || '–'}</span>
                  {r.invoice && <span className="rc-room">HI {r.invoice}</span>}
                  <span className="rc-room staff-dept">{r.department}</span>
                </div>
                <div className="staff-name">{r.name || 'No name'}</div>
                <div className="rc-line">{r.mistake || 'No mistake written yet'}</div>
                {amounts(r) && <div className="rc-line staff-owes">{amounts(r)}</div>}
                {r.processing && <div className="rc-line sb-muted">{r.processing}</div>}
              </button>
              {edit && (
                <input
                  type="checkbox"
                  className="rc-check"
                  aria-label={`Select ${r.name || 'new row'}`}
                  checked={picked}
                  onChange={() => selection.toggle(r.ID)}
                />
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}
