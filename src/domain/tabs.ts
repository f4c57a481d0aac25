// Default tabs per role. The spec leaves the access map's content open ("not shown"); these are our
// defaults, stored per user so an administrator can change them. Tabs a gate would refuse are dropped.
import { decideRoute, type AccessMap, type AccessSubject } from './access';
import { ROLE, type Role } from './roles';

const RC: AccessMap = { 'RC SUM': '/reception_sum' };
const MANAGER: AccessMap = {
  MANAGER: { 'MAN SUM': '/manager_sum', 'MAN EXPECTED': '/manager_expected', 'MAN TOTAL': '/manager_total' },
};
/** Managers also read the accountants' staff mistakes register ([VIEW]; spec 2 section 2.3). */
const MANAGER_READS_STAFF: AccessMap = {
  MANAGER: { ...(MANAGER.MANAGER as Record<string, string>), 'ACC STAFF': '/acc_staff' },
};
const ACC: AccessMap = {
  ACCOUNTANT: {
    'ACC SUM': '/acc_make',
    'ACC COST': '/acc_cost',
    'ACC STAFF': '/acc_staff',
    'ACC COMPARISON': '/acc_comparison',
    'ACC CHART': '/acc_chart',
  },
  'ACC DEBIT': '/acc_debit',
};
const REPORTS: AccessMap = {
  REPORTS: {
    SURVEY: '/survey_online',
    BREAKFAST: '/breakfast_report',
    STORAGE: '/storage_report',
    'GUEST NUMBER': '/guest_number',
  },
};
/** Supervisors read the staff mistakes register too: under REPORTS, as they have no MANAGER group. */
const SUPERVISOR_REPORTS: AccessMap = {
  REPORTS: { ...(REPORTS.REPORTS as Record<string, string>), 'ACC STAFF': '/acc_staff' },
};
const CONTENT: AccessMap = {
  CONTENT: {
    EDUCATION: '/education',
    RECRUITMENT: '/recruitment',
    RESERVATION: '/reservation',
    'WEB CONTENT': '/edit_content_azvn',
  },
};
const ADMIN: AccessMap = {
  ADMIN: { USERS: '/manage_user', 'SUPPORT MAIL': '/support_mail', MEMBERSHIP: '/membership' },
};

export function defaultAccessMap(role: Role): AccessMap {
  switch (role) {
    case ROLE.RECEPTION:
      return { ...RC, DEBIT: '/reception_debit', 'DAILY REPORT': '/daily-report', ...REPORTS };
    case ROLE.ADMIN:
      return { ...RC, ...REPORTS, DASHBOARD: '/report-total', ...ADMIN };
    case ROLE.MANAGER:
      return {
        ...RC,
        ...MANAGER_READS_STAFF,
        DEBIT: '/reception_debit',
        ...REPORTS,
        DASHBOARD: '/report-total',
        ...CONTENT,
      };
    case ROLE.SUPERVISOR:
      return { ...RC, DEBIT: '/reception_debit', ...SUPERVISOR_REPORTS, DASHBOARD: '/report-total', ...CONTENT };
    case ROLE.ACCOUNTANT:
      return { ...RC, ...ACC, ...REPORTS };
    case ROLE.ACC_LEADER:
    case ROLE.ACC_CHIEF:
      return { ...RC, ...ACC, DEBIT: '/az_debit', DASHBOARD: '/report-total' };
    case ROLE.AREA_MANAGER:
      return {
        ...RC,
        ...MANAGER_READS_STAFF,
        DEBIT: '/az_debit',
        ...REPORTS,
        DASHBOARD: '/report-total',
        ...CONTENT,
      };
    case ROLE.CEO:
      return {
        ...RC,
        ...MANAGER,
        ...ACC,
        DEBIT: '/az_debit',
        ...REPORTS,
        DASHBOARD: '/report-total',
        ...CONTENT,
        ...ADMIN,
      };
  }
}

export interface Tab {
  label: string;
  path?: string;
  children?: { label: string; path: string }[];
}

/** The top-bar tabs: Home first, then the access map's tabs the user may open. */
export function tabsFor(user: AccessSubject): Tab[] {
  const tabs: Tab[] = [{ label: 'HOME', path: '/home' }];
  for (const [label, value] of Object.entries(user.access ?? {})) {
    if (typeof value === 'string') {
      if (decideRoute(value, user) === 'allow') tabs.push({ label, path: value });
      continue;
    }
    const children = Object.entries(value)
      .filter(([, path]) => decideRoute(path, user) === 'allow')
      .map(([l, path]) => ({ label: l, path }));
    if (children.length) tabs.push({ label, children });
  }
  return tabs;
}
