// The accountant sum as the .xlsx shows it (document 4 "Excel layouts accountants were used to"): the
// columns of the one column table (rc-columns.ts, through rc-sheet.ts) in the accountants' order: Date;
// the invoice numbers and the package columns (Bill); Discount, Rate, Description, Room Number; Date Stay;
// Other (Action); the hotel group ending in Sub; SERVICE ending in Total; Guest Pay by Cash; Guest Pay by
// Card/Transfer. Nights, Amount and Sub are live formulas wherever the formula gives the report's value.
import { monthNights } from './carry';
import { daysBetween } from './dates';
import type { InvoiceRow } from './invoice-row';
import { amountDecimals } from './money';
import type { RcColumnKind } from './rc-columns';
import { sheetColumns, type SheetColumn } from './rc-sheet';
import { amountOf, subFields, subOf } from './row-rules';
import type { StyleKey } from './row-style';
import { foldText } from './text-search';
import type { SummedField } from './totals';

export type AccGroup =
  | 'Date'
  | 'Bill'
  | 'Guest'
  | 'Date Stay'
  | 'Other'
  | 'Hotel'
  | 'SERVICE'
  | 'Guest Pay by Cash'
  | 'Guest Pay by Card/Transfer';

export interface AccSheetColumn {
  /** A row field, `pkg:<name>` for a package count, or 'date' (the report day of the row). */
  key: string;
  header: string;
  group: AccGroup;
  kind: RcColumnKind;
  decimals: number;
  total?: `sum_${SummedField}`;
  style?: StyleKey;
  value(row: InvoiceRow, day: string): string | number;
}

const GROUP_ORDER: readonly AccGroup[] = [
  'Date',
  'Bill',
  'Guest',
  'Date Stay',
  'Other',
  'Hotel',
  'SERVICE',
  'Guest Pay by Cash',
  'Guest Pay by Card/Transfer',
];

function accGroup(c: SheetColumn): AccGroup | null {
  if (c.group === 'Invoice' || c.group === 'Packages') return 'Bill';
  if (c.key === 'action') return 'Other';
  if (c.group === 'Expense') return null;
  return c.group;
}

/** The accountant sheet's columns of a branch, in document 4's order. */
export function accSheetColumns(branchId: number): AccSheetColumn[] {
  const date: AccSheetColumn = {
    key: 'date',
    header: 'Date',
    group: 'Date',
    kind: 'date',
    decimals: 0,
    value: (_row, day) => day,
  };
  const cols: AccSheetColumn[] = [];
  for (const c of sheetColumns(branchId, 'xlsx')) {
    const group = accGroup(c);
    if (!group) continue;
    const header = c.key === 'action' ? 'Action' : c.header;
    cols.push({ ...c, header, group, value: (row) => c.value(row) });
  }
  // A stable sort by group keeps the table's order inside each group (the packages follow HI and SI).
  const rank = (g: AccGroup) => GROUP_ORDER.indexOf(g);
  return [date, ...cols.sort((a, b) => rank(a.group) - rank(b.group))];
}

/** Spreadsheet column letters: 0 -> 'A', 26 -> 'AA'. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A live formula: column keys in brackets (`[checkout]-[checkin]`) that the writer turns into cell references, and its value. */
export interface CellFormula {
  formula: string;
  result: number;
}

/** Nights = check-out - check-in (in a month view: the nights inside the month), when that is the row's value. */
export function nightsFormula(
  row: Pick<InvoiceRow, 'checkin' | 'checkout' | 'nights'>,
  month: string | null,
): CellFormula | null {
  const span = daysBetween(row.checkin, row.checkout);
  if (span === null || span < 0) return null;
  if (row.nights === span) return { formula: '[checkout]-[checkin]', result: row.nights };
  if (!month) return null;
  const inside = monthNights(row.checkin, row.checkout, month);
  if (inside === null || inside !== row.nights) return null;
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return {
    formula: `MAX(0,MIN([checkout],DATE(${y},${m + 1},1))-MAX([checkin],DATE(${y},${m},1)))`,
    result: row.nights,
  };
}

/** Amount = unit price x nights, rounded as amounts are, when that is the row's value. */
export function amountFormula(row: InvoiceRow, branchId: number): CellFormula | null {
  if (amountOf(row.unit_price, row.nights, branchId) !== row.amount) return null;
  return { formula: `ROUND([unit_price]*[nights],${amountDecimals(branchId)})`, result: row.amount };
}

/** Sub = the sum of its fields (telephone only when positive), 0 without HI and SI, when that is the row's value. */
export function subFormula(row: InvoiceRow, branchId: number): CellFormula | null {
  // A telephone typed as digits in a text is a charge for the rules but a text for Excel: no formula then.
  if (typeof row.telephone === 'string' && /^\s*-?[\d,.]+\s*$/.test(row.telephone)) return null;
  if (subOf(row, branchId) !== row.sub) return null;
  const parts = subFields(branchId).map((f) => (f === 'telephone' ? 'MAX(0,N([telephone]))' : `[${f}]`));
  return {
    formula: `IF(AND([HI]="",[SI]=""),0,ROUND(${parts.join('+')},${amountDecimals(branchId)}))`,
    result: row.sub,
  };
}

/** The formula of a column's cell, when it has one. */
export function cellFormula(key: string, row: InvoiceRow, branchId: number, month: string | null): CellFormula | null {
  if (key === 'nights') return nightsFormula(row, month);
  if (key === 'amount') return amountFormula(row, branchId);
  if (key === 'sub') return subFormula(row, branchId);
  return null;
}

/** "Note filter needs at least 3 characters and filters the telephone note case-insensitively." */
export const NOTE_FILTER_MIN = 3;
export function noteMatches(row: Pick<InvoiceRow, 'telephone'>, text: string): boolean {
  const query = foldText(text);
  if (query.length < NOTE_FILTER_MIN) return false;
  return foldText(String(row.telephone ?? '')).includes(query);
}

/** "{branch code}_SUM REPORT {MM}-{YYYY}.xlsx" of a day or a period. */
export function accSumFileName(code: string, date: string): string {
  return `${code}_SUM REPORT ${date.slice(5, 7)}-${date.slice(0, 4)}.xlsx`;
}
export const FILTER_FILE_NAME = 'Filter_with_text_results.xlsx';

/** A day, or a period's words in a title: '2026-05', '2026-05 (days 1 to 10)'. */
export function periodLabel(text: string, isDay: boolean): string {
  const m = /^(\d{4}-\d{2})-(10|20)$/.exec(text);
  return !isDay && m ? `${m[1]} (days 1 to ${m[2]})` : text;
}
