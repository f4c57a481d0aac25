// The fields of an old document, read strictly: a value that cannot be read refuses the document (throws
// Refused with the report's reason) rather than being stored as 0 or empty. Amounts go through src/domain's
// strict money parser; dates become the branch's local day.
import { branchById, localDate } from '../../../domain/branches';
import { isValidDate } from '../../../domain/dates';
import { parseMoneyStrict } from '../../../domain/money';
import type { Doc } from './read';

export class Refused extends Error {}

export const refuse = (msg: string): never => {
  throw new Refused(msg);
};

/** The first of the keys the document has (old documents spell some fields two ways). */
export function pick(doc: Doc, keys: readonly string[]): unknown {
  for (const k of keys) if (doc[k] !== undefined && doc[k] !== null) return doc[k];
  return undefined;
}

export function legacyId(doc: Doc): string {
  const id = doc._id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim().slice(0, 200);
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return refuse('no _id');
}

export function text(doc: Doc, keys: readonly string[], max = 300): string {
  const v = pick(doc, keys);
  if (v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v).trim().slice(0, max);
  return refuse(`${keys[0]} is not a text`);
}

export function requiredText(doc: Doc, keys: readonly string[], max = 300): string {
  const v = text(doc, keys, max);
  return v === '' ? refuse(`${keys[0]} is missing`) : v;
}

/** An amount ("1,200,000", 1200000); missing is 0. */
export function money(value: unknown, name: string): number {
  const n = parseMoneyStrict(value);
  return n === null ? refuse(`${name} ${JSON.stringify(value)} is not a number`) : n;
}

export function whole(value: unknown, name: string): number {
  const n = money(value, name);
  return Number.isInteger(n) ? n : refuse(`${name} ${JSON.stringify(value)} is not a whole number`);
}

export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'True' || value === '1';
}

export const zoneOf = (branchId: number): string => branchById(branchId)?.timeZone ?? 'Asia/Ho_Chi_Minh';

/**
 * A day (YYYY-MM-DD) in the branch's zone: a date (an instant, as `$date` gives) is read in the zone, so
 * 2024-04-30T17:30Z is 2024-05-01 in Viet Nam; a plain 'YYYY-MM-DD' is kept; 'DD/MM/YYYY' is read as such.
 */
export function dayOf(value: unknown, branchId: number, name: string): string {
  if (value === undefined || value === null || value === '') return refuse(`${name} is missing`);
  if (value instanceof Date) return localDate(value, zoneOf(branchId));
  if (typeof value === 'string') {
    const s = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isValidDate(s) ? s : refuse(`${name} "${s}" is not a date`);
    const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
    if (dmy) {
      const day = `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
      if (isValidDate(day)) return day;
    }
    const at = new Date(s);
    if (/^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(at.getTime())) return localDate(at, zoneOf(branchId));
  }
  return refuse(`${name} ${JSON.stringify(value)} is not a date`);
}

/** An optional day: '' when missing. */
export function dayOrEmpty(value: unknown, branchId: number, name: string): string {
  return value === undefined || value === null || value === '' ? '' : dayOf(value, branchId, name);
}

/** An instant as ISO text ('' when missing). */
export function instantOf(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '') return '';
  const at = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(at.getTime()) ? refuse(`${name} ${JSON.stringify(value)} is not a date`) : at.toISOString();
}

const BRANCH_KEYS = ['branchID', 'branchId', 'branch_id', 'branch'];

/** A branch id as the old documents write it (branchID or branch, a number or a number text). */
export function branchOf(doc: Doc, keys: readonly string[] = BRANCH_KEYS): number {
  const v = pick(doc, keys);
  if (v === undefined) return refuse('branchID is missing');
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : refuse(`branchID ${JSON.stringify(v)} is not a number`);
}
