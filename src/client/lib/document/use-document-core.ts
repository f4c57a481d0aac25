import { useCallback, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { keepDraft } from '../drafts';
import { useNotice } from '../use-notice';
import { envelope } from './draft-envelope';
import { DEFAULT_MESSAGES, type DocumentMessages } from './messages';
import { NO_EDITS, type EditCount } from '../../../domain/versions';
import type { SaveFailure } from './save-state';
import type { DocBase, DocumentDefinition, Row, Status, WorkBase } from './types';

/** `queued`: the outbox holds a save of exactly this work (no edit since). */
export interface Live<D, W> {
  doc: D | null;
  work: W;
  dirty: boolean;
  saving: boolean;
  queued: boolean;
}

/** The state of one open document and what the parts of use-document.ts share. */
export interface DocCore<K, D extends DocBase, W extends WorkBase<R>, R extends Row> {
  def: DocumentDefinition<K, D, W, R>;
  msgs: DocumentMessages;
  doc: D | null;
  work: W;
  status: Status;
  dirty: boolean;
  saving: boolean;
  restored: boolean;
  queued: boolean;
  /** The last save, auto-save or replay refused (cleared by the next one that goes through). */
  failed: SaveFailure | null;
  /** What the callbacks read: changes with the state, and at once where they set it. */
  live: MutableRefObject<Live<D, W>>;
  /** Edits since the load (every 10th saves, and a save answered after a later edit keeps the draft). */
  edits: MutableRefObject<number>;
  /** Edits as the auto-save counts them: fields changed and left (domain/versions.ts afterCommit). */
  commits: MutableRefObject<EditCount>;
  setDoc(doc: D | null): void;
  setWork(work: W | ((cur: W) => W)): void;
  setStatus(status: Status): void;
  setDirty(dirty: boolean): void;
  setSaving(saving: boolean): void;
  setRestored(restored: boolean): void;
  setQueued(queued: boolean): void;
  setFailed(failed: SaveFailure | null): void;
  /** The stored document moved on: the state and the live copy change together. */
  adopt(doc: D): void;
  /** Keeps the work as the document's draft on this device, based on `basedOn`. */
  remember(work: W, basedOn: D, queued?: boolean): void;
  notice(message: string, header?: string): void;
}

export function useDocumentCore<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(
  def: DocumentDefinition<K, D, W, R>,
  blank: W,
): DocCore<K, D, W, R> {
  const notice = useNotice();
  const msgs = useMemo(() => ({ ...DEFAULT_MESSAGES, ...def.messages }), [def]);
  const [doc, setDoc] = useState<D | null>(null);
  const [work, setWork] = useState<W>(blank);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState(false);
  const [queued, setQueuedState] = useState(false);
  const [failed, setFailed] = useState<SaveFailure | null>(null);
  const edits = useRef(0);
  const commits = useRef<EditCount>(NO_EDITS);
  const live = useRef<Live<D, W>>({ doc, work, dirty, saving, queued });
  live.current = { doc, work, dirty, saving, queued };
  const setQueued = useCallback((q: boolean) => {
    live.current.queued = q;
    setQueuedState(q);
  }, []);
  const adopt = useCallback((next: D) => {
    live.current.doc = next;
    setDoc(next);
  }, []);
  const remember = useCallback(
    (next: W, basedOn: D, isQueued = false) => {
      keepDraft(def.id(basedOn), envelope(basedOn, next, def.about(basedOn), isQueued));
    },
    [def],
  );
  return {
    def,
    msgs,
    doc,
    work,
    status,
    dirty,
    saving,
    restored,
    queued,
    failed,
    live,
    edits,
    commits,
    setDoc,
    setWork,
    setStatus,
    setDirty,
    setSaving,
    setRestored,
    setQueued,
    setFailed,
    adopt,
    remember,
    notice,
  };
}
