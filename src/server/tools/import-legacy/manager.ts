// A manager report's content of the old system (spec 3 section 3: BF_customers, Roten_sale_vnd, massage70m_guest,
// day_checkin, ...) as the lines of Sumbook's report (domain/manager-lines.ts). Counts must be whole numbers,
// sales amounts; fields with no line here (massage sets, rotenJPS..., bill cancel and voucher variants) are
// left out, and the report's sales are priced again from the branch's rates as a save does.
import type { LineValues, ManagerReport } from '../../../domain/manager-report';
import type { Doc } from './read';
import { money, refuse, whole } from './values';

type Column = 'customers' | 'guests' | 'free' | 'vnd' | 'usd' | 'note';

/** Old prefix -> line; the suffixes below give the column. */
const SERVICES: readonly [string, string][] = [
  ['BF', 'bf'],
  ['BF_set', 'bf_set'],
  ['Roten', 'roten'],
  ['Roten_fer', 'roten_fer'],
  ['Private', 'private'],
  ['MiniBar', 'minibar'],
  ['Laundry', 'laundry'],
  ['RentalCar', 'rental_car'],
  ['Other', 'other'],
  ['day', 'day'],
  ['late', 'late'],
  ['short', 'short'],
];
const SUFFIXES: readonly [string, Column][] = [
  ['_customers', 'customers'],
  ['_customer', 'customers'],
  ['_free', 'free'],
  ['_sale_vnd', 'vnd'],
  ['_sale_usd', 'usd'],
  ['_note', 'note'],
];
const SINGLE: Record<string, [string, Column]> = {
  BF_coupon: ['bf_coupon', 'customers'],
  Roten_set: ['roten_set', 'customers'],
  Roten_set_sale_usd: ['roten_set', 'usd'],
  Roten_buffet: ['roten_buffet', 'customers'],
  Roten_buffet_sale_usd: ['roten_buffet', 'usd'],
  Roten_fer_set: ['roten_fer_set', 'customers'],
  Roten_fet_set_sale_usd: ['roten_fer_set', 'usd'],
  Other_hotel_customers: ['other_hotel', 'customers'],
  day_checkin: ['checkin', 'customers'],
  day_checkout: ['checkout', 'customers'],
  PickUp_customers: ['pickup', 'customers'],
  DropOff_customers: ['dropoff', 'customers'],
  massage40m_guest: ['m40', 'guests'],
  massage70m_customers: ['m70', 'customers'],
  massage70m_guest: ['m70', 'guests'],
  massage100m_customers: ['m100', 'customers'],
  massage100m_guest: ['m100', 'guests'],
  massage70mWS_customers: ['m70ws', 'customers'],
  massage70mWS_guest: ['m70ws', 'guests'],
  massage100mWS_customers: ['m100ws', 'customers'],
  massage100mWS_guest: ['m100ws', 'guests'],
  massage_free: ['m_free', 'customers'],
};

const FIELDS: Record<string, [string, Column]> = { ...SINGLE };
for (const [prefix, key] of SERVICES) for (const [suffix, col] of SUFFIXES) FIELDS[`${prefix}${suffix}`] ??= [key, col];

export function legacyManagerReport(content: unknown): ManagerReport {
  const raw = Array.isArray(content) ? content[0] : content;
  if (!raw || typeof raw !== 'object') return refuse('content is missing (the report fields)');
  const doc = raw as Doc;
  const lines: Record<string, Partial<LineValues>> = {};
  for (const [field, [key, col]] of Object.entries(FIELDS)) {
    const v = doc[field];
    if (v === undefined || v === null || v === '') continue;
    const line = (lines[key] ??= {});
    if (col === 'note') line.note = String(v);
    else if (col === 'vnd' || col === 'usd') line[col] = money(v, field);
    else line[col] = whole(v, field);
  }
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '');
  return {
    ID: 'report',
    lines: lines as Record<string, LineValues>,
    listHI: list(doc.listHI),
    listSI: list(doc.listSI),
  };
}
