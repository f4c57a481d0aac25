// What a debit book page asks for (spec 1 sections 2.5, 2.6, 5, 7.3, 9; document 4 "Debit types as staff
// used them"): the period (a month, or a year alone for the whole year), the debit type, loadBy, paging
// sizes, sort keys and the text search. The server turns these into one indexed query.
import { isValidDate } from './dates';
import type { DebitType } from './debit';

export const DEBIT_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEBIT_DEFAULT_LIMIT = 10;
export type LoadBy = 'ALL' | 'DEBIT' | 'PAID';
export const LOAD_BY: readonly LoadBy[] = ['ALL', 'DEBIT', 'PAID'];
export type DebitBook = 'rc' | 'acc';

export const DEBIT_SORTS = ['day', 'name', 'hi', 'room', 'company', 'amount', 'paid', 'updated'] as const;
export type DebitSort = (typeof DEBIT_SORTS)[number];

/** A period of the book: `YYYY-MM` (a month) or `YYYY` (document 4: the whole year); a full date counts as its month. */
export interface DebitPeriod {
  from: string;
  to: string;
  label: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(\d{4})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The book's first year: a year or month before it is no period. */
const FIRST_YEAR = 2000;

/** The months a period covers as an inclusive `YYYY-MM` range, or null when the text is no period (a day must be a real one). */
export function parseDebitPeriod(text: string): DebitPeriod | null {
  const year = YEAR.exec(text);
  if (year) return Number(year[1]) < FIRST_YEAR ? null : { from: `${year[1]}-01`, to: `${year[1]}-12`, label: year[1] };
  if (DATE.test(text) && !isValidDate(text)) return null;
  const month = MONTH.exec(DATE.test(text) ? text.slice(0, 7) : text);
  if (!month) return null;
  const m = `${month[1]}-${month[2]}`;
  return Number(month[1]) < FIRST_YEAR ? null : { from: m, to: m, label: m };
}

/** Year and month selects of /acc_debit: month '00' (or '') means the whole year. */
export function periodOf(year: string, month: string): string {
  return month === '' || month === '00' ? year : `${year}-${month}`;
}

/** Paid states a loadBy shows: DEBIT = still owed (Debit, Non Paid), PAID = Paid, ALL = both; Delete never. */
export function loadByStates(loadBy: LoadBy): readonly string[] {
  if (loadBy === 'DEBIT') return ['Debit', 'Non Paid'];
  if (loadBy === 'PAID') return ['Paid'];
  return ['Debit', 'Non Paid', 'Paid'];
}

/** A line still owed: Debit or Non Paid (the aging view and DEBIT AREA). */
export function isOpenDebit(paid: string): boolean {
  return paid === 'Debit' || paid === 'Non Paid';
}

/** The text the search runs on: name, invoices, company, room and note, upper-cased, one line. */
export function debitSearchText(line: {
  name: string;
  hi: string;
  si: string;
  company: string;
  room: string;
  note: string;
}): string {
  return [line.name, line.hi, line.si, line.company, line.room, line.note]
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '')
    .join(' | ')
    .slice(0, 1000);
}

/** The search key as stored text compares: trimmed, upper-cased, LIKE wildcards taken literally. */
export function debitSearchKey(q: string): string {
  return q.trim().toUpperCase().slice(0, 100);
}

/** The type radio's filter: null keeps every line. */
export function typeFilter(type: DebitType | 'ALL'): DebitType | null {
  return type === 'ALL' ? null : type;
}
