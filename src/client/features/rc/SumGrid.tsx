import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { actionHighlight } from '../../../domain/row-fields';
import type { RcColumn } from '../../../domain/rc-columns';
import { Field } from './RowFields';

const ROW_H = 40;
const CHECK_W = 36;

function stickyLefts(columns: RcColumn[]): Map<string, number> {
  const lefts = new Map<string, number>();
  let x = CHECK_W;
  for (const c of columns) if (c.sticky) { lefts.set(c.key, x); x += c.width; }
  return lefts;
}

/** Arrow up/down and Enter move to the same column of the next or previous row. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowUp', 'ArrowDown', 'Enter'].includes(e.key)) return;
  const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (!cell || (e.target as HTMLInputElement).type === 'date') return;
  const [row, col] = (cell.dataset.cell ?? '').split(':');
  const next = Number(row) + (e.key === 'ArrowUp' ? -1 : 1);
  const target = document.querySelector<HTMLInputElement>(`[data-cell="${next}:${col}"] input:not(:disabled)`);
  if (target) { e.preventDefault(); target.focus(); target.select(); }
}

/** Tablets and desktops: the sum as a grid with the spec's columns, sticky HI/SI and name, virtualised rows. */
export function SumGrid({ rows, columns, branchId, role, editing, selected, onToggle, onChange, onOpen, focusRow }: {
  rows: InvoiceRow[];
  columns: RcColumn[];
  branchId: number;
  role: number;
  editing: boolean;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onChange: (id: string, patch: Partial<InvoiceRow>) => void;
  onOpen: (id: string) => void;
  /** A row just added: scrolled into view and its first field focused. */
  focusRow?: string | null;
}) {
  const parent = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => ROW_H, overscan: 8 });
  useEffect(() => {
    const index = focusRow ? rows.findIndex((r) => r.ID === focusRow) : -1;
    if (index < 0) return;
    virtual.scrollToIndex(index, { align: 'end' });
    const t = window.setTimeout(() => document.querySelector<HTMLInputElement>(`[data-cell="${index}:HI"] input`)?.focus(), 60);
    return () => window.clearTimeout(t);
  }, [focusRow]);
  const width = CHECK_W + columns.reduce((n, c) => n + c.width, 0);
  const lefts = stickyLefts(columns);
  const cellStyle = (c: RcColumn) => ({ width: c.width, ...(lefts.has(c.key) ? { position: 'sticky' as const, left: lefts.get(c.key), zIndex: 2 } : {}) });
  return (
    <div ref={parent} className="rc-grid" role="grid" aria-rowcount={rows.length} onKeyDown={moveFocus} data-testid="rc-grid">
      <div className="rc-grid-head" style={{ width }} role="row">
        <div className="rc-cell rc-sticky-check" style={{ width: CHECK_W, position: 'sticky', left: 0, zIndex: 3 }} />
        {columns.map((c) => <div key={c.key} role="columnheader" className={`rc-cell rc-th ${lefts.has(c.key) ? 'rc-sticky' : ''}`} style={cellStyle(c)} title={c.group}>{c.label}</div>)}
      </div>
      <div style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const hl = actionHighlight(row.action);
          return (
            <div key={row.ID} role="row" className={`rc-grid-row ${selected.has(row.ID) ? 'selected' : ''} ${hl ? `hl-${hl}` : ''}`} data-testid="rc-row"
              style={{ position: 'absolute', top: item.start, height: ROW_H, width }}>
              <div className="rc-cell rc-sticky-check" style={{ width: CHECK_W, position: 'sticky', left: 0, zIndex: 2 }}>
                <input type="checkbox" aria-label={`Select row ${item.index + 1}`} checked={selected.has(row.ID)} onChange={() => onToggle(row.ID)} />
              </div>
              {columns.map((c) => {
                const st = c.style ? row.style[c.style] : undefined;
                return (
                  <div key={c.key} role="gridcell" data-cell={`${item.index}:${c.key}`} className={`rc-cell ${lefts.has(c.key) ? 'rc-sticky' : ''}`}
                    style={{ ...cellStyle(c), ...(st?.background ? { background: st.background } : {}), ...(st?.color ? { color: st.color } : {}) }}
                    onDoubleClick={c.key === 'name' ? () => onOpen(row.ID) : undefined}>
                    <Field row={row} col={c} branchId={branchId} role={role} editing={editing} onChange={(p) => onChange(row.ID, p)} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
