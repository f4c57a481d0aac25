// The recipient list of an uploaded .xls or .xlsx (a preview: nothing is stored). The shared reader
// (lib/excel-read.ts) checks the file and refuses formula cells as the accountant import does (a typed list
// only); domain/support-mail.ts finds the columns, flags and de-duplicates.
import type { ImportedList } from '../../../contract/support-mail';
import { MAX_RECIPIENTS, ONLY_EXCEL, TOO_MANY_RECIPIENTS, recipientsFromSheet } from '../../../domain/support-mail';
import { readFirstSheet } from '../../lib/excel-read';
import { HttpError } from '../../lib/util';

export async function readRecipientList(body: unknown): Promise<ImportedList> {
  const { format, sheet, grid } = await readFirstSheet(body, {
    notExcel: ONLY_EXCEL,
    maxRows: MAX_RECIPIENTS,
    tooManyRows: TOO_MANY_RECIPIENTS,
  });
  const read = recipientsFromSheet(grid);
  if (!read.ok) throw new HttpError(422, read.msg);
  return { format, sheet, ...read.list };
}
