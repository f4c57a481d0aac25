// Role codes and role flags (spec 1 sections 3 and 6).
export const ROLE = {
  RECEPTION: 0,
  ADMIN: 1,
  MANAGER: 2,
  SUPERVISOR: 3,
  ACCOUNTANT: 4,
  ACC_LEADER: 5,
  AREA_MANAGER: 6,
  CEO: 7,
  ACC_CHIEF: 8,
} as const;

export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ALL_ROLES: readonly Role[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export const ROLE_NAMES: Record<Role, string> = {
  0: 'Reception',
  1: 'Admin',
  2: 'Branch Manager',
  3: 'Supervisor',
  4: 'Accountant',
  5: 'Accountant Leader',
  6: 'Area Manager',
  7: 'CEO',
  8: 'Accountant Chief',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8;
}

export interface RoleFlags {
  admin: boolean;
  manage: boolean;
  super: boolean;
  account: boolean;
  reception: boolean;
  accountLeader: boolean;
  accountChief: boolean;
  areaManager: boolean;
  ceo: boolean;
}

/** The role flags the app uses (spec 1 section 6). `manage` is the user's isManage flag or role 2. */
export function roleFlags(role: Role, isManage = false): RoleFlags {
  return {
    admin: role === ROLE.ADMIN,
    manage: isManage || role === ROLE.MANAGER,
    super: role === ROLE.SUPERVISOR,
    account: role === ROLE.ACCOUNTANT,
    reception: role === ROLE.RECEPTION,
    accountLeader: role === ROLE.ACC_LEADER,
    accountChief: role === ROLE.ACC_CHIEF,
    areaManager: role === ROLE.AREA_MANAGER,
    ceo: role === ROLE.CEO,
  };
}

/** Named role sets used by route gates on both halves. */
export const ROLE_SET = {
  /** Reception debit and /az_debit: reception, manager, area manager, CEO, supervisor, accountant leader or chief. */
  debit: [0, 2, 3, 5, 6, 7, 8] as readonly Role[],
  /** /acc_debit: the debit set plus the accountant. */
  accDebit: [0, 2, 3, 4, 5, 6, 7, 8] as readonly Role[],
  /** Accountant sum and chart: accountant, leader, chief, CEO. */
  accounting: [4, 5, 7, 8] as readonly Role[],
  /** Manager screens without an extra right: manager, area manager, CEO. */
  managers: [2, 6, 7] as readonly Role[],
  /** Content tools: manager, area manager, CEO, supervisor. */
  content: [2, 3, 6, 7] as readonly Role[],
  /** Administration: CEO or admin. */
  admin: [1, 7] as readonly Role[],
  /** Announcement form: reception, manager, supervisor. */
  announcement: [0, 2, 3] as readonly Role[],
} as const;
