import { z } from 'zod';
import { STAFF_PERIOD, type StaffRow } from '../domain/acc-staff';
import { branchParam, monthString, realDay } from './common';
import { endpoint } from './endpoint';
import { excelReady, fileAnswer } from './acc-excel';

// The accountant staff mistakes register (spec 2 sections 2.3, 3.5, 4.5, 7.3). Rows are kept one by one:
// each carries the `version` it was based on (0 for a new row), and a save that would overwrite a row
// someone changed meanwhile is refused whole ("Can't SAVE report, please reload page and check again.").
// Deletes set `deleted`; nothing is erased. The log of a row is written by the server only.

export const MAX_STAFF_ROWS = 500;
const text = (max: number) => z.string().trim().max(max).default('');
const money = z.number().finite().min(0, 'Amounts are 0 or more').max(1e12).default(0);
export const staffId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Row ID may hold letters, digits and _ . : - only');

export const staffLog = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['add', 'edit', 'delete', 'restore']),
  fields: z.array(z.string()),
});

/** A row as a save sends it (a `log` sent along is ignored). */
export const staffRowIn = z.object({
  ID: staffId,
  date: realDay,
  invoice: text(40),
  name: text(120),
  department: text(60),
  mistake: text(500),
  owesVND: money,
  owesUSD: money,
  overVND: money,
  overUSD: money,
  processing: text(500),
  note: text(1000),
  deleted: z.boolean().default(false),
  /** The stored version the row was based on; 0 for a row not stored yet. */
  version: z.number().int().min(0).max(1_000_000),
});
export type StaffRowIn = z.infer<typeof staffRowIn>;

/** A stored row. */
export const staffRow = staffRowIn.extend({ log: z.array(staffLog), version: z.number().int().min(1) });
/** The contract's row is the domain's row (checked when type-checking). */
const _rowIsDomainRow: z.infer<typeof staffRow> extends StaffRow ? true : never = true;

export const staffTotals = z.object({
  owesVND: z.number(),
  owesUSD: z.number(),
  overVND: z.number(),
  overUSD: z.number(),
  rows: z.number(),
});

/** A year 'YYYY' (the whole year) or a month 'YYYY-MM'. */
export const staffPeriod = z.string().regex(STAFF_PERIOD, 'Period must be YYYY or YYYY-MM');

/** view_accstaff: the period's rows by date (deleted ones too, flagged), with the totals of the others. */
export const staffViewAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    branchId: z.number(),
    period: staffPeriod,
    content: z.array(staffRow),
    totals: staffTotals,
  }),
});

/** up_accstaff: the IDs changed or added, and their rows (other rows sent along are not looked at). */
export const upStaffBody = z
  .object({
    listIdChangeAccStaff: z.array(staffId).max(MAX_STAFF_ROWS),
    listAccStaff: z.array(staffRowIn).max(MAX_STAFF_ROWS),
  })
  .superRefine((body, ctx) => {
    const ids = new Set<string>();
    for (const [i, row] of body.listAccStaff.entries()) {
      if (ids.has(row.ID))
        ctx.addIssue({ code: 'custom', path: ['listAccStaff', i, 'ID'], message: `Row ID used twice: ${row.ID}` });
      ids.add(row.ID);
    }
    const changed = new Set<string>();
    for (const [i, id] of body.listIdChangeAccStaff.entries()) {
      const path = ['listIdChangeAccStaff', i];
      if (changed.has(id)) ctx.addIssue({ code: 'custom', path, message: `Row ID listed twice: ${id}` });
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', path, message: `No row in listAccStaff for ID ${id}` });
      changed.add(id);
    }
  });
export type UpStaffBody = z.input<typeof upStaffBody>;

/** msg 'SUCCESS SAVE DATA', or 'HAVE NOT DATA CHANGE' when nothing differs from what is stored (nothing written). */
export const upStaffAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({ changed: z.array(z.string()), content: z.array(staffRow) }),
});

const branchPeriod = z.object({ branchId: branchParam, period: staffPeriod });
const branchMonth = z.object({ branchId: branchParam, month: monthString });

export const accStaffApi = {
  view: endpoint({
    method: 'GET',
    path: '/acc/staff/:branchId/view_accstaff/:period',
    params: branchPeriod,
    answer: staffViewAnswer,
  }),
  save: endpoint({
    method: 'POST',
    path: '/acc/staff/:branchId/up_accstaff',
    params: z.object({ branchId: branchParam }),
    body: upStaffBody,
    answer: upStaffAnswer,
  }),
  /** Where to fetch the month's .xlsx; 404 "Have not data this Month" when the month has no row. */
  makeExcel: endpoint({
    method: 'POST',
    path: '/acc/staff/:branchId/make_excel/:month',
    params: branchMonth,
    answer: excelReady,
  }),
  /** acc_staff_{year}_{month}.xlsx: Date, Invoice, Name, Department, Mistakes, Owes, Over, Processing, Note, totals. */
  downExcel: endpoint({
    method: 'GET',
    path: '/acc/staff/:branchId/down_excel/:month',
    params: branchMonth,
    answer: fileAnswer,
  }),
};
