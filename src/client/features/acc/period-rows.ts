import type { PeriodAnswer } from '../../../contract/acc';
import { emptyRow, type InvoiceRow } from '../../../domain/invoice-row';
import { PAY_GROUPS, type RcColumn } from '../../../domain/rc-columns';
import { SUMMED_FIELDS, type Totals } from '../../../domain/totals';
import { editFlagText } from '../../../domain/versions';

// The month views as rows of the shared sheet: each day's invoice rows followed by its SUB row (the
// day's totals), or only the SUB rows in the lite views. Pure.
export type PeriodData = PeriodAnswer['data'];
export type PeriodDay = PeriodData['days'][number];
/** A row of a month view: an invoice row or a day's SUB row, with its day, version and edit flag. */
export type PeriodRow = InvoiceRow & { day: string; version: number; editFlag: string; isSub: boolean };

const num = (t: Record<string, number | string>, key: string): number => {
  const v = t[key];
  return typeof v === 'number' ? v : Number(v) || 0;
};

/** The totals as numbers (the contract keeps them as a loose record). */
export function totalsOf(t: Record<string, number | string>, label: string): Totals {
  const out = { sum_credit: label } as Totals;
  for (const f of SUMMED_FIELDS) out[`sum_${f}`] = num(t, `sum_${f}`);
  return out;
}

/** A day's SUB row: every summed field from the day's totals. */
export function subRow(d: PeriodDay): PeriodRow {
  const row = emptyRow(`sub-${d.day}`);
  const sums = Object.fromEntries(SUMMED_FIELDS.map((f) => [f, num(d.totals, `sum_${f}`)]));
  return {
    ...row,
    ...sums,
    telephone: num(d.totals, 'sum_telephone'),
    name: `SUB ${d.day.slice(8)}`,
    day: d.day,
    version: d.version,
    editFlag: d.edit ? 'EDIT' : editFlagText(''),
    isSub: true,
  };
}

/** The rows a month view shows, in day order: each day's rows then its SUB row (lite: SUB rows only). */
export function periodRows(days: readonly PeriodDay[]): PeriodRow[] {
  return days.flatMap((d) => [
    ...(d.rows ?? []).map((r) => ({
      ...r,
      day: d.day,
      version: d.version,
      editFlag: d.edit ? 'EDIT' : editFlagText(''),
      isSub: false,
    })),
    subRow(d),
  ]);
}

const extra = (key: string, label: string, kind: RcColumn['kind'], width: number): RcColumn => ({
  key,
  label,
  header: label,
  group: 'Invoice',
  kind,
  decimals: 0,
  width,
  sticky: key === 'day',
  computed: false,
});

/** The headings of the month view's own columns, in the user's language. */
export type PeriodHeading = (key: 'Date' | 'Version' | 'Edit') => string;

/** The columns of a month view: the date first; the lite views show the version, edit flag and the totalled columns only. */
export function periodColumns(columns: readonly RcColumn[], lite: boolean, heading: PeriodHeading): RcColumn[] {
  const date = extra('day', heading('Date'), 'text', 100);
  if (!lite) return [date, ...columns];
  const totalled = columns.filter((c) => c.total && (c.computed || PAY_GROUPS.includes(c.group) || c.kind === 'money'));
  return [
    date,
    extra('version', heading('Version'), 'count', 70),
    extra('editFlag', heading('Edit'), 'text', 60),
    ...totalled,
  ];
}
