// HOOK for the accountant sum's Excel file: the attachments of the mail of a sent day report. The Excel
// work (excel-*.ts) fills this in with the day's .xlsx ("{branch code}_SUM REPORT {MM}-{YYYY}.xlsx");
// until then the mail carries its summary only.
import type { StoredDoc } from '../../docs/store';
import type { MailAttachment } from '../../kernel/mail';

export async function accMailAttachments(
  _doc: StoredDoc,
  _branch: { code: string; name: string },
): Promise<MailAttachment[]> {
  return [];
}
