// The reception sum as other reports read it (the reception module owns the writing): the day's latest
// version (the manager report is made from it), and the sent sums over a span of days, for the reports
// that count stays (the built-in booking source, guest numbers, breakfast's guests in house, the calendar,
// the massage count).
import type { InvoiceRow } from '../../domain/invoice-row';
import { RECEPTION_KIND } from '../../domain/report-kinds';
import type { Db } from '../db/connection';
import { parseJson } from '../lib/util';
import { latestDoc, latestOfEach } from './store';

export type ReceptionDay =
  { state: 'missing' } | { state: 'editing'; version: number } | { state: 'sent'; version: number; rows: InvoiceRow[] };

export async function receptionDay(db: Db, branchId: number, day: string): Promise<ReceptionDay> {
  const doc = await latestDoc(db, RECEPTION_KIND, branchId, day);
  if (!doc) return { state: 'missing' };
  if (doc.edit === 1) return { state: 'editing', version: doc.version };
  return { state: 'sent', version: doc.version, rows: parseJson<InvoiceRow[]>(doc.content, []) };
}

/** Each day from `from` to `to` (inclusive) that has a sent sum, with the rows of its latest sent version. */
export async function sentSumDays(
  db: Db,
  branchId: number,
  from: string,
  to: string,
): Promise<{ day: string; rows: InvoiceRow[] }[]> {
  const docs = await latestOfEach(db, { kind: RECEPTION_KIND, branchId, from, to }, ['period', 'content'], 'sent');
  return docs.map((d) => ({ day: d.period, rows: parseJson<InvoiceRow[]>(d.content, []) }));
}

/** Rows of the latest sent version of each day's reception sum from `from` to `to` (days, inclusive). */
export async function sentSumRows(db: Db, branchId: number, from: string, to: string): Promise<InvoiceRow[]> {
  return (await sentSumDays(db, branchId, from, to)).flatMap((d) => d.rows);
}

/** The days from `from` to `to` that have a sent reception sum. */
export async function sentSumDates(db: Db, branchId: number, from: string, to: string): Promise<Set<string>> {
  const docs = await latestOfEach(db, { kind: RECEPTION_KIND, branchId, from, to }, ['period'], 'sent');
  return new Set(docs.map((d) => d.period));
}
