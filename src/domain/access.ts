// Screen route gates (spec 1 sections 2.1 and 2.3, spec 2 section 6, spec 3 route gating).
import { ROLE, ROLE_SET, type Role } from './roles';

/** Extra per-user rights held in the access map (spec 1 section 6). */
export const RIGHT = {
  managerSum: '/manager_sum',
  managerExpected: '/manager_expected',
  managerTotal: '/manager_total',
} as const;

/** What the gate needs to know about a user. `access` maps a tab name to a route or a group of sub-tabs. */
export interface AccessSubject {
  role: Role;
  branchID: number;
  area: string;
  isManage?: boolean;
  access?: AccessMap;
}
export type AccessMap = Record<string, string | Record<string, string>>;

export type Gate =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'roles'; roles: readonly Role[]; right?: readonly string[] }
  | { kind: 'notRoles'; roles: readonly Role[] };

const PUBLIC: Gate = { kind: 'public' };
const SIGNED_IN: Gate = { kind: 'signedIn' };
const roles = (r: readonly Role[], right?: readonly string[]): Gate => ({ kind: 'roles', roles: r, right });

/**
 * Every screen of pages.txt with its gate. Routes marked "no gate shown" in the spec are open to any
 * signed-in user (the server still checks every call behind them).
 */
export const PAGE_GATES: ReadonlyArray<readonly [string, Gate]> = [
  ['/', PUBLIC],
  ['/forgot', PUBLIC],
  ['/user/reset/:token', PUBLIC],
  ['/forbidden', PUBLIC],
  ['/report/manual', PUBLIC],
  ['/home', SIGNED_IN],
  ['/user/guider', SIGNED_IN],
  ['/user/profile', SIGNED_IN],
  ['/daily-report', SIGNED_IN],
  ['/reception_sum', SIGNED_IN],
  ['/reception_sum/:branchReport/:dayReport/:versionReport', SIGNED_IN],
  ['/reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion', SIGNED_IN],
  ['/reception_debit', roles(ROLE_SET.debit)],
  ['/reception_debit/:branchDebit/:monthDebit', roles(ROLE_SET.debit)],
  ['/reception_debit/:branchDebit/:monthDebit/:idDebit', roles(ROLE_SET.debit)],
  ['/az_debit', roles(ROLE_SET.debit)],
  ['/acc_debit', roles(ROLE_SET.accDebit)],
  ['/acc_debit/:branchReport/:yearReport/:monthReport', roles(ROLE_SET.accDebit)],
  ['/manager_sum', roles(ROLE_SET.managers, [RIGHT.managerSum])],
  ['/manager_sum/:branchReport/:dayReport/:versionReport', roles(ROLE_SET.managers, [RIGHT.managerSum])],
  [
    '/manager_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion',
    roles(ROLE_SET.managers, [RIGHT.managerSum]),
  ],
  ['/manager_expected', roles(ROLE_SET.managers, [RIGHT.managerExpected, RIGHT.managerSum])],
  ['/manager_expected/:branchReport/:monthReport', roles(ROLE_SET.managers, [RIGHT.managerExpected, RIGHT.managerSum])],
  ['/manager_total', roles(ROLE_SET.managers, [RIGHT.managerExpected, RIGHT.managerTotal])],
  ['/manager_total/:branchReport/:monthReport', roles(ROLE_SET.managers, [RIGHT.managerExpected, RIGHT.managerTotal])],
  ['/acc_make', roles(ROLE_SET.accounting)],
  ['/acc_make/:branchReport/:dayReport/:versionReport', SIGNED_IN],
  ['/accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion', roles(ROLE_SET.accounting)],
  ['/acc_cost', SIGNED_IN],
  ['/acc_staff', SIGNED_IN],
  ['/acc_comparison', SIGNED_IN],
  ['/acc_comparison/:branchId/:oldMonth/:currentMonth', SIGNED_IN],
  ['/acc_chart', roles(ROLE_SET.accounting)],
  ['/acc_chart/:branchId/:year', roles(ROLE_SET.accounting)],
  ['/survey_online', SIGNED_IN],
  ['/survey_online/:branchReport/:monthReport', SIGNED_IN],
  ['/old_survey_online', SIGNED_IN],
  ['/old_survey_online/:branchReport/:monthReport', SIGNED_IN],
  ['/education', roles(ROLE_SET.content)],
  ['/recruitment', roles(ROLE_SET.content)],
  ['/reservation', roles(ROLE_SET.content)],
  ['/edit_content_azvn', roles(ROLE_SET.content)],
  ['/report-total', { kind: 'notRoles', roles: [ROLE.RECEPTION, ROLE.ACCOUNTANT] }],
  ['/count_massage', SIGNED_IN],
  ['/storage_report', SIGNED_IN],
  ['/storage_report/:branchReport/:monthReport', SIGNED_IN],
  ['/calculated_vat', SIGNED_IN],
  ['/make_qr_survey', SIGNED_IN],
  ['/calculated_rc_wallet', SIGNED_IN],
  ['/random', SIGNED_IN],
  ['/breakfast_report', SIGNED_IN],
  ['/breakfast_report/:branchReport/:monthReport', SIGNED_IN],
  ['/find_bill/:typeFind', SIGNED_IN],
  ['/guest_number', SIGNED_IN],
  ['/guest_number/:branchReport/:monthReport', SIGNED_IN],
  ['/input_excel', SIGNED_IN],
  ['/view_report/:branchReport/:typeReport/:dayReport/:dayInputReport', SIGNED_IN],
  ['/manage_user', roles(ROLE_SET.admin)],
  ['/support_mail', roles(ROLE_SET.admin)],
  ['/membership', roles(ROLE_SET.admin)],
  ['/announcement_form', roles(ROLE_SET.announcement)],
];

