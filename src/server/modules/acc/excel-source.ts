// What an accountant .xlsx holds: a day's version as it is, or a month's (or its days 1 to 10 / 1 to 20)
// latest day reports in month-view form (nights inside the month, document 4), or the rows of a period
// whose telephone note holds a text. The refusals are the spec's words.
import { parsePeriod, periodView, type Period } from '../../../domain/acc-period';
import { accPastBlocked, NO_MONTH_DATA } from '../../../domain/acc-rules';
import { accSumFileName, FILTER_FILE_NAME, noteMatches, periodLabel } from '../../../domain/acc-sheet';
import { branchById } from '../../../domain/branches';
import type { InvoiceRow } from '../../../domain/invoice-row';
import { EDITING_PAST_DAY, NO_DATA, NULL_DAY } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import { carryTotals } from '../../../domain/acc-totals';
import { computeTotals, type Totals } from '../../../domain/totals';
import { ACC_KIND } from '../../../domain/report-kinds';
import type { Db } from '../../db/connection';
import { docById, latestDoc, latestOfEach, versionHead, type StoredDoc } from '../../docs/store';
import { todayOf } from '../../kernel/today';
import { HttpError, parseJson } from '../../lib/util';
import type { AccBook, SheetDay } from './acc-xlsx';
import { loadDays } from './period';

export type Range = 'month' | '10' | '20';
const rowsOf = (content: string): InvoiceRow[] => parseJson<InvoiceRow[]>(content, []);
export interface Source {
  book: AccBook;
  fileName: string;
  /** Invoice rows in the file (-1 for a download whose days are read while it is written). */
  rows: number;
  /** Days in the file. */
  days: number;
}

function branchWords(branchId: number): { code: string; name: string } {
  return branchById(branchId) ?? { code: String(branchId), name: String(branchId) };
}

async function dayDoc(db: Db, branchId: number, day: string, version: string) {
  if (version === 'current') return latestDoc(db, ACC_KIND, branchId, day);
  const head = await versionHead(db, ACC_KIND, branchId, day, Number(version));
  return head ? docById(db, head.id) : undefined;
}

/** The book of a stored day version as it is. */
export function dayBook(doc: StoredDoc): Source {
  const day = doc.period;
  const rows = rowsOf(doc.content);
  const totals = computeTotals(rows, day);
  const b = branchWords(doc.branch_id);
  return {
    rows: rows.length,
    days: 1,
    fileName: accSumFileName(b.code, day),
    book: {
      branchId: doc.branch_id,
      title: `ACC SUM ${b.code} ${b.name} ${day} - version ${doc.version}${doc.edit === 1 ? ' (editing)' : ''}`,
      sheetName: `ACC SUM ${day}`,
      month: null,
      days: [{ day, rows, totals }],
      subPerDay: false,
      total: totals,
      totalLabel: day,
    },
  };
}

/** A day's version as it is. A past day still being edited stays closed to the roles the accountant sum blocks there. */
async function daySource(db: Db, role: Role, branchId: number, day: string, version: string): Promise<Source> {
  const doc = await dayDoc(db, branchId, day, version);
  if (!doc) throw new HttpError(404, NULL_DAY);
  if (doc.edit === 1 && day < todayOf(branchId) && accPastBlocked(role)) throw new HttpError(409, EDITING_PAST_DAY);
  return dayBook(doc);
}

function periodOf(text: string): Period {
  const period = parsePeriod(text);
  if (!period) throw new HttpError(400, 'Period must be YYYY-MM, YYYY-MM-10 or YYYY-MM-20');
  return period;
}

/** The latest version of each day from..to (ids only: the contents are read one day at a time). */
async function latestDayIds(db: Db, branchId: number, from: string, to: string): Promise<number[]> {
  const rows = await latestOfEach(db, { kind: ACC_KIND, branchId, from, to }, ['id']);
  return rows.map((r) => r.id);
}

/**
 * The book of a period for the download: each day is read, put in month-view form (periodView) and written
 * before the next is read, so only one day's rows are in memory; the last SUB row adds the days' SUB rows
 * as periodView does.
 */
