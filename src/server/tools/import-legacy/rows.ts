// An invoice row of the old system (reception sum, accountant sum, debit) as Sumbook's row: amounts through
// the strict money parser, the package columns (top-level keys such as "MS 70P") gathered into `packages`,
// check-in and check-out as the branch's days, then the contract's row schema (lengths, actions, paid states).
// The core recomputes nights, amounts and totals afterwards (docs/invoice-rows.ts prepareRows).
import { invoiceRow } from '../../../contract/rc';
import { NUMBER_FIELDS, type InvoiceRow } from '../../../domain/invoice-row';
import { packagesFor } from '../../../domain/packages';
import { STYLE_KEYS } from '../../../domain/row-style';
import type { Doc } from './read';
import { dayOf, dayOrEmpty, money, refuse, whole } from './values';

const isDoc = (v: unknown): v is Doc => !!v && typeof v === 'object' && !Array.isArray(v);
const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)).slice(0, 300)) : [];

/** `label` names the row in refusals ('row 3'). */
export function legacyRow(raw: unknown, branchId: number, label: string, fallbackId: string): InvoiceRow {
  if (!isDoc(raw)) return refuse(`${label} is not a row`);
  const out: Doc = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
    else if (typeof v === 'number') out[k] = String(v);
    else if (v instanceof Date) out[k] = dayOf(v, branchId, `${label} ${k}`);
  }
  for (const f of NUMBER_FIELDS) out[f] = money(raw[f], `${label} ${f}`);
  const packages: Record<string, number> = {};
  const listed = isDoc(raw.packages) ? raw.packages : {};
  for (const name of packagesFor(branchId)) {
    const v = listed[name] ?? raw[name];
    if (v !== undefined && v !== '' && v !== null) packages[name] = whole(v, `${label} ${name}`);
  }
  out.packages = packages;
  out.ID = String(raw.ID ?? raw._id ?? '').trim() || fallbackId;
  out.checkin = dayOrEmpty(raw.checkin, branchId, `${label} checkin`);
  out.checkout = dayOrEmpty(raw.checkout, branchId, `${label} checkout`);
  if (typeof raw.telephone === 'number') out.telephone = raw.telephone;
  if (out.paid === undefined || out.paid === '') delete out.paid;
  const note = isDoc(raw.note) ? raw.note : {};
  out.note = { telephone: texts(note.telephone), otherPay: texts(note.otherPay) };
  out.log = texts(raw.log);
  const style: Doc = {};
  if (isDoc(raw.style)) for (const k of STYLE_KEYS) if (isDoc(raw.style[k])) style[k] = raw.style[k];
  out.style = style;
  for (const k of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5']) out[k] = raw[k] === true || raw[k] === 'true';
  const parsed = invoiceRow.safeParse(out);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`${label} ${issue.path.join('.') || 'row'}: ${issue.message}`);
  }
  return parsed.data;
}
