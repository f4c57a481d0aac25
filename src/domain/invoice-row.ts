// The invoice row (report line) of the reception and accountant sums (spec 2 section 3.1) and its action kinds.
import type { RowStyle } from './row-style';

export type PaidState = 'Debit' | 'Paid' | 'Non Paid' | 'Delete';

export interface RowNote {
  /** Log of telephone-note changes. */
  telephone: string[];
  /** Log of note-pay changes. */
  otherPay: string[];
}

/** Longest guest name a row holds, DEBIT_ prefix included (the server's rules keep to it, so a stored row saves back). */
export const NAME_MAX = 120;

/** Money and count fields of a row that hold numbers. */
export const NUMBER_FIELDS = [
  'discount',
  'rate',
  'room_rate',
  'nights',
  'unit_price',
  'amount',
  'laundry',
  'minibar',
  'transfer',
  'other_hotel',
  'dinning',
  'AzOther',
  'others',
  'breakfast',
  'sauna',
  'massage',
  'sub',
  'serviceTotal',
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_other',
  'vcb_other_usd',
  'vcb_usd',
  'exp_rate',
  'otherPay',
  'freeLD',
  'cafe',
  'paiddebit',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** Guest payment fields (the "guest payment" a debit needs before it is Paid). */
export const PAYMENT_FIELDS = [
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_usd',
  'vcb_other',
  'vcb_other_usd',
  'otherPay',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** Hotel charges reception types on a row, beside the accountant's charge columns (rc-charges.ts). */
export const RC_CHARGE_KEYS = ['minibar', 'laundry', 'transfer', 'other_hotel', 'other'] as const;
export type RcChargeKey = (typeof RC_CHARGE_KEYS)[number];
export type RcCharges = Record<RcChargeKey, number>;

export interface InvoiceRow extends Record<NumberField, number> {
  ID: string;
  HI: string;
  SI: string;
  /** Package columns (BF, MS 70P, ... or branch 11's BF6, MS9, ...) with their counts. */
  packages: Record<string, number>;
  company: string;
  name: string;
  name_sub1: string;
  name_sub2: string;
  name_sub3: string;
  name_sub4: string;
  name_sub5: string;
  sub1: boolean;
  sub2: boolean;
  sub3: boolean;
  sub4: boolean;
  sub5: boolean;
  room: string;
  /** 'YYYY-MM-DD' or '' */
  checkin: string;
  /** 'YYYY-MM-DD' or '' */
  checkout: string;
  /** Telephone charge or a text note ("used as a note"). */
  telephone: number | string;
  /** Expense name. */
  exp: string;
  exp_rate_type: string;
  action: string;
  paid: PaidState;
  import_to: string;
  error_code: string;
  textName: string;
  note: RowNote;
  log: string[];
  createdAt: string;
  style: RowStyle;
  /** Hotel charges typed by reception (absent on rows where none were typed). */
  rcCharges?: RcCharges;
}

function blankRow(): InvoiceRow {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, 0])) as Record<NumberField, number>;
  return {
    ...numbers,
    ID: '',
    HI: '',
    SI: '',
    packages: {},
    company: '',
    name: '',
    name_sub1: '',
    name_sub2: '',
    name_sub3: '',
    name_sub4: '',
    name_sub5: '',
    sub1: false,
    sub2: false,
    sub3: false,
    sub4: false,
    sub5: false,
    room: '',
    checkin: '',
    checkout: '',
    telephone: '',
    exp: '',
    exp_rate_type: '',
    action: '',
    paid: 'Debit',
    import_to: '',
    error_code: '',
    textName: '',
    note: { telephone: [], otherPay: [] },
    log: [],
    createdAt: '',
    style: {},
  };
}

/** Built once: a row spread from it is about fifty times quicker than one built field by field (imports make thousands). */
const BLANK = blankRow();

/** A blank row; "a new row's paid state is Debit" (spec 2 section 4.3). */
export function emptyRow(id: string, createdAt = ''): InvoiceRow {
  return {
    ...BLANK,
    ID: id,
    createdAt,
    packages: {},
    note: { telephone: [], otherPay: [] },
    log: [],
    style: {},
  };
}

/** "An action containing 'debit'" (case-insensitive). */
export function isDebitAction(action: string): boolean {
  return /debit/i.test(action);
}

/** Cancel actions (case-insensitive). */
export function isCancelAction(action: string): boolean {
  return /cancel/i.test(action);
}

/** "Paid at" actions: paid on another invoice. */
export function isPaidAtAction(action: string): boolean {
  return /paid\s+at/i.test(action);
}

/** F.O.C (free of charge), with or without the dots. */
export function isFocAction(action: string): boolean {
  return /\bF\.?O\.?C\b/i.test(action);
}

/** "Running totals exclude rows whose action contains debit, 'paid at' or cancel." */
export function isExcludedFromTotals(action: string): boolean {
  return isDebitAction(action) || isPaidAtAction(action) || isCancelAction(action);
}

/** True when any guest payment field holds a non-zero amount. */
export function hasGuestPayment(row: Pick<InvoiceRow, PaymentField>): boolean {
  return PAYMENT_FIELDS.some((f) => Number(row[f]) !== 0 && Number.isFinite(Number(row[f])));
}
