import { useCallback, useEffect, useState } from 'react';
import { afterChange, afterCommit } from '../../../domain/versions';
import { newId } from '../new-id';
import type { DocCore } from './use-document-core';
import type { DocBase, Row, WorkBase } from './types';

const isField = (t: EventTarget | null) =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/**
 * Edits of an open document: every change is recomputed and kept as a draft; an edit counts for the
 * auto-save when its field is left (commitEdit: blur, Enter, the row sheet closed), and every 10th
 * auto-saves, so an auto-save never holds half a word.
 */
export function useDocumentEdits<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(
  core: DocCore<K, D, W, R>,
  save: (silent?: boolean) => Promise<boolean>,
) {
  const { def, live, edits, commits, remember, setWork, setDirty, setQueued } = core;
  const [lastEdit, setLastEdit] = useState('');

  /** The field just changed was left: one edit (nothing when nothing changed since the last one). */
  const commitEdit = useCallback(() => {
    const out = afterCommit(commits.current);
    commits.current = out.count;
    if (out.autoSave) void save(true);
  }, [commits, save]);

  // Fields are left by blur or Enter anywhere on the screen, or by closing the row sheet (Ionic's modal event).
  useEffect(() => {
    const onLeave = (e: Event) => {
      if (isField(e.target)) commitEdit();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && isField(e.target)) commitEdit();
    };
    document.addEventListener('focusout', onLeave, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('ionModalWillDismiss', commitEdit, true);
    return () => {
      document.removeEventListener('focusout', onLeave, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('ionModalWillDismiss', commitEdit, true);
    };
  }, [commitEdit]);

  /** Changes the rows (and the document's own fields in `fields`) in edit mode; the field stays dirty until left. */
  const change = useCallback(
    (fn: (rows: R[]) => R[], fields?: Partial<Omit<W, 'rows'>>) => {
      const d = live.current.doc;
      if (!d?.edit) return;
      const prev = live.current.work;
      const next: W = { ...prev, ...fields, rows: fn(prev.rows).map((r) => def.recomputeRow(r, d)) };
      setWork(next);
      setDirty(true);
      setQueued(false);
      live.current.work = next;
      remember(next, d);
      setLastEdit(new Date().toISOString());
      edits.current += 1;
      commits.current = afterChange(commits.current);
    },
    [def, live, edits, commits, remember, setWork, setDirty, setQueued],
  );

  const patch = useCallback((fields: Partial<Omit<W, 'rows'>>) => change((rows) => rows, fields), [change]);
  const updateRow = useCallback(
    (id: string, p: Partial<R>) => change((rows) => rows.map((r) => (r.ID === id ? { ...r, ...p } : r))),
    [change],
  );
  // Adding and deleting rows are whole edits at once.
  const addRow = useCallback((): string => {
    const id = newId();
    change((rows) => [...rows, def.newRow(id)]);
    commitEdit();
    return id;
  }, [def, change, commitEdit]);
  const deleteRows = useCallback(
    (ids: string[]) => {
      change((rows) => rows.filter((r) => !ids.includes(r.ID)));
      commitEdit();
    },
    [change, commitEdit],
  );

  return { lastEdit, change, patch, updateRow, addRow, deleteRows, commitEdit };
}
