import { z } from 'zod';
import { NAME_MAX, NUMBER_FIELDS, RC_CHARGE_KEYS, type InvoiceRow } from '../domain/invoice-row';
import { STYLE_KEYS } from '../domain/row-style';
import { branchDate, branchDateVersion, branchOnly, branchParam, dayString, realDay } from './common';
import { endpoint } from './endpoint';

// Reception sum (spec 2 sections 3 and 7.1). A sum is one versioned document per branch and day.
const money = z.number().finite().min(-1e12).max(1e12);
const text = (max: number) => z.string().max(max);
const cellStyle = z.object({ color: text(20), background: text(20) });
const dateOrEmpty = z.union([dayString, z.literal('')]);

const numberShape = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, money.default(0)])) as Record<
  (typeof NUMBER_FIELDS)[number],
  z.ZodDefault<typeof money>
>;

/** Hotel charges typed by reception: amounts of the branch's currency, never negative; a charge left out is 0. */
const rcCharge = money.min(0, 'A hotel charge cannot be negative').default(0);
const rcCharges = z.object(
  Object.fromEntries(RC_CHARGE_KEYS.map((k) => [k, rcCharge])) as Record<
    (typeof RC_CHARGE_KEYS)[number],
    typeof rcCharge
  >,
);

/** One invoice row (hotel invoice HI or service invoice SI). Unknown keys are dropped. */
export const invoiceRow = z
  .object({
    ...numberShape,
    ID: z.string().min(1).max(60),
    HI: text(40).default(''),
    SI: text(40).default(''),
    packages: z.record(text(30), z.number().int().min(0).max(10000)).default({}),
    company: text(120).default(''),
    name: text(NAME_MAX).default(''),
    name_sub1: text(120).default(''),
    name_sub2: text(120).default(''),
    name_sub3: text(120).default(''),
    name_sub4: text(120).default(''),
    name_sub5: text(120).default(''),
    sub1: z.boolean().default(false),
    sub2: z.boolean().default(false),
    sub3: z.boolean().default(false),
    sub4: z.boolean().default(false),
    sub5: z.boolean().default(false),
    room: text(20).default(''),
    checkin: dateOrEmpty.default(''),
    checkout: dateOrEmpty.default(''),
    telephone: z.union([money, text(300)]).default(''),
    exp: text(120).default(''),
    exp_rate_type: text(10).default(''),
    /** "Action field: at most 30 characters." */
    action: text(30).default(''),
    paid: z.enum(['Debit', 'Paid', 'Non Paid', 'Delete']).default('Debit'),
    import_to: text(20).default(''),
    error_code: text(60).default(''),
    textName: text(120).default(''),
    note: z
      .object({ telephone: z.array(text(300)).max(200), otherPay: z.array(text(300)).max(200) })
      .default({ telephone: [], otherPay: [] }),
    log: z.array(text(300)).max(500).default([]),
    createdAt: text(40).default(''),
    style: z.partialRecord(z.enum(STYLE_KEYS), cellStyle).default({}),
    /** Optional: rows stored before it (and rows without charges) have none. */
    rcCharges: rcCharges.optional(),
  })
  .refine((r) => !(r.HI.trim() && r.SI.trim()), {
    message: 'Hotel invoice and service invoice are mutually exclusive: fill HI or SI',
    path: ['SI'],
  });
export type InvoiceRowInput = z.infer<typeof invoiceRow>;

export const MAX_ROWS = 1000;

/** The totals block (every sum_* field of spec 2 section 3.2), computed by the server. */
export const totals = z.record(z.string(), z.union([z.number(), z.string()]));

export const rcSum = z.object({
  branchId: z.number(),
  day: dayString,
  version: z.number().int().min(1),
  /** Rises on every save; saves and sends carry the revision they were based on. */
  revision: z.number().int().min(0),
  edit: z.boolean(),
  maker: z.string(),
  note: z.string(),
  content: z.array(invoiceRow),
  totals,
  updatedAt: z.string(),
  updatedBy: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type RcSum = z.infer<typeof rcSum>;

/** view_sum / view_sum_with_version: a sum, 'null' (no data: "Null Data this Day") or 'editing' ("Editing this report day"). */
export const rcSumAnswer = z.union([
  z.object({ status: z.literal(1), msg: z.literal('ok'), data: rcSum }),
  z.object({ status: z.literal(1), msg: z.literal('null') }),
  z.object({ status: z.literal(1), msg: z.literal('editing'), version: z.number() }),
]);

/** POST /rc/:branchId/up_sum. version 1 with revision 0 creates the day's first sum. */
export const upSumBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  maker: z.string().trim().max(60),
  note: z.string().max(2000).default(''),
  content: z.array(invoiceRow).max(MAX_ROWS),
});
export type UpSumBody = z.infer<typeof upSumBody>;

/** POST /user/sent_mail_rc_sum/:branchId: sends (locks and mails) the saved version it names. */
export const sendSumBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  note: z.string().max(2000).default(''),
});

/** POST /rc/:branchId/make_new_version/:date: based on the locked last version. */
export const newVersionBody = z.object({ version: z.number().int().min(1) });

/** PATCH /rc/:branchId/update_sum_after_edit/:date: accountants correct a sent sum in place (audited). */
export const updateAfterEditBody = upSumBody
  .omit({ maker: true })
  .extend({ maker: z.string().trim().max(60).optional() });

