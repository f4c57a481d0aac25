import { appStore, useAtomValue } from '../../state/store';
import { useCallback } from 'react';
import { loadingSteps } from '../../../domain/constants';
import { NO_EDITS } from '../../../domain/versions';
import { draftKeptAtom } from '../drafts';
import { outboxChainsAtom } from '../outbox';
import { saveState, saveStatusText, type SaveFailure, type SaveState } from './save-state';
import { toast } from '../toast';
import { draftStep } from './draft-step';
import { useDocumentCore } from './use-document-core';
import { useDocumentEdits } from './use-document-edits';
import { useDocumentWrites } from './use-document-writes';
import { useOutboxFollow } from './use-outbox-follow';
import type { DocBase, DocumentDefinition, Row, WorkBase } from './types';
import { shownMessage } from './messages';
import { tr } from '../i18n';

export type DraftState = 'saved' | 'kept' | 'keeping';
export type { SaveFailure, SaveState };

/**
 * A versioned document being viewed or edited, for any report kind given by its definition:
 * - state: doc (the stored version the work is based on), work, status (load steps), dirty, saving,
 *   restored (a draft came back), draftState ('saved' on the server, 'kept' on this device, 'keeping'),
 *   saveStatus / saveText (save-state.ts: new, saved, keeping, kept, saving, queued, failed);
 * - load(key, { restore }): the definition's steps, then the draft step (restore, or set aside);
 * - save(silent?), send(note), newVersion(), requestEdit(reason): through the outbox where it applies;
 * - change(fn, fields?), patch(fields), updateRow, addRow, deleteRows: recomputed, kept as a draft,
 *   auto-saved every 10th edit, an edit being a field changed and left (commitEdit: blur, Enter, sheet closed).
 * Saves replayed from the outbox move the document on; a refused one is set aside as a copy.
 */
export function useDocument<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(
  def: DocumentDefinition<K, D, W, R>,
  blank: W,
) {
  const core = useDocumentCore(def, blank);
  const {
    msgs,
    live,
    edits,
    commits,
    notice,
    setDoc,
    setWork,
    setStatus,
    setDirty,
    setRestored,
    setQueued,
    setFailed,
  } = core;
  const kept = useAtomValue(draftKeptAtom);
  const waiting = useAtomValue(outboxChainsAtom);

  const load = useCallback(
    async (key: K, opts: { restore?: string } = {}): Promise<void> => {
      const texts = [...def.steps.map(shownMessage), tr('common')('Checking your draft'), tr('common')('Ready')];
      const steps = loadingSteps(texts.length).map((n, i) => `${n} ${texts[i]}`);
      const step = (i: number) => setStatus({ kind: 'loading', step: steps[i] });
      step(0);
      setRestored(false);
      const out = await def.load(key, { step, notice });
      if (out.kind === 'empty') {
        setStatus({ kind: 'empty', msg: out.msg, code: out.code });
        return;
      }
      step(def.steps.length);
      const drafted = await draftStep(def, out.doc, out.work, opts.restore, notice, msgs);
      edits.current = 0;
      commits.current = NO_EDITS;
      // A restored draft that a waiting save holds is "Waiting to be sent" (the outbox may have sent it since).
      const queued = drafted.queued && (appStore.get(outboxChainsAtom)[def.id(out.doc)] ?? 0) > 0;
      live.current = { ...live.current, doc: out.doc, work: drafted.work, dirty: drafted.dirty, queued };
      setQueued(queued);
      setFailed(null);
      setDoc(out.doc);
      setWork(drafted.work);
      setDirty(drafted.dirty);
      setRestored(drafted.restored);
      setStatus({ kind: 'ready' });
      if (out.stale) toast(shownMessage(msgs.stale), 'warning');
      else toast(shownMessage(msgs.loaded));
    },
    [def, msgs, live, edits, commits, notice, setDoc, setWork, setStatus, setDirty, setRestored, setQueued, setFailed],
  );

  const writes = useDocumentWrites(core, load);
  const { lastEdit, ...edit } = useDocumentEdits(core, writes.save);
  useOutboxFollow(core);

  const { doc, work, status, dirty, saving, restored, failed } = core;
  const keptAt = doc ? kept[def.id(doc)] : undefined;
  const keptCurrent = !!keptAt && keptAt >= lastEdit;
  const draftState: DraftState = !dirty ? 'saved' : keptCurrent ? 'kept' : 'keeping';
  const queued = core.queued && !!doc && (waiting[def.id(doc)] ?? 0) > 0;
  const saveStatus: SaveState = saveState({ stored: !!doc?.stored, dirty, saving, keptCurrent, queued, failed });
  const saveText = saveStatusText(saveStatus, failed);
  return {
    doc,
    work,
    status,
    dirty,
    saving,
    restored,
    draftState,
    saveStatus,
    saveText,
    failed,
    notice,
    load,
    ...writes,
    ...edit,
  };
}

export type DocumentState<K, D extends DocBase, W extends WorkBase<R>, R extends Row> = ReturnType<
  typeof useDocument<K, D, W, R>
>;
