// The day's reception sum as other reports read it (the manager report is made from it): its latest
// version's state and rows. Reads the shared documents table; the reception module owns the writing.
import type { InvoiceRow } from '../../domain/invoice-row';
import type { Db } from '../db/connection';
import { latestDoc } from '../docs/store';
import { parseJson } from '../lib/util';

export const RECEPTION_KIND = 'rc';

export type ReceptionDay =
  { state: 'missing' } | { state: 'editing'; version: number } | { state: 'sent'; version: number; rows: InvoiceRow[] };

export async function receptionDay(db: Db, branchId: number, day: string): Promise<ReceptionDay> {
  const doc = await latestDoc(db, RECEPTION_KIND, branchId, day);
  if (!doc) return { state: 'missing' };
  if (doc.edit === 1) return { state: 'editing', version: doc.version };
  return { state: 'sent', version: doc.version, rows: parseJson<InvoiceRow[]>(doc.content, []) };
}
