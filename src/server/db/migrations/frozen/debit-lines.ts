// A frozen copy, as of migration 010, of how a line of the old books (rc_debits, acc_debits) becomes a line
// of the debit book: debits/columns.ts's debitLineColumns with the rules it used from src/domain (the row
// rules in their debit context, money in minor units, debit types, the search texts). A migration never
// imports the app's code (tests/eslint.config.js), so a later change of those rules does not change what
// this migration did.

/** A stored invoice row, as far as these rules read it. */
interface Row {
  [field: string]: unknown;
  ID: string;
  HI: string;
  SI: string;
  name: string;
  company: string;
  room: string;
  action: string;
  checkin: string;
  checkout: string;
  exp: string;
  import_to?: string;
  note: { telephone: string[]; otherPay: string[] };
}

/** A line of rc_debits or acc_debits before migration 010. */
export interface OldBookLine {
  branch_id: number;
  sum_day?: string;
  month?: string;
  paid: string;
  import_to?: string;
  row: string;
  log: string;
  created_at: string;
  updated_at: string;
  version?: number;
  source_version?: number;
}

const USD_BRANCH = 11;
const MONEY_MAX = 1e12;
const NAME_MAX = 120;
const DAY_MS = 86_400_000;
const NUMBER_FIELDS =
  'discount rate room_rate nights unit_price amount laundry minibar transfer other_hotel dinning AzOther others breakfast sauna massage sub serviceTotal vnd usd yen vcb vcb_other vcb_other_usd vcb_usd exp_rate otherPay freeLD cafe paiddebit';
const PAID_FIELDS = ['vnd', 'usd', 'yen', 'vcb', 'vcb_usd', 'vcb_other', 'vcb_other_usd', 'otherPay'];
const DEBIT_TYPES: [string, string[]][] = [
  ['RC', ['DEBIT PAY', 'DEBIT CHECK IN']],
  ['ACC', ['DEBIT NOSHOW', 'DEBIT CANCEL', 'DEBIT DEPOSIT', 'DEBIT COMPANY']],
];

const decimalsOf = (branchId: number) => (branchId === USD_BRANCH ? 2 : 0);
const currencyOf = (branchId: number) => (branchId === USD_BRANCH ? 'USD' : 'VND');
const upper = (s: string): string => s.trim().toUpperCase();
const squash = (s: string): string => s.toUpperCase().replace(/[\s_]+/g, '');
const pad2 = (n: number) => String(n).padStart(2, '0');

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function parseNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const text = input.replace(/[,$\s]/g, '');
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

