// Excel import of the accountant sum and the debit (spec 2 sections 2.2, 5.6, 9): the templates
// format_input_ACC_Sum.xls and format_input_debit.xls (a header row with the report's own column headings,
// rc-columns.ts), and the rules that turn a sheet's cells into invoice rows for a preview:
// "Imported numeric values are multiplied by 1000 (except usd and vcb_usd); dates are rebuilt as
// year-month-day; nights default to 0." "Imported rows get the debit purple style unless the load type is
// accMakeSum."
import { columnLetter } from './acc-sheet';
import { importDate, importValue } from './constants';
import { fromDayNumber, isValidDate } from './dates';
import { emptyRow, NAME_MAX, type InvoiceRow, type NumberField } from './invoice-row';
import { fieldDecimals, roundTo } from './money';
import { rcColumns } from './rc-columns';
import { serviceTotalOf, subOf, unitPrice, displayName } from './row-rules';
import { applyDebitOption } from './row-style';

export type ImportTemplate = 'sum' | 'debit';
export type ImportLoadType = 'accMakeSum' | 'debitOnSum' | 'accDebit';

export const TEMPLATE_FILES: Record<ImportTemplate, string> = {
  sum: 'format_input_ACC_Sum.xls',
  debit: 'format_input_debit.xls',
};
/** More data rows than this are refused (a hostile or wrong file). */
export const MAX_IMPORT_ROWS = 5000;

type TextField = 'HI' | 'SI' | 'name' | 'company' | 'room' | 'action';
/** How a column's cells are read: text, a date, money (x 1000 except usd and vcb_usd), or the telephone note (text, or money). */
export type ImportKind = 'text' | 'date' | 'money' | 'note';
export interface ImportColumn {
  field: TextField | 'checkin' | 'checkout' | 'telephone' | NumberField;
  header: string;
  kind: ImportKind;
  /** Other headings read as this column (the screen's label, the .xlsx heading, the field name). */
  aliases: string[];
  /** Longest text kept (the row's own limits). */
  max?: number;
}

const TEXT_MAX: Record<TextField, number> = { HI: 40, SI: 40, name: NAME_MAX, company: 120, room: 20, action: 30 };
const SUM_FIELDS = [
  'HI',
  'SI',
  'name',
  'room',
  'checkin',
  'checkout',
  'action',
  'room_rate',
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'other_hotel',
  'dinning',
  'AzOther',
  'breakfast',
  'sauna',
  'massage',
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_usd',
  'vcb_other',
  'otherPay',
] as const;

function kindOf(field: string): ImportKind {
  if (field === 'checkin' || field === 'checkout') return 'date';
  if (field === 'telephone') return 'note';
  return field in TEXT_MAX || field === 'company' ? 'text' : 'money';
}

/** The template's columns, headed as the report heads them (the default branch's headings); debit adds Company after the name. */
export function templateColumns(template: ImportTemplate): ImportColumn[] {
  const table = rcColumns(0);
  const fields: string[] = [...SUM_FIELDS];
  if (template === 'debit') fields.splice(fields.indexOf('name') + 1, 0, 'company');
  return fields.map((field) => {
    const c = table.find((col) => col.key === field);
    const header = field === 'name' ? 'Name' : field === 'room_rate' ? 'Room Rate' : (c?.header ?? field);
    const kind = kindOf(field);
    return {
      field: field as ImportColumn['field'],
      header,
      kind,
      aliases: [field, ...(c ? [c.header, c.label] : [])],
      ...(kind === 'text' ? { max: TEXT_MAX[field as TextField] } : {}),
    };
  });
}

/** The header row of a template, as written in its .xls. */
export function templateHeader(template: ImportTemplate): string[] {
  return templateColumns(template).map((c) => c.header);
}

/** The template a load type expects: the sum's for accMakeSum, the debit's otherwise. */
export function templateFor(type: ImportLoadType): ImportTemplate {
  return type === 'accMakeSum' ? 'sum' : 'debit';
}

const norm = (text: unknown): string =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export type HeaderMatch =
  { ok: true; template: ImportTemplate; columns: (ImportColumn | null)[] } | { ok: false; msg: string };

/**
 * Reads the header row: each heading must be one of the template's (its heading or its field name, in
 * any case, in any order), none twice, and HI, SI and Name must be there. The load type's template is
 * tried first; a file made from the other template is read as that one.
 */
export function matchHeader(cells: readonly unknown[], type: ImportLoadType): HeaderMatch {
  const first = templateFor(type);
  const order: ImportTemplate[] = first === 'sum' ? ['sum', 'debit'] : ['debit', 'sum'];
  const tries = order.map((t) => ({ t, m: matchTemplate(cells, t) }));
  const good = tries.find((x) => x.m.ok);
  if (good) return good.m;
  return tries[0].m;
}

