import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { loadingSteps } from '../../../domain/constants';
import { draftKeptAtom } from '../drafts';
import { toast } from '../toast';
import { draftStep } from './draft-step';
import { useDocumentCore } from './use-document-core';
import { useDocumentEdits } from './use-document-edits';
import { useDocumentWrites } from './use-document-writes';
import { useOutboxFollow } from './use-outbox-follow';
import type { DocBase, DocumentDefinition, Row, WorkBase } from './types';

export type DraftState = 'saved' | 'kept' | 'keeping';

/**
 * A versioned document being viewed or edited, for any report kind given by its definition:
 * - state: doc (the stored version the work is based on), work, status (load steps), dirty, saving,
 *   restored (a draft came back), draftState ('saved' on the server, 'kept' on this device, 'keeping');
 * - load(key, { restore }): the definition's steps, then the draft step (restore, or set aside);
 * - save(silent?), send(note), newVersion(), requestEdit(reason): through the outbox where it applies;
 * - change(fn, fields?), patch(fields), updateRow, addRow, deleteRows: recomputed, kept as a draft,
 *   auto-saved every 10th edit.
 * Saves replayed from the outbox move the document on; a refused one is set aside as a copy.
 */
export function useDocument<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(def: DocumentDefinition<K, D, W, R>, blank: W) {
  const core = useDocumentCore(def, blank);
  const { msgs, live, edits, notice, setDoc, setWork, setStatus, setDirty, setRestored } = core;
  const kept = useAtomValue(draftKeptAtom);

  const load = useCallback(async (key: K, opts: { restore?: string } = {}): Promise<void> => {
    const texts = [...def.steps, 'Checking your draft', 'Ready'];
    const steps = loadingSteps(texts.length).map((n, i) => `${n} ${texts[i]}`);
    const step = (i: number) => setStatus({ kind: 'loading', step: steps[i] });
    step(0);
    setRestored(false);
    const out = await def.load(key, { step, notice });
    if (out.kind === 'empty') { setStatus({ kind: 'empty', msg: out.msg }); return; }
    step(def.steps.length);
    const drafted = await draftStep(def, out.doc, out.work, opts.restore, notice, msgs);
    edits.current = 0;
    live.current = { ...live.current, doc: out.doc, work: drafted.work, dirty: drafted.dirty };
    setDoc(out.doc);
    setWork(drafted.work);
    setDirty(drafted.dirty);
    setRestored(drafted.restored);
    setStatus({ kind: 'ready' });
    if (out.stale) toast(msgs.stale, 'warning');
    else toast(msgs.loaded);
  }, [def, msgs, live, edits, notice, setDoc, setWork, setStatus, setDirty, setRestored]);

  const writes = useDocumentWrites(core, load);
  const { lastEdit, ...edit } = useDocumentEdits(core, writes.save);
  useOutboxFollow(core);

  const { doc, work, status, dirty, saving, restored } = core;
  const keptAt = doc ? kept[def.id(doc)] : undefined;
  const draftState: DraftState = !dirty ? 'saved' : keptAt && keptAt >= lastEdit ? 'kept' : 'keeping';
  return { doc, work, status, dirty, saving, restored, draftState, notice, load, ...writes, ...edit };
}

export type DocumentState<K, D extends DocBase, W extends WorkBase<R>, R extends Row> = ReturnType<typeof useDocument<K, D, W, R>>;
