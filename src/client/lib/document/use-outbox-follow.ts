import { useEffect } from 'react';
import { dropDraft, keepDraft } from '../drafts';
import { onOutboxDone, onOutboxRejected } from '../outbox';
import { conflictKeyOf, envelope } from './draft-envelope';
import type { DocCore } from './use-document-core';
import type { DocBase, Row, WorkBase } from './types';

/** Saves replayed from the outbox move the open document onto the revision the server answered; a refusal sets the work aside. */
export function useOutboxFollow<K, D extends DocBase, W extends WorkBase<R>, R extends Row>(core: DocCore<K, D, W, R>) {
  const { def, msgs, live, notice, adopt, remember } = core;
  useEffect(() => {
    const offDone = onOutboxDone((entry, data) => {
      const d = live.current.doc;
      if (!d || entry.chain !== def.id(d)) return;
      const saved = def.fromAnswer(data);
      if (!saved) return;
      adopt(saved.doc);
      // The draft now stands on the revision the server answered (or goes, when nothing changed since).
      if (live.current.dirty && saved.doc.edit) remember(live.current.work, saved.doc);
      else void dropDraft(def.id(saved.doc));
    });
    const offRejected = onOutboxRejected(({ entry, error }) => {
      const d = live.current.doc;
      if (!d || entry.chain !== def.id(d)) return;
      keepDraft(conflictKeyOf(def.id(d)), envelope(d, live.current.work, def.about(d)));
      notice(`${error.msg} Your changes are kept on this device.`, msgs.updateStage);
    });
    return () => { offDone(); offRejected(); };
  }, [def, msgs, live, notice, adopt, remember]);
}
