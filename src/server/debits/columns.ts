// A debit line's stored columns, derived from its row: what pages filter, sort, search and total on.
import type { Insertable } from 'kysely';
import { owedMinor } from '../../domain/debit-aging';
import { lastDayOfPreviousMonth, nextMonth } from '../../domain/dates';
import { debitTypeOf } from '../../domain/debit';
import { debitSearchText } from '../../domain/debit-query';
import { emptyRow, type InvoiceRow, type PaidState } from '../../domain/invoice-row';
import { amountDecimals, branchCurrency, sumMoney } from '../../domain/money';
import { recomputeRow } from '../../domain/row-rules';
import type { DebitTable } from '../db/schema';
import { searchTexts } from '../docs/row-index';

export type Book = 'rc' | 'acc';

/** A line's columns as written (every column of the table but its id). */
export type LineValues = Required<Omit<Insertable<DebitTable>, 'id'>>;

/** A row as the debit module counts it: its nights kept (a sum leaves a debit row's nights, so its amount, at 0). */
export function debitRow(row: InvoiceRow, branchId: number): InvoiceRow {
  return recomputeRow({ ...emptyRow(row.ID), ...row }, branchId, 'debit');
}

/**
 * What a line owes, in minor units of the branch's currency: its counted row's sub (room and hotel
 * charges) plus its service total (breakfast, sauna, massage; branch 11's own list), as the cards show it.
 */
export function owedOf(row: InvoiceRow, branchId: number): number {
  const counted = debitRow(row, branchId);
  return owedMinor(sumMoney([counted.sub, counted.serviceTotal], amountDecimals(branchId)), branchCurrency(branchId));
}

/** The columns of a row's line (the row itself kept as JSON, its log left to the history). */
export function lineValues(w: {
  book: Book;
  branchId: number;
  day: string;
  row: InvoiceRow;
  paid: PaidState;
  note?: string;
  source: string;
  at: string;
  importTo?: string;
}): LineValues {
  const row = debitRow(w.row, w.branchId);
  const texts = searchTexts(row);
  const note = (w.note ?? '').slice(0, 500);
  const company = row.company.trim().slice(0, 120);
  const room = String(row.room ?? '')
    .trim()
    .slice(0, 20);
  return {
    book: w.book,
    branch_id: w.branchId,
    day: w.day,
    month: w.day.slice(0, 7),
    row_id: row.ID,
    hi: texts.hi,
    si: texts.si,
    name: texts.name,
    company,
    room,
    action: row.action.slice(0, 40),
    type: debitTypeOf(row.action) ?? '',
    paid: w.paid,
    note,
    currency: branchCurrency(w.branchId),
    amount_minor: owedOf(row, w.branchId),
    search: debitSearchText({ name: row.name, hi: row.HI, si: row.SI, company, room, note }),
    pay: texts.pay,
    row: JSON.stringify({ ...row, log: [] }),
    rev: 1,
    source: w.source.slice(0, 60),
    import_to: (w.importTo ?? row.import_to ?? '').slice(0, 20),
    created_at: w.at,
    updated_at: w.at,
  };
}

/** An accountant line is dated its month's last day (moved debits are dated there too). */
export function monthEnd(month: string): string {
  return lastDayOfPreviousMonth(`${nextMonth(month)}-01`);
}

export interface HistoryValues {
  at: string;
  user_id: number | null;
  user_name: string;
  kind: string;
  line: string;
}
