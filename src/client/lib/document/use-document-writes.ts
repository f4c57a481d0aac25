import { useCallback } from 'react';
import { dropDraft, flushDrafts } from '../drafts';
import { toast } from '../toast';
import type { DocCore } from './use-document-core';
import type { DocBase, Row, WorkBase } from './types';
import { shownMessage as shown } from './messages';

/** Save (also the auto-save), send, new version and request edit of an open document. */
export function useDocumentWrites<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(
  core: DocCore<K, D, W, R>,
  load: (key: K) => Promise<void>,
) {
  const {
    def,
    msgs,
    live,
    edits,
    notice,
    adopt,
    remember,
    setWork,
    setDirty,
    setSaving,
    setQueued,
    setFailed,
    setRestored,
  } = core;

  /** Saves the current work; `silent` for the auto-save. Answers true when stored or queued. */
  const save = useCallback(
    async (silent = false): Promise<boolean> => {
      const { doc: d, work: w, saving: busy } = live.current;
      if (!d?.edit) return false;
      if (busy) {
        if (!silent) toast(shown(msgs.busy), 'medium');
        return false;
      }
      const check = def.saveCheck(w, d);
      if (check) {
        if (silent) setFailed({ auto: true, msg: shown(check) });
        else notice(shown(check));
        return false;
      }
      live.current.saving = true;
      setSaving(true);
      const editsAtSave = edits.current;
      const res = await def.save(d, w);
      live.current.saving = false;
      setSaving(false);
      if (!res.ok) {
        setFailed({ auto: silent, msg: res.error.msg || shown(msgs.saveFailed) });
        if (res.error.status === 409) notice(res.error.msg, shown(msgs.updateStage));
        else if (!silent || res.error.status !== 400)
          notice(res.error.msg || shown(msgs.saveFailed), shown(msgs.updateStage));
        return false;
      }
      setFailed(null);
      if (res.queued) {
        // The outbox holds this work; a later edit makes it unsaved again (use-document-edits.ts).
        if (edits.current === editsAtSave) {
          setQueued(true);
          remember(w, d, true);
          void flushDrafts();
        }
        toast(shown(msgs.saveQueued), 'warning');
        return true;
      }
      const saved = def.fromAnswer(res.data);
      if (saved) {
        adopt(saved.doc);
        if (edits.current === editsAtSave) {
          setWork((cur) => ({ ...cur, rows: saved.rows }));
          setDirty(false);
          setRestored(false);
          setQueued(false);
          void dropDraft(def.id(d));
        } else {
          remember(live.current.work, saved.doc);
        }
      }
      if (!silent) toast(shown(msgs.saved));
      return true;
    },
    [def, msgs, live, edits, notice, adopt, remember, setWork, setDirty, setSaving, setQueued, setFailed, setRestored],
  );

  /** Sends (locks and mails) the document, saving unsaved work first. */
  const send = useCallback(
    async (note: string): Promise<boolean> => {
      const { doc: d, work: w } = live.current;
      if (!d?.edit) return false;
      const check = def.sendCheck(w, d);
      if (check) {
        notice(shown(check));
        return false;
      }
      if (live.current.dirty || !d.stored) {
        if (!(await save(true))) return false;
      }
      const cur = live.current.doc ?? d;
      const res = await def.send(cur, live.current.work, note);
      if (!res.ok) {
        notice(res.error.msg || shown(msgs.sendFailed), shown(msgs.sendStage));
        // 502: the document is sent and locked, only the mail failed: show it as it is stored now.
        if (res.error.status === 502) void load(def.current(cur));
        return false;
      }
      if (res.queued) {
        toast(shown(msgs.sendQueued), 'warning');
        return true;
      }
      const sent = def.fromAnswer(res.data);
      if (sent) adopt(sent.doc);
      setDirty(false);
      void dropDraft(def.id(cur));
      toast(shown(msgs.sent));
      return true;
    },
    [def, msgs, live, notice, save, adopt, load, setDirty],
  );

  /** Opens the next version of a locked document (the roles that may), then loads it. */
  const newVersion = useCallback(async (): Promise<void> => {
    const d = live.current.doc;
    if (!d) return;
    const res = await def.newVersion(d);
    if (!res.ok) {
      notice(res.error.msg);
      return;
    }
    void load(def.current(d));
  }, [def, live, notice, load]);

  /**
   * Asks the people who may open a new version to do it. A kind whose request opens the next version at
   * once (the manager report) answers that version: it is loaded, ready to edit. Answers true when sent.
   */
  const requestEdit = useCallback(
    async (reason: string): Promise<boolean> => {
      const d = live.current.doc;
      if (!d) return false;
      const res = await def.requestEdit(d, reason);
      if (!res.ok) {
        notice(res.error.msg);
        return false;
      }
      const opened = def.fromAnswer(res.data);
      if (opened) await load(def.current(opened.doc));
      toast(shown(msgs.requestSent));
      return true;
    },
    [def, msgs, live, notice, load],
  );

  return { save, send, newVersion, requestEdit };
}
