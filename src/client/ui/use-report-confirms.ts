import { selectionCheck } from '../../domain/debit';
import { toast } from '../lib/toast';
import { useConfirm } from './sheet/use-confirm';
import type { Selection } from './use-selection';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** What a versioned report does once confirmed (the document hook, lib/document/use-document). */
export interface ConfirmedReport {
  doc: { version: number } | null;
  save(): Promise<unknown>;
  send(note: string): Promise<unknown>;
  requestEdit(reason: string): Promise<unknown>;
  newVersion(): Promise<unknown>;
  deleteRows(ids: string[]): void;
  notice(message: string): void;
}

/** The words of one report's confirmations. */
export interface ConfirmWords {
  /** SAVE REPORT's question. */
  save: string;
  /** SEND REPORT's question (a note for the mail is asked with it). */
  send?: string;
  /** REQUEST EDIT: the question (given the version it would open), the button and the reason's label. */
  request?: { message: (next: number) => string; ok: string; input: string };
  /** Set when REQUEST EDIT needs a reason: the notice an empty one gets. */
  reasonRequired?: string;
  /** Why saving or sending may not go now (a warning toast instead of the confirmation), or null. */
  refusal?: () => string | null;
}

/**
 * The report screens' confirmations: SAVE REPORT, SEND REPORT (with a note for the mail), REQUEST EDIT (an
 * edit request with a reason, or a new version opened at once) and Delete of the ticked rows.
 */
export function useReportConfirms(sum: ConfirmedReport, words: ConfirmWords) {
  const confirm = useConfirm();
  const t = useT('common');
  const refused = () => {
    const msg = words.refusal?.() ?? null;
    if (msg) toast(msg, 'warning');
    return !!msg;
  };

  const confirmSave = () => {
    if (refused()) return;
    confirm({ header: t('SAVE REPORT'), message: words.save, ok: t('Save'), onOk: () => void sum.save() });
  };

  const confirmSend = () => {
    if (refused()) return;
    confirm({
      header: t('SEND REPORT'),
      message: words.send ?? '',
      input: t('Note for the mail'),
      ok: t('Send'),
      onOk: (note) => void sum.send(note),
    });
  };

  const confirmRequestEdit = () => {
    const { doc } = sum;
    const request = words.request;
    if (!doc || !request) return;
    confirm({
      header: t('REQUEST EDIT'),
      message: request.message(doc.version + 1),
      input: request.input,
      ok: request.ok,
      onOk: (reason) => {
        if (!words.reasonRequired) void sum.requestEdit(reason);
        else if (!reason.trim()) sum.notice(words.reasonRequired);
        else void sum.requestEdit(reason.trim());
      },
    });
  };

  const confirmNewVersion = () => {
    if (!sum.doc) return;
    confirm({
      header: t('REQUEST EDIT'),
      message: t('Open version {{version}} of this sum for editing?', { version: sum.doc.version + 1 }),
      ok: t('Open new version'),
      onOk: () => void sum.newVersion(),
    });
  };

  const confirmDelete = (selection: Selection) => {
    const ids = [...selection.selected];
    const msg = selectionCheck(ids);
    if (msg) return sum.notice(knownLabel(t, msg));
    confirm({
      header: t('Delete'),
      message: t('Delete {{n}} items?', { n: ids.length }),
      ok: t('Delete'),
      destructive: true,
      onOk: () => {
        sum.deleteRows(ids);
        selection.clear();
      },
    });
  };

  return { confirmSave, confirmSend, confirmRequestEdit, confirmNewVersion, confirmDelete };
}
