import './sheet.css';
import { IonIcon } from '@ionic/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { optionsOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { readableText } from '../../../domain/contrast';
import type { InvoiceRow } from '../../../domain/invoice-row';
import type { RcColumn } from '../../../domain/rc-columns';
import { actionHighlight } from '../../../domain/row-fields';
import { ColumnChooser } from './ColumnChooser';
import { Field } from './FieldCell';
import { CHECK_W, fitColumns, stickyLefts } from './grid-layout';
import { useT } from '../../lib/i18n';
import { knownLabel } from '../../lib/known-label';

const ROW_H = 40;

/** Arrow up/down and Enter move to the same column of the next or previous row. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowUp', 'ArrowDown', 'Enter'].includes(e.key)) return;
  const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (!cell || (e.target as HTMLInputElement).type === 'date') return;
  const [row, col] = (cell.dataset.cell ?? '').split(':');
  const next = Number(row) + (e.key === 'ArrowUp' ? -1 : 1);
  const target = document.querySelector<HTMLInputElement>(`[data-cell="${next}:${col}"] input:not(:disabled)`);
  if (target) {
    e.preventDefault();
    target.focus();
    target.select();
  }
}

/** A cell's colours from the row style, its text made readable on its fill (4.5:1). */
function colours(row: InvoiceRow, c: RcColumn) {
  const st = c.style ? row.style[c.style] : undefined;
  if (!st?.background && !st?.color) return {};
  return { ...(st.background ? { background: st.background } : {}), color: readableText(st.background, st.color) };
}

/**
 * Tablets and desktops: a sum's invoice rows as a grid with the report's columns, sticky HI/SI and name,
 * row colours, virtualised rows and a Columns chooser; VIEW shows text. Which columns are hidden, and where
 * that choice is kept, is the report's (`hidden`, `onHiddenChange`).
 */
export function SheetGrid({
  rows,
  columns: all,
  branchId,
  role,
  editing,
  selected,
  onToggle,
  onChange,
  onOpen,
  focusRow,
  hidden,
  onHiddenChange,
  alwaysShown,
  rowClass,
}: {
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
  hidden: Set<string>;
  onHiddenChange: (hidden: Set<string>) => void;
  /** Columns the chooser may not hide (default: the name). */
  alwaysShown?: string[];
  /** An extra class for a row (e.g. a pink SUB row). */
  rowClass?: (row: InvoiceRow) => string | undefined;
}) {
  const t = useT('common');
  const parent = useRef<HTMLDivElement>(null);
  const [choosing, setChoosing] = useState(false);
  const columns = useMemo(() => fitColumns(all.filter((c) => !hidden.has(c.key))), [all, hidden]);
  const hiddenCount = all.length - columns.length;
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_H,
    overscan: 8,
  });
  useEffect(() => {
    const index = focusRow ? rows.findIndex((r) => r.ID === focusRow) : -1;
    if (index < 0) return;
    virtual.scrollToIndex(index, { align: 'end' });
    const t = window.setTimeout(
      () => document.querySelector<HTMLInputElement>(`[data-cell="${index}:HI"] input`)?.focus(),
      60,
    );
    return () => window.clearTimeout(t);
  }, [focusRow]);
  const width = CHECK_W + columns.reduce((n, c) => n + c.width, 0);
  const lefts = stickyLefts(columns);
  const cellStyle = (c: RcColumn) => ({
    width: c.width,
    ...(lefts.has(c.key) ? { position: 'sticky' as const, left: lefts.get(c.key), zIndex: 2 } : {}),
  });
  return (
    <div
      ref={parent}
      className={`rc-grid ${editing ? 'edit' : 'view'}`}
      role="grid"
      aria-rowcount={rows.length}
      onKeyDown={moveFocus}
      data-testid="rc-grid"
    >
      <div className="rc-grid-head" style={{ width }} role="row">
        <div
          role="columnheader"
          className="rc-cell rc-sticky-check"
          style={{ width: CHECK_W, position: 'sticky', left: 0, zIndex: 3 }}
        >
          <button
            type="button"
            className="rc-cols-btn"
            aria-label={t('Columns')}
            title={hiddenCount ? t('Columns ({{n}} hidden)', { n: hiddenCount }) : t('Columns')}
            onClick={() => setChoosing(true)}
          >
            <IonIcon aria-hidden="true" icon={optionsOutline} />
            {hiddenCount > 0 && <span className="rc-cols-dot" />}
          </button>
        </div>
        {columns.map((c) => (
          <div
            key={c.key}
            role="columnheader"
            className={`rc-cell rc-th ${lefts.has(c.key) ? 'rc-sticky' : ''}`}
            style={cellStyle(c)}
            title={knownLabel(t, c.group)}
            data-key={c.key}
          >
            {knownLabel(t, c.label)}
          </div>
        ))}
      </div>
      <div style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const hl = actionHighlight(row.action);
          return (
            <div
              key={row.ID}
              role="row"
              className={`rc-grid-row ${selected.has(row.ID) ? 'selected' : ''} ${hl ? `hl-${hl}` : ''} ${rowClass?.(row) ?? ''}`}
              data-testid="rc-row"
              style={{ position: 'absolute', top: item.start, height: ROW_H, width }}
            >
              <div
                role="gridcell"
                className="rc-cell rc-sticky-check"
                style={{ width: CHECK_W, position: 'sticky', left: 0, zIndex: 2 }}
              >
                {editing && (
                  <input
                    type="checkbox"
                    aria-label={t('Select row {{n}}', { n: item.index + 1 })}
                    checked={selected.has(row.ID)}
                    onChange={() => onToggle(row.ID)}
                  />
                )}
              </div>
              {columns.map((c) => (
                <div
                  key={c.key}
                  role="gridcell"
                  data-cell={`${item.index}:${c.key}`}
                  className={`rc-cell ${lefts.has(c.key) ? 'rc-sticky' : ''}`}
                  style={{ ...cellStyle(c), ...colours(row, c) }}
                  onDoubleClick={c.key === 'name' ? () => onOpen(row.ID) : undefined}
                >
                  <Field
                    row={row}
                    col={c}
                    branchId={branchId}
                    role={role}
                    editing={editing}
                    onChange={(p) => onChange(row.ID, p)}
                  />
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <ColumnChooser
        open={choosing}
        columns={all}
        hidden={hidden}
        alwaysShown={alwaysShown}
        onChange={onHiddenChange}
        onClose={() => setChoosing(false)}
      />
    </div>
  );
}
