// Row editing rules: enabled fields, action highlight, action length, telephone-note and rate checks
// (spec 2 sections 5.2 and 5.4; spec 1 sections 4.1, 5 and 9).
import { type InvoiceRow, isCancelAction, isDebitAction, isPaidAtAction } from './invoice-row';
import { parseNumber, USD_BRANCH } from './money';
import { mayEditCharges } from './rc-roles';
import type { RowContext } from './row-rules';

export interface FieldContext {
  role: number;
  branchId: number;
  /** The report's edit flag ("editing a row needs the edit flag"). */
  editing: boolean;
  context?: RowContext;
}

/** Charge fields only roles 4 and 5 may edit ("telephone and the other charge fields"). */
export const CHARGE_FIELDS = [
  'telephone',
  'laundry',
  'minibar',
  'transfer',
  'dinning',
  'other_hotel',
  'AzOther',
] as const;
/** Money fields disabled on debit, cancel and "paid at" rows: the guest payment columns. */
export const MONEY_FIELDS = [
  'vnd',
  'usd',
  'yen',
  'vcb',
  'vcb_usd',
  'vcb_other',
  'vcb_other_usd',
  'otherPay',
  'exp_rate',
] as const;

const has = (list: readonly string[], field: string): boolean => list.includes(field);
const filled = (v: unknown): boolean => String(v ?? '').trim() !== '';

/** True when money fields are locked by the action (debit kind outside the debit module, cancel, paid at). */
export function moneyLocked(action: string, context: RowContext = 'sum'): boolean {
  return (context === 'sum' && isDebitAction(action)) || isCancelAction(action) || isPaidAtAction(action);
}

/**
 * Why the money fields of a row are locked, in words for the field (null when they are not): the
 * reason moneyLocked gives, e.g. 'paid at 301729' or 'not counted on a DEBIT row'.
 */
export function moneyLockReason(action: string, context: RowContext = 'sum'): string | null {
  if (!moneyLocked(action, context)) return null;
  const paidAt = /paid\s+at\b\s*(.*)$/i.exec(action.trim());
  if (paidAt) return paidAt[1] ? `paid at ${paidAt[1].trim()}` : 'paid on another invoice';
  return isCancelAction(action) ? 'not counted on a CANCEL row' : 'not counted on a DEBIT row';
}

/** Whether a row field can be edited (spec 2 section 5.4). */
export function fieldEnabled(field: string, row: InvoiceRow, ctx: FieldContext): boolean {
  if (!ctx.editing) return false;
  if (field === 'HI') return !filled(row.SI);
  if (field === 'SI') return !filled(row.HI);
  if (field === 'checkin' || field === 'checkout') return !filled(row.SI);
  if (field === 'nights') return filled(row.HI);
  if (field === 'rate') return ctx.branchId !== USD_BRANCH;
  if (has(CHARGE_FIELDS, field)) return mayEditCharges(ctx.role);
  if (has(MONEY_FIELDS, field)) return !moneyLocked(row.action, ctx.context);
  return true;
}

/** Actions highlighted in the table (spec 1 section 9). */
export const HIGHLIGHT_WORDS = ['DEBIT PAY', 'COMPANY', 'NOSHOW', 'CHECK IN', 'CANCEL'] as const;

/** 'red' for text starting 'cancel bill' or 'return by debit'; 'highlight' for the highlighted actions; else null. */
export function actionHighlight(action: string): 'red' | 'highlight' | null {
  const text = action.trim().toLowerCase();
  if (text.startsWith('cancel bill') || text.startsWith('return by debit')) return 'red';
  const upper = action.toUpperCase().replace(/NO\s+SHOW/g, 'NOSHOW');
  return HIGHLIGHT_WORDS.some((w) => upper.includes(w)) ? 'highlight' : null;
}

/** "Action field: at most 30 characters (dropdown text 40)." */
export const ACTION_MAX = 30;
/** The action dropdown's preset texts (the field stays free text). */
export const ACTION_CHOICES = [
  'DEBIT COMPANY',
  'DEBIT CHECK IN',
  'DEBIT PAY',
  'DEBIT NOSHOW',
  'DEBIT CANCEL',
  'DEBIT DEPOSIT',
  'Paid at',
  'Paid with',
  'F.O.C',
  'CANCEL',
  'MOVE TO NEXT MONTH',
];

/** Cut an action text to its 30-character limit. */
export function clampAction(action: string): string {
  return action.slice(0, ACTION_MAX);
}

export const TELEPHONE_NOTE_ERROR = 'Error->Input text Only';

/** "A telephone note that is a pure number when not editing is replaced with 'Error->Input text Only'." */
export function telephoneNoteError(note: string | number, editing: boolean): string | null {
  if (editing) return null;
  const text = String(note).trim();
  return text !== '' && /^-?[\d,.]+$/.test(text) && /\d/.test(text) ? TELEPHONE_NOTE_ERROR : null;
}

/** Before send: "You have N Hotel Invoice have not rate : list" for hotel invoices without a rate; never for branch 11. */
export function missingRateCheck(rows: readonly InvoiceRow[], branchId: number): string | null {
  if (branchId === USD_BRANCH) return null;
  const list = rows.filter((r) => filled(r.HI) && parseNumber(r.rate) === 0).map((r) => r.HI.trim());
  return list.length === 0 ? null : `You have ${list.length} Hotel Invoice have not rate : ${list.join(', ')}`;
}
