import { useEffect } from 'react';
import { appStore } from '../../state/store';
import { dropDraft, keepDraft } from '../drafts';
import { onOutboxDone, onOutboxRejected, outboxChainsAtom } from '../outbox';
import { conflictKeyOf, envelope } from './draft-envelope';
import type { DocCore } from './use-document-core';
import type { DocBase, Row, WorkBase } from './types';
import { shownMessage } from './messages';
import { tr } from '../i18n';

/**
 * Saves replayed from the outbox move the open document onto the revision the server answered. When
 * the last waiting save held the work as it is (no edit since), the work is saved: the draft goes and
 * the status says so. Otherwise the draft stands on the new revision. A refusal sets the work aside.
 */
export function useOutboxFollow<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(core: DocCore<K, D, W, R>) {
  const { def, msgs, live, notice, adopt, remember, setWork, setDirty, setRestored, setQueued, setFailed } = core;
  useEffect(() => {
    const offDone = onOutboxDone((entry, data) => {
      const d = live.current.doc;
      if (!d || entry.chain !== def.id(d)) return;
      const saved = def.fromAnswer(data);
      if (!saved) return;
      adopt(saved.doc);
      setFailed(null);
      const stillWaiting = (appStore.get(outboxChainsAtom)[entry.chain] ?? 0) > 0;
      if (stillWaiting && live.current.dirty) {
        remember(live.current.work, saved.doc, live.current.queued);
        return;
      }
      if (live.current.queued || !live.current.dirty) {
        if (live.current.queued && saved.doc.edit) {
          const work = { ...live.current.work, rows: saved.rows };
          live.current.work = work;
          setWork(work);
        }
        live.current.dirty = false;
        setDirty(false);
        setQueued(false);
        setRestored(false);
        void dropDraft(def.id(saved.doc));
        return;
      }
      // Edited after the save was queued: the draft now stands on the revision the server answered.
      if (saved.doc.edit) remember(live.current.work, saved.doc);
      else void dropDraft(def.id(saved.doc));
    });
    const offRejected = onOutboxRejected(({ entry, error }) => {
      const d = live.current.doc;
      if (!d || entry.chain !== def.id(d)) return;
      keepDraft(conflictKeyOf(def.id(d)), envelope(d, live.current.work, def.about(d)));
      setQueued(false);
      setFailed({ auto: false, msg: error.msg });
      notice(
        tr('common')('{{error}} Your changes are kept on this device.', { error: error.msg }),
        shownMessage(msgs.updateStage),
      );
    });
    return () => {
      offDone();
      offRejected();
    };
  }, [def, msgs, live, notice, adopt, remember, setWork, setDirty, setRestored, setQueued, setFailed]);
}