function matchTemplate(cells: readonly unknown[], template: ImportTemplate): HeaderMatch {
  const cols = templateColumns(template);
  const expected = `expected the header of ${TEMPLATE_FILES[template]}: ${cols.map((c) => c.header).join(' | ')}`;
  const byName = new Map<string, ImportColumn>();
  for (const c of cols) for (const name of [c.header, ...c.aliases]) byName.set(norm(name), c);
  let last = cells.length;
  while (last > 0 && norm(cells[last - 1]) === '') last -= 1;
  const out: (ImportColumn | null)[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < last; i++) {
    const text = norm(cells[i]);
    if (text === '') {
      out.push(null);
      continue;
    }
    const col = byName.get(text);
    if (!col)
      return { ok: false, msg: `Wrong columns: '${String(cells[i]).trim()}' in ${columnLetter(i)}1; ${expected}` };
    if (seen.has(col.field))
      return { ok: false, msg: `Wrong columns: '${col.header}' twice (${columnLetter(i)}1); ${expected}` };
    seen.add(col.field);
    out.push(col);
  }
  for (const need of ['HI', 'SI', 'name']) {
    if (!seen.has(need)) {
      const header = cols.find((c) => c.field === need)?.header ?? need;
      return { ok: false, msg: `Wrong columns: no '${header}' column; ${expected}` };
    }
  }
  return { ok: true, template, columns: out };
}

/** A cell as the parser gives it: a number, a text, a boolean, or empty. */
export type ImportCell = string | number | boolean | null | undefined;

/** Excel's 1900 date system: serial 25569 is 1970-01-01 (fractions are the time of day). */
export function excelSerialDate(serial: number): string {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return '';
  return fromDayNumber(Math.floor(serial) - 25569);
}

/** A date cell rebuilt as 'YYYY-MM-DD': an Excel serial, or a text Y-M-D or D/M/Y (day first, as in Vietnam); '' when it is none. */
export function importDateOf(cell: ImportCell): string {
  if (typeof cell === 'number') return excelSerialDate(cell);
  const text = String(cell ?? '').trim();
  if (text === '') return '';
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (m) return checked(importDate(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:[ T].*)?$/.exec(text);
  if (m) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return checked(importDate(year, Number(m[2]), Number(m[1])));
  }
  return '';
}
const checked = (date: string): string => (isValidDate(date) ? date : '');

const NUMBER_TEXT = /^-?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;
/** A number cell, or a text holding one (thousands commas, a $ sign); null when it holds none. */
export function numberOf(cell: ImportCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'boolean') return null;
  const text = String(cell ?? '')
    .replace(/[$\s]/g, '')
    .trim();
  if (text === '' || !NUMBER_TEXT.test(text) || text === '-') return null;
  return Number(text.replace(/,/g, ''));
}

const MONEY_LIMIT = 1e12;

export interface ImportWarning {
  /** The sheet's row number (1 is the header). */
  row: number;
  column: string;
  msg: string;
}
export interface ImportResult {
  rows: InvoiceRow[];
  warnings: ImportWarning[];
}

/**
 * The rows of a sheet (the header already matched): empty lines skipped; money x 1000 except usd and
 * vcb_usd, rounded to the field's decimals; dates rebuilt; nights 0; the unit price from the room rate;
 * sub and the service total worked out; names upper case; the purple debit style unless accMakeSum.
 */
export function importRows(
  lines: readonly (readonly ImportCell[])[],
  columns: readonly (ImportColumn | null)[],
  type: ImportLoadType,
  branchId: number,
  newId: (n: number) => string,
  /** The sheet row number of lines[0]. */
  firstRow = 2,
): ImportResult {
  const rows: InvoiceRow[] = [];
  const warnings: ImportWarning[] = [];
  lines.forEach((cells, i) => {
    const sheetRow = firstRow + i;
    if (!cells.some((c) => String(c ?? '').trim() !== '')) return;
    const warn = (col: ImportColumn, msg: string) => warnings.push({ row: sheetRow, column: col.header, msg });
    const row = emptyRow(newId(rows.length));
    const set = row as unknown as Record<string, unknown>;
    columns.forEach((col, c) => {
      if (!col) return;
      const cell = cells[c];
      const text = String(cell ?? '').trim();
      if (text === '') return;
      if (col.kind === 'date') {
        const date = importDateOf(cell ?? '');
        if (date === '') warn(col, `'${text}' is not a date: left empty`);
        set[col.field] = date;
        return;
      }
      const n = numberOf(cell);
      if (col.kind === 'text' || (col.kind === 'note' && n === null)) {
        const max = col.max ?? 300;
        if (text.length > max) warn(col, `longer than ${max} characters: cut`);
        set[col.field] = text.slice(0, max);
        return;
      }
      if (n === null) {
        warn(col, `'${text}' is not a number: 0`);
        return;
      }
      const value = roundTo(importValue(col.field, n), fieldDecimals(col.field, branchId));
      if (Math.abs(value) > MONEY_LIMIT) {
        warn(col, `${text} is too large: 0`);
        return;
      }
      set[col.field] = value;
    });
    if (row.HI.trim() && row.SI.trim()) {
      warnings.push({ row: sheetRow, column: 'SI', msg: 'HI and SI both filled: SI left out' });
      row.SI = '';
    }
    rows.push(finishRow(row, type, branchId));
  });
  return { rows, warnings };
}

/** The computed fields of an imported row: nights 0 (so amount 0), unit price, sub, service total; the debit style. */
export function finishRow(row: InvoiceRow, type: ImportLoadType, branchId: number): InvoiceRow {
  const base: InvoiceRow = {
    ...row,
    name: displayName(row.name, row.action),
    nights: 0,
    unit_price: unitPrice(row.room_rate, row.discount, row.rate, branchId),
    amount: 0,
  };
  base.sub = subOf(base, branchId);
  base.serviceTotal = serviceTotalOf(base, branchId);
  return type === 'accMakeSum' ? base : applyDebitOption(base, 1);
}
