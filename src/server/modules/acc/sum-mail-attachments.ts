// The attachments of the mail of a sent accountant day report: the day's .xlsx ("{branch code}_SUM
// REPORT {MM}-{YYYY}.xlsx"), the same file DOWN EXCEL gives (acc-xlsx.ts).
import type { StoredDoc } from '../../docs/store';
import type { MailAttachment } from '../../kernel/mail';
import { XLSX_TYPE } from '../../lib/xlsx';
import { accXlsxBuffer } from './acc-xlsx';
import { dayBook } from './excel-source';

export async function accMailAttachments(
  doc: StoredDoc,
  _branch: { code: string; name: string },
): Promise<MailAttachment[]> {
  const src = dayBook(doc);
  return [{ filename: src.fileName, content: await accXlsxBuffer(src.book), contentType: XLSX_TYPE }];
}