export const versionItem = z.object({ day: dayString, version: z.number(), edit: z.boolean() });
export const versionList = z.object({ status: z.literal(1), msg: z.string(), data: z.array(versionItem) });
export const numberVersion = z.object({
  status: z.literal(1),
  numberVersion: z.number(),
  editInLastVersion: z.boolean(),
});

/** get_check_again_az_database: the PMS re-read, merged without losing rows the receptionist added. */
export const recheckBody = z.object({ content: z.array(invoiceRow).max(MAX_ROWS) });
export const recheckAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  added: z.array(invoiceRow),
  changed: z.array(z.object({ ID: z.string(), HI: z.string(), fields: z.array(z.string()) })),
  content: z.array(invoiceRow),
});

/** POST /rc/:branchId/get_invoice_with_type/:type (type 'name' or 'invoice_id'); at least 3 characters. */
export const invoiceSearchBody = z.object({
  value: z.string().trim().min(3, 'Please input at least 3 characters').max(60),
});
export const invoiceHit = z.object({ day: dayString, version: z.number(), row: invoiceRow });
export const invoiceHits = z.object({ status: z.literal(1), msg: z.string(), data: z.array(invoiceHit) });

export const editRequestBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  reason: z.string().trim().max(500).default(''),
});

// Answers of the reception calls (added with the server side of issue 4; additive only).

/** up_sum (201 when it created the day's first sum), make_new_version (201), update_sum_after_edit, sent_mail_rc_sum. */
export const rcSumWriteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: rcSum });
/** get_az_database (the day's PMS invoices as rows) and import_debit (yesterday's DEBIT CHECK IN rows still in Debit). */
export const rcRowsAnswer = z.object({ status: z.literal(1), msg: z.string(), data: z.array(invoiceRow) });
/** POST /rc/:branchId/request_edit (body editRequestBody): the type 1 notifications made (manager and supervisor). */
export const editRequestAnswer = z.object({ status: z.literal(1), msg: z.literal('Sent'), ids: z.array(z.number()) });
/** GET /rc/:branchId/find_one_hi/:year/:type/:key (type name | hi | si | payment); 404 "Have not data" when nothing matches. */
export const findOneHiAnswer = invoiceHits;

const findParams = z.object({
  branchId: branchParam,
  year: z.string().regex(/^\d{4}$/, 'Year must be YYYY'),
  type: z.enum(['name', 'hi', 'si', 'payment']),
  key: z.string().max(100),
});

/** Every reception-sum call (spec 2 section 7.1) plus REQUEST EDIT. */
export const rcApi = {
  viewSum: endpoint({ method: 'GET', path: '/rc/:branchId/view_sum/:date', params: branchDate, answer: rcSumAnswer }),
  viewSumWithVersion: endpoint({
    method: 'GET',
    path: '/rc/:branchId/view_sum_with_version/:date/:version',
    params: branchDateVersion,
    answer: rcSumAnswer,
  }),
  versionList: endpoint({
    method: 'GET',
    path: '/rc/:branchId/view_list_edit_version/:date',
    params: branchDate,
    answer: versionList,
  }),
  numberVersion: endpoint({
    method: 'GET',
    path: '/rc/:branchId/view_number_version/:date',
    params: branchDate,
    answer: numberVersion,
  }),
  save: endpoint({
    method: 'POST',
    path: '/rc/:branchId/up_sum',
    params: branchOnly,
    body: upSumBody,
    answer: rcSumWriteAnswer,
  }),
  newVersion: endpoint({
    method: 'POST',
    path: '/rc/:branchId/make_new_version/:date',
    params: branchDate,
    body: newVersionBody,
    answer: rcSumWriteAnswer,
  }),
  afterEdit: endpoint({
    method: 'PATCH',
    path: '/rc/:branchId/update_sum_after_edit/:date',
    params: branchDate,
    body: updateAfterEditBody,
    answer: rcSumWriteAnswer,
  }),
  send: endpoint({
    method: 'POST',
    path: '/user/sent_mail_rc_sum/:branchId',
    params: branchOnly,
    body: sendSumBody,
    answer: rcSumWriteAnswer,
  }),
  fromPms: endpoint({
    method: 'GET',
    path: '/rc/:branchId/get_az_database/:date',
    params: branchDate,
    answer: rcRowsAnswer,
  }),
  recheckPms: endpoint({
    method: 'POST',
    path: '/rc/:branchId/get_check_again_az_database/:date',
    params: branchDate,
    body: recheckBody,
    answer: recheckAnswer,
  }),
  importDebit: endpoint({
    method: 'GET',
    path: '/rc/:branchId/import_debit/:date',
    params: branchDate,
    answer: rcRowsAnswer,
  }),
  findInvoice: endpoint({
    method: 'POST',
    path: '/rc/:branchId/get_invoice_with_type/:type',
    params: z.object({ branchId: branchParam, type: z.enum(['name', 'invoice_id']) }),
    body: invoiceSearchBody,
    answer: invoiceHits,
  }),
  findOneHi: endpoint({
    method: 'GET',
    path: '/rc/:branchId/find_one_hi/:year/:type/:key',
    params: findParams,
    answer: findOneHiAnswer,
  }),
  requestEdit: endpoint({
    method: 'POST',
    path: '/rc/:branchId/request_edit',
    params: branchOnly,
    body: editRequestBody,
    answer: editRequestAnswer,
  }),
};

// The row schema is the validator of domain's InvoiceRow, not a second definition: its output type must
// be exactly InvoiceRow (this line fails the type-check when either side changes alone).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ROW_SCHEMA_IS_DOMAIN_ROW: Same<z.output<typeof invoiceRow>, InvoiceRow> = true;
