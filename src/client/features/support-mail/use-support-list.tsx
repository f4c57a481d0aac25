import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { importAnswer, type ImportedList, type RecipientIn } from '../../../contract/support-mail';
import { ONLY_EXCEL, SUPPORT_LIST_DRAFT, SUPPORT_MAIL_KINDS, type SupportMailKind } from '../../../domain/support-mail';
import { dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import { newId } from '../../lib/new-id';
import { toast } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import { useNotice } from '../../lib/use-notice';
import { importList } from './sm-api';

// The imported list, kept on the device as a draft (a reload keeps it) until Reset List.
const DRAFT_KEY = SUPPORT_LIST_DRAFT;
const draftSchema = z.object({
  kind: z.enum(SUPPORT_MAIL_KINDS),
  fileName: z.string(),
  list: importAnswer.shape.data.nullable(),
  /** The Idempotency-Key of the next Send Mail Report. */
  key: z.string(),
  /** Where replies go (mailFrom of the calls); '' for the server's sender. */
  replyTo: z.string().default(''),
});
type Draft = z.infer<typeof draftSchema>;

const isExcelName = (name: string) => /\.xlsx?$/i.test(name.trim());
const empty = (kind: SupportMailKind = 'guest', replyTo = ''): Draft => ({
  kind,
  fileName: '',
  list: null,
  key: newId(),
  replyTo,
});

/** The rows a job is sent to: the valid ones, name and address only (the server checks them again). */
export const sendable = (list: ImportedList | null): RecipientIn[] =>
  (list?.recipients ?? []).filter((r) => !r.problem).map(({ name, email }) => ({ name, email }));

export function useSupportList() {
  const t = useT('support-mail');
  const notice = useNotice();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(empty);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void readDraft(DRAFT_KEY, draftSchema).then((d) => d && setDraft(d.value));
  }, []);
  const update = (next: Draft) => {
    setDraft(next);
    keepDraft(DRAFT_KEY, next);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isExcelName(file.name)) return notice(t(ONLY_EXCEL));
    setBusy(true);
    const res = await importList(file);
    setBusy(false);
    if (!res.ok) return notice(res.error.msg, t('Import Excel'));
    const list = res.data.data;
    update({ ...draft, fileName: file.name, list, key: newId() });
    toast(
      t('{{n}} recipient(s) read; {{invalid}} without a valid e-mail; {{duplicates}} duplicate(s) removed', {
        n: list.recipients.length - list.invalid,
        invalid: list.invalid,
        duplicates: list.duplicates.length,
      }),
    );
  };

  const reset = () => {
    setDraft(empty(draft.kind, draft.replyTo));
    void dropDraft(DRAFT_KEY);
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      hidden
      data-testid="sm-file"
      onChange={(e) => void onFile(e)}
    />
  );
  return {
    ...draft,
    busy,
    fileInput,
    pick: () => input.current?.click(),
    reset,
    setKind: (kind: SupportMailKind) => update({ ...draft, kind }),
    setReplyTo: (replyTo: string) => update({ ...draft, replyTo }),
    /** After a job was made: the next send is a new request. */
    renewKey: () => update({ ...draft, key: newId() }),
  };
}
