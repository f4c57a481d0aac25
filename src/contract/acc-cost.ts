import { z } from 'zod';
import { branchDate, branchOnly, branchParam, dayString, monthString, realDay } from './common';
import { endpoint } from './endpoint';
import { invoiceRow, MAX_ROWS } from './rc';

// Cost of the day, the cash register, the breakfast count and the waiting list of the accountant sum
// (spec 2 sections 2.2, 3.3, 3.4, 3.6, 4.3, 7.2). The cost sheet (per branch and day) and the waiting
// list (per branch and month) are versioned documents: every save carries the version and revision it
// was based on, and a stale one is refused with "Can't SAVE report, please reload page and check again.".

const money = z.number().finite().min(-1e12).max(1e12);

/** A line of the cost-this-day table: No (its place), Name, Price with its type (VND, USD; anything else counts as YEN). */
export const costLine = z.object({
  ID: z.string().min(1).max(60),
  name: z.string().trim().max(200).default(''),
  rate: money.default(0),
  type: z.string().trim().max(10).default('VND'),
});
export type CostLineInput = z.infer<typeof costLine>;
export const MAX_COST_LINES = 300;

/** Totals per currency: VND, USD and YEN (any type other than VND and USD). */
export const currencyTotals = z.object({ VND: z.number(), USD: z.number(), YEN: z.number() });

const docHead = {
  branchId: z.number(),
  version: z.number().int().min(1),
  /** 0 before the first save (nothing stored yet); rises on every save. */
  revision: z.number().int().min(0),
  edit: z.boolean(),
  maker: z.string(),
  note: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.string().nullable(),
};

export const costSheet = z.object({
  ...docHead,
  day: dayString,
  content: z.array(costLine),
  totals: currencyTotals,
});
export type CostSheet = z.infer<typeof costSheet>;

/** view_cost: 'ok' a stored sheet; 'null' none yet (an empty sheet at version 1 revision 0: the first save creates it). */
export const costSheetAnswer = z.object({ status: z.literal(1), msg: z.enum(['ok', 'null']), data: costSheet });
export const costWriteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: costSheet });

/** POST up_acccost: the whole sheet of a day, based on the version and revision read (1 / 0 creates it). */
export const upCostBody = z.object({
  day: realDay,
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  note: z.string().max(2000).default(''),
  content: z.array(costLine).max(MAX_COST_LINES),
});
export type UpCostBody = z.infer<typeof upCostBody>;

/**
 * A row of the cash register (spec 2 section 3.4): the "Reception kept fund" opening row, then per day a
 * PT row (collection from the day's accountant sum) and a PC row (spending from the day's cost sheet),
 * with the running balances totalVND / totalUSD / totalYEN.
 */
export const cashRow = z.object({
  ID: z.string(),
  /** The day ('' for the opening row). */
  sum_credit: z.string(),
  PT: z.string(),
  PC: z.string(),
  sum_name: z.string(),
  sum_vnd: z.number(),
  sum_usd: z.number(),
  sum_yen: z.number(),
  sum_exp_vnd: z.number(),
  sum_exp_usd: z.number(),
  sum_exp_yen: z.number(),
  totalVND: z.number(),
  totalUSD: z.number(),
  totalYEN: z.number(),
  sum_vcb: z.number(),
  sum_vcb_usd: z.number(),
  sum_vcb_other: z.number(),
  sum_vcb_other_usd: z.number(),
  note: z.string(),
  action: z.string(),
});
export type CashRowOut = z.infer<typeof cashRow>;

/** view_cost_collect/:date: the cash register of the date's month from its 1st to the date. */
export const cashRegisterAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    branchId: z.number(),
    month: monthString,
    from: dayString,
    to: dayString,
    opening: z.object({ vnd: z.number(), usd: z.number(), yen: z.number() }),
    rows: z.array(cashRow),
    /** The balances after the last row. */
    balance: z.object({ vnd: z.number(), usd: z.number(), yen: z.number() }),
  }),
});
export type CashRegisterAnswer = z.infer<typeof cashRegisterAnswer>;

