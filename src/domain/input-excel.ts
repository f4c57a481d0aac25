// /input_excel (issue 32): one place to import the spreadsheets the chain keeps. Each kind names the area it
// writes, where it applies (a branch and a day, a branch and a month, or nowhere in particular), the roles
// that may write that area (the same as the area's own write calls) and the area's screen.
import { ACC_WRITE_ROLES } from './acc-rules';
import { RC_WRITE_ROLES } from './rc-roles';
import { ROLE, ROLE_SET, type Role } from './roles';

export const EXCEL_KINDS = ['acc', 'rc', 'storage', 'support_mail', 'members'] as const;
export type ExcelKind = (typeof EXCEL_KINDS)[number];

export interface ExcelKindInfo {
  label: string;
  /** What the import needs besides the file. */
  place: 'day' | 'month' | 'none';
  roles: readonly Role[];
  /** The headings the sheet's first row holds. */
  columns: readonly string[];
  /** The area's own screen, where the imported rows are seen. */
  screen: (branchId: number, period: string) => string;
}

/** Storage: supervisors, managers and the admin enter items and their start stock (domain/storage mayEnterStorage). */
const STORAGE_ENTER_ROLES: readonly Role[] = [ROLE.ADMIN, ROLE.MANAGER, ROLE.SUPERVISOR];

export const STORAGE_COLUMNS = ['Tab', 'ID', 'Name', 'Unit', 'Start stock'] as const;
export const MEMBER_COLUMNS = ['User ID', 'Name', 'Email', 'Login type', 'Points'] as const;

export const EXCEL_KIND_INFO: Record<ExcelKind, ExcelKindInfo> = {
  acc: {
    label: 'Accountant sum (INPUT FORM EXCEL)',
    place: 'day',
    roles: ACC_WRITE_ROLES,
    columns: ['HI', 'SI', 'Name', 'Room', '…'],
    screen: (b, day) => `/acc_make/${b}/${day}/current`,
  },
  rc: {
    label: 'Reception sum',
    place: 'day',
    roles: RC_WRITE_ROLES,
    columns: ['HI', 'SI', 'Name', 'Room', '…'],
    screen: (b, day) => `/reception_sum/${b}/${day}/current`,
  },
  storage: {
    label: 'Storage items and start stock',
    place: 'month',
    roles: STORAGE_ENTER_ROLES,
    columns: STORAGE_COLUMNS,
    screen: (b, month) => `/storage_report/${b}/${month}`,
  },
  support_mail: {
    label: 'Support mail list',
    place: 'none',
    roles: ROLE_SET.admin,
    columns: ['Name', 'Email', '…'],
    screen: () => '/support_mail',
  },
  members: {
    label: 'Members',
    place: 'none',
    roles: ROLE_SET.admin,
    columns: MEMBER_COLUMNS,
    screen: () => '/membership',
  },
};

/** The kinds a role may import (the screen shows only these). */
export const excelKindsFor = (role: Role): ExcelKind[] =>
  EXCEL_KINDS.filter((k) => EXCEL_KIND_INFO[k].roles.includes(role));

/** A sheet row left out of the import, and why. */
export interface ExcelRefusal {
  row: number;
  msg: string;
}

export const NOTHING_TO_IMPORT = 'Nothing to import: every row was refused';
export const PREVIEW_CHANGED = 'The file or the data changed since the preview: preview it again';
export const importedMsg = (n: number): string => `${n} row(s) imported`;