function assertSafe(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of safe range: ${minor}`);
  return minor;
}

function toMinor(value: number, decimals: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const [mantissa, expText] = String(Math.abs(value)).toLowerCase().split('e');
  const [intPart, fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + Number(expText ?? 0) + decimals;
  let whole: string;
  let next: string;
  if (point <= 0) {
    whole = '0';
    next = point === 0 ? digits[0] : '0';
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    next = '0';
  } else {
    whole = digits.slice(0, point);
    next = digits[point];
  }
  const magnitude = assertSafe(Number(whole) + (next >= '5' ? 1 : 0));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

function fromMinor(minor: number, decimals: number): number {
  assertSafe(minor);
  const value = minor / 10 ** decimals;
  return value === 0 ? 0 : value;
}

const roundTo = (value: number, decimals: number) => fromMinor(toMinor(value, decimals), decimals);

function sumMoney(values: Iterable<unknown>, decimals: number): number {
  let total = 0;
  for (const v of values) total = assertSafe(total + toMinor(parseNumber(v), decimals));
  return fromMinor(total, decimals);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function dayNumber(date: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(
    String(date ?? '')
      .trim()
      .slice(0, 10),
  );
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return Date.UTC(y, mo - 1, d) / DAY_MS;
}

/** The last day of a 'YYYY-MM' month. */
function monthEnd(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (dayNumber(`${month}-01`) === null) throw new RangeError(`Invalid date: ${month}-01`);
  return `${y}-${pad2(m)}-${pad2(daysInMonth(y, m))}`;
}

/** The fields of a row, in the order the app's rows had them. */
const ROW_FIELDS = `${NUMBER_FIELDS} ID HI SI packages company name name_sub1 name_sub2 name_sub3 name_sub4 name_sub5 sub1 sub2 sub3 sub4 sub5 room checkin checkout telephone exp exp_rate_type action paid import_to error_code textName note log createdAt style`;

function blankValue(field: string): unknown {
  if (NUMBER_FIELDS.split(' ').includes(field)) return 0;
  if (/^sub\d$/.test(field)) return false;
  if (field === 'packages' || field === 'style') return {};
  if (field === 'note') return { telephone: [], otherPay: [] };
  if (field === 'log') return [];
  return field === 'paid' ? 'Debit' : '';
}

/** A blank row: a new row's paid state is Debit. */
function blankRow(id: string): Row {
  return { ...(Object.fromEntries(ROW_FIELDS.split(' ').map((f) => [f, blankValue(f)])) as Row), ID: id };
}

/** The row rules in the debit context: a debit row keeps its nights, so its amount. */
function debitRow(given: Row, branchId: number): Row {
  const row: Row = { ...blankRow(given.ID), ...given };
  const dec = decimalsOf(branchId);
  const inn = dayNumber(row.checkin);
  const out = dayNumber(row.checkout);
  const checkout = out === null || (inn !== null && out < inn) ? '' : row.checkout;
  const foc = /\bF\.?O\.?C\b/i.test(row.action);
  const outDay = dayNumber(checkout);
  const nights =
    /cancel/i.test(row.action) || foc || inn === null || outDay === null || outDay < inn ? 0 : outDay - inn;
  const pct = Math.min(100, Math.max(0, parseNumber(row.discount)));
  const r = branchId === USD_BRANCH || parseNumber(row.rate) === 0 ? 1 : parseNumber(row.rate);
  const unit_price = foc ? 0 : roundTo(parseNumber(row.room_rate) * (1 - pct / 100) * r, dec);
  const upperName = row.name.toUpperCase();
  const name = !/debit/i.test(row.action)
    ? upperName
    : upperName.toUpperCase().startsWith('DEBIT_')
      ? upperName
      : `DEBIT_${upperName}`.slice(0, NAME_MAX);
  const next: Row = { ...row, name, checkout, nights, unit_price };
  next.amount = roundTo(parseNumber(unit_price) * parseNumber(nights), dec);
  const subFields =
    branchId === USD_BRANCH
      ? ['amount', 'telephone', 'transfer', 'laundry', 'freeLD', 'minibar', 'massage', 'AzOther']
      : ['amount', 'telephone', 'laundry', 'minibar', 'transfer', 'other_hotel', 'dinning', 'AzOther'];
  next.sub =
    next.HI.trim() === '' && next.SI.trim() === ''
      ? 0
      : sumMoney(
          subFields.map((f) => (f === 'telephone' ? Math.max(0, parseNumber(next.telephone)) : parseNumber(next[f]))),
          dec,
        );
  const services =
    branchId === USD_BRANCH
      ? ['dinning', 'cafe', 'breakfast', 'sauna', 'paiddebit']
      : ['breakfast', 'sauna', 'massage'];
  next.serviceTotal = sumMoney(
    services.map((f) => next[f]),
    dec,
  );
  for (const v of [next.unit_price, next.amount, next.sub, next.serviceTotal])
    if (Math.abs(Number(v)) > MONEY_MAX) throw new RangeError(`Amount out of range: ${v}`);
  return next;
}

function payText(r: Row): string {
  let text = r.note.otherPay.length > 0 ? `${r.note.otherPay.join(' ')} ${r.exp}` : r.exp;
  for (const f of PAID_FIELDS) if (r[f] !== 0) text += ` ${r[f]}`;
  return upper(text).slice(0, 400);
}

function debitType(action: string): string {
  const a = squash(action);
  return DEBIT_TYPES.find(([, marks]) => marks.some((m) => a.startsWith(squash(m))))?.[0] ?? '';
}

/** An old line as a new one: its log lines become its first history rows. */
export function debitLineColumns(book: 'rc' | 'acc', old: OldBookLine) {
  const branchId = old.branch_id;
  const when = old.sum_day ?? monthEnd(old.month ?? old.created_at.slice(0, 7));
  const row = debitRow(parseJson<Row | null>(old.row, null) ?? blankRow(`old-${old.created_at}`), branchId);
  const company = row.company.trim().slice(0, 120);
  const room = String(row.room ?? '')
    .trim()
    .slice(0, 20);
  const counted = debitRow(row, branchId);
  const owed = sumMoney([counted.sub, counted.serviceTotal], decimalsOf(branchId));
  const search = [row.name, row.HI, row.SI, company, room]
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '')
    .join(' | ')
    .slice(0, 1000);
  const source =
    book === 'rc' ? `RC Sum ${when} v${old.version ?? 1}` : `Debit on sum ${old.month} v${old.source_version ?? 1}`;
  const line = {
    book,
    branch_id: branchId,
    day: when,
    month: book === 'acc' && old.month ? old.month : when.slice(0, 7),
    row_id: row.ID,
    hi: upper(row.HI),
    si: upper(row.SI),
    name: upper(row.name),
    company,
    room,
    action: row.action.slice(0, 40),
    type: debitType(row.action),
    paid: old.paid,
    note: '',
    currency: currencyOf(branchId),
    amount_minor: toMinor(owed, decimalsOf(branchId)),
    search,
    pay: payText(row),
    row: JSON.stringify({ ...row, log: [] }),
    rev: 1,
    source: source.slice(0, 60),
    import_to: (old.import_to ?? row.import_to ?? '').slice(0, 20),
    created_at: old.created_at,
    updated_at: old.updated_at,
  };
  const log = parseJson<string[]>(old.log, []);
  const history = log.map((text) => ({
    at: old.updated_at,
    user_id: null,
    user_name: '',
    kind: 'log',
    line: text.slice(0, 600),
  }));
  return { line, history };
}