/** The month's breakfast count (comparison screen): a number and its log. */
export const breakfastCount = z.object({
  month: monthString,
  number: z.number(),
  log: z.array(z.object({ at: z.string(), by: z.string(), number: z.number(), before: z.number() })),
  /** Whether the caller may change it now (role 4, month less than 62 days old). */
  editable: z.boolean(),
});
export const breakfastCountAnswer = z.object({ status: z.literal(1), msg: z.string(), data: breakfastCount });
export const upNumberBfBody = z.object({ number: z.number().int().min(0).max(1_000_000), monthEx: monthString });

/**
 * The waiting list of a branch and month: rows of the previous month's accountant sums that carry into
 * this month (checkout past the month end, or action MOVE TO NEXT MONTH). A row returned to a day has
 * action "return Sum {MM-DD}" and keeps it: it is not returned twice.
 */
export const waitingList = z.object({
  ...docHead,
  month: monthString,
  content: z.array(invoiceRow),
  totals: z.object({ rows: z.number(), returned: z.number(), waiting: z.number() }),
});
/** take_data/:date: the waiting list of the date's month ('null': none yet, an empty list at version 1 revision 0). */
export const waitingAnswer = z.object({ status: z.literal(1), msg: z.enum(['ok', 'null']), data: waitingList });

/** update_waiting/:date: rows (by ID) of that day's accountant sum added to the next month's waiting list. */
export const updateWaitingBody = z.object({ ids: z.array(z.string().min(1).max(60)).min(1).max(MAX_ROWS) });
export const updateWaitingAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  /** The month whose waiting list received the rows. */
  month: monthString,
  added: z.array(z.string()),
  /** Already on that waiting list: not added again. */
  duplicates: z.array(z.string()),
  /** Not carried: the row does not go past the month end and is not marked MOVE TO NEXT MONTH. */
  notCarried: z.array(z.string()),
  /** Not in the day's accountant sum. */
  missing: z.array(z.string()),
  data: waitingList,
});

/**
 * update_data/:date: the waiting list of the date's month saved whole (stale-checked; return marks are kept).
 * LOAD WAITING on the 1st: domain/acc-waiting.ts returnFromWaiting(list, day, ids) marks the chosen rows
 * "return Sum {MM-DD}" and gives their copies for the day report; the screen adds those to the day report
 * (saved with up_sum) and saves the marked list here, so a row is never returned twice.
 */
export const updateDataBody = z.object({
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
  note: z.string().max(2000).default(''),
  content: z.array(invoiceRow).max(MAX_ROWS),
});
export const waitingWriteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: waitingList });

const branchMonth = z.object({ branchId: branchParam, month: monthString });

export const accCostApi = {
  upCost: endpoint({
    method: 'POST',
    path: '/acc/cost/:branchId/up_acccost',
    params: branchOnly,
    body: upCostBody,
    answer: costWriteAnswer,
  }),
  viewCost: endpoint({
    method: 'GET',
    path: '/acc/cost/:branchId/view_cost/:date',
    params: branchDate,
    answer: costSheetAnswer,
  }),
  viewCostCollect: endpoint({
    method: 'GET',
    path: '/acc/cost/:branchId/view_cost_collect/:date',
    params: branchDate,
    answer: cashRegisterAnswer,
  }),
  /** The cost register (/acc_cost): the cash register of a whole month, from its 1st to its last day. */
  viewCostMonth: endpoint({
    method: 'GET',
    path: '/acc/cost/:branchId/view_cost_month/:month',
    params: branchMonth,
    answer: cashRegisterAnswer,
  }),
  upNumberBf: endpoint({
    method: 'POST',
    path: '/acc/cost/:branchId/up_numberBF',
    params: branchOnly,
    body: upNumberBfBody,
    answer: breakfastCountAnswer,
  }),
  viewNumberBf: endpoint({
    method: 'GET',
    path: '/acc/cost/:branchId/view_numberBF/:month',
    params: branchMonth,
    answer: breakfastCountAnswer,
  }),
  updateWaiting: endpoint({
    method: 'POST',
    path: '/acc/waiting/:branchId/update_waiting/:date',
    params: branchDate,
    body: updateWaitingBody,
    answer: updateWaitingAnswer,
  }),
  takeData: endpoint({
    method: 'GET',
    path: '/acc/waiting/:branchId/take_data/:date',
    params: branchDate,
    answer: waitingAnswer,
  }),
  updateData: endpoint({
    method: 'PATCH',
    path: '/acc/waiting/:branchId/update_data/:date',
    params: branchDate,
    body: updateDataBody,
    answer: waitingWriteAnswer,
  }),
};
