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
export const ALL_ROLES: readonly Role[] = Object.values(ROLE);

export const ROLE_NAMES: Record<Role, string> = {
  [ROLE.RECEPTION]: 'Reception',
  [ROLE.ADMIN]: 'Admin',
  [ROLE.MANAGER]: 'Branch Manager',
  [ROLE.SUPERVISOR]: 'Supervisor',
  [ROLE.ACCOUNTANT]: 'Accountant',
  [ROLE.ACC_LEADER]: 'Accountant Leader',
  [ROLE.AREA_MANAGER]: 'Area Manager',
  [ROLE.CEO]: 'CEO',
  [ROLE.ACC_CHIEF]: 'Accountant Chief',
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
  debit: [
    ROLE.RECEPTION,
    ROLE.MANAGER,
    ROLE.SUPERVISOR,
    ROLE.ACC_LEADER,
    ROLE.AREA_MANAGER,
    ROLE.CEO,
    ROLE.ACC_CHIEF,
  ] as readonly Role[],
  /** /acc_debit: the debit set plus the accountant. */
  accDebit: [
    ROLE.RECEPTION,
    ROLE.MANAGER,
    ROLE.SUPERVISOR,
    ROLE.ACCOUNTANT,
    ROLE.ACC_LEADER,
    ROLE.AREA_MANAGER,
    ROLE.CEO,
    ROLE.ACC_CHIEF,
  ] as readonly Role[],
  /** Accountant sum and chart: accountant, leader, chief, CEO. */
  accounting: [ROLE.ACCOUNTANT, ROLE.ACC_LEADER, ROLE.CEO, ROLE.ACC_CHIEF] as readonly Role[],
  /** Manager screens without an extra right: manager, area manager, CEO. */
  managers: [ROLE.MANAGER, ROLE.AREA_MANAGER, ROLE.CEO] as readonly Role[],
  /** Content tools: manager, area manager, CEO, supervisor. */
  content: [ROLE.MANAGER, ROLE.SUPERVISOR, ROLE.AREA_MANAGER, ROLE.CEO] as readonly Role[],
  /** Administration: CEO or admin. */
  admin: [ROLE.ADMIN, ROLE.CEO] as readonly Role[],
  /** Announcement form: reception, manager, supervisor. */
  announcement: [ROLE.RECEPTION, ROLE.MANAGER, ROLE.SUPERVISOR] as readonly Role[],
} as const;
