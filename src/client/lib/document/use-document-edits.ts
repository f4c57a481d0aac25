import { useCallback, useState } from 'react';
import { shouldAutoSave } from '../../../domain/versions';
import type { DocCore } from './use-document-core';
import type { DocBase, Row, WorkBase } from './types';

/** A new row's id; hotel invoices and service invoices are added the same way. */
export function newRowId(): string {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Edits of an open document: every change is recomputed, kept as a draft, and every 10th auto-saves. */
export function useDocumentEdits<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(core: DocCore<K, D, W, R>, save: (silent?: boolean) => Promise<boolean>) {
  const { def, live, edits, remember, setWork, setDirty } = core;
  const [lastEdit, setLastEdit] = useState('');

  /** Changes the rows (and the document's own fields in `fields`) in edit mode. */
  const change = useCallback((fn: (rows: R[]) => R[], fields?: Partial<Omit<W, 'rows'>>) => {
    const d = live.current.doc;
    if (!d?.edit) return;
    const prev = live.current.work;
    const next: W = { ...prev, ...fields, rows: fn(prev.rows).map((r) => def.recomputeRow(r, d)) };
    setWork(next);
    setDirty(true);
    live.current.work = next;
    remember(next, d);
    setLastEdit(new Date().toISOString());
    edits.current += 1;
    if (shouldAutoSave(edits.current)) void save(true);
  }, [def, live, edits, remember, save, setWork, setDirty]);

  const patch = useCallback((fields: Partial<Omit<W, 'rows'>>) => change((rows) => rows, fields), [change]);
  const updateRow = useCallback((id: string, p: Partial<R>) => change((rows) => rows.map((r) => (r.ID === id ? { ...r, ...p } : r))), [change]);
  const addRow = useCallback((): string => {
    const id = newRowId();
    change((rows) => [...rows, def.newRow(id)]);
    return id;
  }, [def, change]);
  const deleteRows = useCallback((ids: string[]) => change((rows) => rows.filter((r) => !ids.includes(r.ID))), [change]);

  return { lastEdit, change, patch, updateRow, addRow, deleteRows };
}