/** The routes (paths of the access map) a user holds as extra rights. */
export function userRights(user: Pick<AccessSubject, 'access'>): Set<string> {
  const out = new Set<string>();
  for (const value of Object.values(user.access ?? {})) {
    if (typeof value === 'string') out.add(value);
    else for (const sub of Object.values(value)) out.add(sub);
  }
  return out;
}

export function passesGate(gate: Gate, user: AccessSubject | null): boolean {
  if (gate.kind === 'public') return true;
  if (!user) return false;
  if (gate.kind === 'signedIn') return true;
  if (gate.kind === 'notRoles') return !gate.roles.includes(user.role);
  if (gate.roles.includes(user.role)) return true;
  const rights = userRights(user);
  return (gate.right ?? []).some((r) => rights.has(r));
}

function matchPattern(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('?')[0].split('/').filter(Boolean);
  if (p.length !== s.length) return false;
  return p.every((seg, i) => (seg.startsWith(':') ? s[i].length > 0 : seg === s[i]));
}

/** The gate of a concrete path, or undefined when the path is unknown (unknown paths show the forbidden page). */
export function gateFor(path: string): Gate | undefined {
  if (path.includes('report/manual')) return PUBLIC;
  return PAGE_GATES.find(([pattern]) => matchPattern(pattern, path))?.[1];
}

export type RouteDecision = 'allow' | 'signIn' | 'forbidden';

/** What the client router does with a path: show it, send to sign-in, or show the forbidden page. */
export function decideRoute(path: string, user: AccessSubject | null): RouteDecision {
  const gate = gateFor(path);
  if (!gate) return 'forbidden';
  if (passesGate(gate, user)) return 'allow';
  return user ? 'forbidden' : 'signIn';
}

export interface MenuLink {
  label: string;
  path: string;
}

/** The support-tools menu (spec 1 section 2.3). */
export function supportTools(role: Role): MenuLink[] {
  const links: MenuLink[] = [
    { label: 'Calculate VAT', path: '/calculated_vat' },
    { label: 'Reception Wallet', path: '/calculated_rc_wallet' },
    { label: 'Find Bill on RC Sum', path: '/find_bill/rcsum' },
    { label: 'Guest Number', path: '/guest_number' },
    { label: 'Input Excel', path: '/input_excel' },
  ];
  if (role === ROLE.ACCOUNTANT) links.push({ label: 'Find Bill on Acc Sum', path: '/find_bill/accsum' });
  if (role === ROLE.MANAGER || role === ROLE.SUPERVISOR)
    links.push({ label: 'Survey QR Code', path: '/make_qr_survey' });
  if (ROLE_SET.announcement.includes(role)) links.push({ label: 'Announcement form', path: '/announcement_form' });
  return links;
}
