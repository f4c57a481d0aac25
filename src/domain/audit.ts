// The audit trail made readable (issue 14): the kind of an action (for the admin's filter), the branch a
// row is about, the day bounds of the date filter, and the field-by-field difference of before and after.

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const AUDIT_KINDS = ['access', 'admin', 'money', 'report', 'other'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  access: 'Access (sign-in, passwords, activation)',
  admin: 'Administration',
  money: 'Money (sums, debits, costs)',
  report: 'Reports (manager, survey, breakfast, storage)',
  other: 'Other',
};

/**
 * Action name -> kind. Exact names first, then the longest matching prefix (`debit.` matches `debit.paid`);
 * an action nothing matches is 'other'. Actions are `area.verb`; the document kinds use their kind as area
 * (rc, acc, accdebit, man).
 */
const EXACT: Record<string, AuditKind> = {
  login: 'access',
  logout: 'access',
  'user.settings': 'other',
  'user.block': 'access',
  'user.unblock': 'access',
  'user.activate': 'access',
  'survey.tablet.activate': 'access',
};
const PREFIXES: [string, AuditKind][] = [
  ['password.', 'access'],
  ['session.', 'access'],
  ['activation.', 'access'],
  ['device.', 'access'],
  ['glist.', 'access'],
  ['login.', 'access'],
  ['user.reset', 'access'],
  ['user.', 'admin'],
  ['branch.', 'admin'],
  ['membership.', 'admin'],
  ['voucher.', 'admin'],
  ['support_mail.', 'admin'],
  ['supportmail.', 'admin'],
  ['content.', 'admin'],
  ['survey.config', 'admin'],
  ['survey.tablet', 'admin'],
  ['survey.qr.', 'admin'],
  ['rc.', 'money'],
  ['acc.', 'money'],
  ['acccost.', 'money'],
  ['accwait.', 'money'],
  ['accdebit.', 'money'],
  ['debit.', 'money'],
  ['cost.', 'money'],
  ['man.', 'report'],
  ['expected.', 'report'],
  ['survey.', 'report'],
  ['breakfast.', 'report'],
  ['storage.', 'report'],
  ['guest.', 'report'],
];
const BY_LENGTH = [...PREFIXES].sort((a, b) => b[0].length - a[0].length);

export function auditKindOf(action: string): AuditKind {
  const exact = EXACT[action];
  if (exact) return exact;
  return BY_LENGTH.find(([prefix]) => action.startsWith(prefix))?.[1] ?? 'other';
}

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && (AUDIT_KINDS as readonly string[]).includes(value);
}

/** Targets `area:<branch>:...` whose second part is a branch id (user:<id> is a user, not a branch). */
const BRANCH_TARGETS = new Set([
  'rc',
  'acc',
  'accdebit',
  'acccost',
  'accwait',
  'man',
  'debit',
  'accstaff',
  'accbf',
  'expected',
  'breakfast',
  'storage',
  'survey',
  'branch',
  'guest',
]);

const asBranch = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999_999 ? n : null;
};

const branchIn = (v: unknown): number | null => {
  if (!isPlain(v)) return null;
  for (const key of ['branchId', 'branchID', 'branch_id', 'branch']) {
    const b = asBranch(v[key]);
    if (b !== null) return b;
  }
  return null;
};

/**
 * The branch a row is about: detail.branch / branchId / branchID, else the same in detail.after or
 * detail.before (a user moved to another branch files under the new one), else the target's branch part.
 */
export function auditBranchOf(target: string, detail: unknown): number | null {
  const own = branchIn(detail) ?? (isPlain(detail) ? (branchIn(detail.after) ?? branchIn(detail.before)) : null);
  if (own !== null) return own;
  const [area, second] = target.split(':');
  return BRANCH_TARGETS.has(area) && second !== undefined ? asBranch(second) : null;
}

