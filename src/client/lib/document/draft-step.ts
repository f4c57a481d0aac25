import { dropDraft, keepDraft, readDraft } from '../drafts';
import { conflictKeyOf, draftDecision, envelope, envelopeSchema } from './draft-envelope';
import { sameWork } from './row-diff';
import { draftAsideText, lockedRestoreText, type DocumentMessages } from './messages';
import { tr } from '../i18n';
import type { DocBase, DocumentDefinition, Row, WorkBase } from './types';

type DraftDef<D extends DocBase, W extends WorkBase<R>, R extends Row> = Pick<
  DocumentDefinition<unknown, D, W, R>,
  'id' | 'workSchema' | 'about'
>;
/** `queued`: the restored draft is what a save waiting in the outbox holds. */
export interface DraftStep<W> {
  work: W;
  dirty: boolean;
  restored: boolean;
  queued: boolean;
}

/**
 * The draft step of a load. A draft on the revision just loaded comes back as unsaved changes; one
 * on an older revision is set aside (never overwriting either side). `restore` names a draft the
 * user chose on the drafts screen: it is put into the loaded version whatever it was based on, and
 * when it is the set-aside copy, the draft it replaces goes aside in its place.
 */
export async function draftStep<D extends DocBase, W extends WorkBase<R>, R extends Row>(
  def: DraftDef<D, W, R>,
  doc: D,
  work: W,
  restore: string | undefined,
  notice: (m: string, h?: string) => void,
  msgs: DocumentMessages,
): Promise<DraftStep<W>> {
  const id = def.id(doc);
  const aside = conflictKeyOf(id);
  const schema = envelopeSchema(def.workSchema);
  if (restore === id || restore === aside) {
    const wanted = await readDraft(restore, schema);
    if (wanted && !doc.edit) notice(lockedRestoreText(msgs), tr('common')('Draft'));
    if (wanted && doc.edit) {
      if (restore === aside) {
        const current = await readDraft(id, schema);
        if (current) keepDraft(aside, { ...current.value, about: def.about(doc) });
        else await dropDraft(aside);
      }
      keepDraft(id, envelope(doc, wanted.value.work, def.about(doc)));
      return { work: wanted.value.work, dirty: true, restored: true, queued: false };
    }
  }
  const draft = doc.edit ? await readDraft(id, schema) : null;
  // The server already holds what the draft holds (a queued save went through): nothing is unsaved.
  if (draft && sameWork(draft.value.work, work)) {
    await dropDraft(id);
    return { work, dirty: false, restored: false, queued: false };
  }
  const decision = draftDecision(draft?.value ?? null, doc);
  if (draft && decision === 'restore')
    return { work: draft.value.work, dirty: true, restored: true, queued: draft.value.queued === true };
  if (draft && decision === 'aside') {
    keepDraft(aside, { ...draft.value, about: def.about(doc) });
    await dropDraft(id);
    notice(draftAsideText(msgs, draft.savedAt), tr('common')('Draft'));
  }
  return { work, dirty: false, restored: false, queued: false };
}