async function periodBook(db: Db, branchId: number, period: Period): Promise<Source> {
  const ids = await latestDayIds(db, branchId, period.from, period.to);
  if (ids.length === 0) throw new HttpError(404, NO_MONTH_DATA);
  const dayTotals: Totals[] = [];
  async function* days(): AsyncGenerator<SheetDay> {
    for (const id of ids) {
      const doc = await docById(db, id);
      if (!doc) continue;
      const stored = { day: doc.period, version: doc.version, edit: doc.edit === 1, rows: rowsOf(doc.content) };
      const [day] = periodView(period, [stored], branchId).days;
      dayTotals.push(day.totals);
      yield day;
    }
  }
  const b = branchWords(branchId);
  const label = periodLabel(period.text, false);
  return {
    rows: -1,
    days: ids.length,
    fileName: accSumFileName(b.code, period.month),
    book: {
      branchId,
      title: `ACC SUM ${b.code} ${b.name} ${label}`,
      sheetName: `ACC SUM ${period.text}`,
      month: period.month,
      days: days(),
      subPerDay: true,
      total: () => carryTotals(dayTotals, period.text),
      totalLabel: label,
    },
  };
}

async function periodSource(db: Db, branchId: number, period: Period): Promise<Source> {
  const stored = await loadDays(db, branchId, period.from, period.to);
  if (stored.length === 0) throw new HttpError(404, NO_MONTH_DATA);
  const view = periodView(period, stored, branchId);
  const b = branchWords(branchId);
  const label = periodLabel(period.text, false);
  return {
    rows: view.days.reduce((n, d) => n + d.rows.length, 0),
    days: view.days.length,
    fileName: accSumFileName(b.code, period.month),
    book: {
      branchId,
      title: `ACC SUM ${b.code} ${b.name} ${label}`,
      sheetName: `ACC SUM ${period.text}`,
      month: period.month,
      days: view.days,
      subPerDay: true,
      total: view.totals,
      totalLabel: label,
    },
  };
}

/**
 * make_excel_acc_day (counts: every day read) / download_excel_acc_day (`stream`: a month's days read one at
 * a time while the file is written): a day's version, or a month's days (only the current versions).
 */
export async function sumSource(
  db: Db,
  role: Role,
  branchId: number,
  date: string,
  version: string,
  range: Range,
  stream = false,
): Promise<Source> {
  if (date.length === 10) return daySource(db, role, branchId, date, version);
  if (version !== 'current')
    throw new HttpError(400, "A month's file holds the current version of each day: use 'current'");
  const period = periodOf(range === 'month' ? date : `${date}-${range}`);
  return stream ? periodBook(db, branchId, period) : periodSource(db, branchId, period);
}

export interface FoundRow {
  day: string;
  row: InvoiceRow;
}

/** The rows of a period whose telephone note holds the text ("Have not data" when none). */
export async function filterSource(
  db: Db,
  branchId: number,
  periodText: string,
  text: string,
): Promise<Source & { found: FoundRow[] }> {
  const period = periodOf(periodText);
  const stored = await loadDays(db, branchId, period.from, period.to);
  const view = periodView(period, stored, branchId);
  const found: FoundRow[] = [];
  const days = view.days
    .map((d) => {
      const rows = d.rows.filter((r) => noteMatches(r, text));
      for (const row of rows) found.push({ day: d.day, row });
      return { day: d.day, rows, totals: computeTotals(rows, d.day) };
    })
    .filter((d) => d.rows.length > 0);
  if (found.length === 0) throw new HttpError(404, NO_DATA);
  const b = branchWords(branchId);
  const label = periodLabel(period.text, false);
  return {
    found,
    rows: found.length,
    days: days.length,
    fileName: FILTER_FILE_NAME,
    book: {
      branchId,
      title: `ACC SUM ${b.code} ${b.name} ${label} - telephone note contains "${text}"`,
      sheetName: 'Filter with text',
      month: period.month,
      days,
      subPerDay: false,
      total: computeTotals(
        found.map((f) => f.row),
        label,
      ),
      totalLabel: label,
    },
  };
}
