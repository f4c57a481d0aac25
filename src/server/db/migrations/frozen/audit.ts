// A frozen copy, as of migration 023, of src/domain/audit.ts's auditKindOf and auditBranchOf: migrations
// 017 and 023 file the audit rows they had under these rules. A migration never imports the app's code
// (tests/eslint.config.js), so a later change of the audit rules does not change what an old migration did.

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

type AuditKind = 'access' | 'admin' | 'money' | 'report' | 'other';

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