/** Readable names of the action areas. */
const AREA_NAMES: Record<string, string> = {
  rc: 'Reception sum',
  acc: 'Accountant sum',
  accdebit: 'Debit on sum',
  acccost: 'Cost sheet',
  accwait: 'Waiting list',
  man: 'Manager report',
  debit: 'Debit book',
  expected: 'Expected',
  breakfast: 'Breakfast',
  storage: 'Storage',
  survey: 'Survey',
  branch: 'Branch',
  user: 'User',
  password: 'Password',
  login: 'Sign-in',
  logout: 'Sign-out',
  membership: 'Membership',
  voucher: 'Voucher',
  support_mail: 'Support mail',
  content: 'Web content',
};

/** 'debit.paid' -> 'Debit book: paid'; 'acc.staff.add' -> 'Accountant sum: staff add'. */
export function auditActionLabel(action: string): string {
  const dot = action.indexOf('.');
  const area = dot < 0 ? action : action.slice(0, dot);
  const name = AREA_NAMES[area] ?? area;
  if (dot < 0) return name;
  const verb = action
    .slice(dot + 1)
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${name}: ${verb}`;
}

/** The chain keeps its days in Viet Nam time (UTC+7, no summer time; Phnom Penh has the same offset). */
export const AUDIT_DAY_OFFSET = '+07:00';

/** `at` bounds (ISO, UTC) of the days from..to in the chain's time: at >= start and at < end. */
export function auditDayBounds(from?: string, to?: string): { start?: string; end?: string } {
  const iso = (day: string) => new Date(`${day}T00:00:00${AUDIT_DAY_OFFSET}`).toISOString();
  let end: string | undefined;
  if (to) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    end = iso(next.toISOString().slice(0, 10));
  }
  return { start: from ? iso(from) : undefined, end };
}

/**
 * The before and after of a row: detail.before / detail.after when the writer kept them, else the detail
 * as after. `context` holds the detail's other keys (who, which day) beside a before/after pair. A detail
 * with a before but no after has its other keys as the after (one key: its value).
 */
export function auditBeforeAfter(detail: unknown): {
  before: unknown;
  after: unknown;
  context: Record<string, unknown>;
} {
  if (isPlain(detail) && ('before' in detail || 'after' in detail)) {
    const { before = null, after, ...rest } = detail;
    if (after !== undefined) return { before, after, context: rest };
    const keys = Object.keys(rest);
    return { before, after: keys.length === 1 && !isPlain(before) ? rest[keys[0]] : rest, context: {} };
  }
  return { before: null, after: detail ?? null, context: {} };
}

export interface AuditChange {
  /** Dotted path of the field ('' when the whole value changed). */
  key: string;
  before: unknown;
  after: unknown;
}

/**
 * The changed fields of before -> after, nested objects walked to `depth` levels (a.b.c); arrays and
 * deeper values are compared whole. Unchanged keys are left out; a key only on one side shows the other
 * side as undefined. With nothing before (a creation or a plain detail) every field of after is listed.
 */
export function auditChanges(before: unknown, after: unknown, depth = 3, prefix = ''): AuditChange[] {
  if (isPlain(before) || isPlain(after)) {
    if (
      (before !== null && before !== undefined && !isPlain(before)) ||
      (after !== null && after !== undefined && !isPlain(after))
    )
      return same(before, after) ? [] : [{ key: prefix, before, after }];
    const b = isPlain(before) ? before : {};
    const a = isPlain(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    const out: AuditChange[] = [];
    for (const k of keys) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (same(b[k], a[k])) continue;
      if (depth > 1 && (isPlain(b[k]) || isPlain(a[k]))) out.push(...auditChanges(b[k], a[k], depth - 1, key));
      else out.push({ key, before: b[k], after: a[k] });
    }
    return out;
  }
  return same(before, after) ? [] : [{ key: prefix, before, after }];
}

/** A value as one short line: text as it is, numbers and flags, lists and objects as compact JSON. */
export function auditValueText(value: unknown, max = 300): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
