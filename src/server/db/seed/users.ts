import { RIGHT } from '../../../domain/access';
import { ROLE, type Role } from '../../../domain/roles';

export const DEMO_PASSWORD = 'sumbook2026';

export interface DemoUser {
  email: string;
  name: string;
  role: Role;
  branch: number;
  position: string;
  extraAccess?: Record<string, string>;
  isManage?: boolean;
  needsActivation?: boolean;
  blocked?: string;
}

/** One user per role, plus reception, manager and supervisor users of branches in two areas. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'reception.hbt1@sumbook.test',
    name: 'Nguyen Thi Lan',
    role: ROLE.RECEPTION,
    branch: 3,
    position: 'Receptionist',
  },
  {
    email: 'reception.km1@sumbook.test',
    name: 'Pham Van Duc',
    role: ROLE.RECEPTION,
    branch: 5,
    position: 'Receptionist',
  },
  {
    email: 'reception.tvl1@sumbook.test',
    name: 'Tran Minh Anh',
    role: ROLE.RECEPTION,
    branch: 1,
    position: 'Receptionist',
  },
  { email: 'reception.pp@sumbook.test', name: 'Sok Dara', role: ROLE.RECEPTION, branch: 11, position: 'Receptionist' },
  {
    email: 'reception.km2@sumbook.test',
    name: 'Le Thu Ha',
    role: ROLE.RECEPTION,
    branch: 8,
    position: 'Receptionist (new browser needs activation)',
    needsActivation: true,
  },
  { email: 'admin@sumbook.test', name: 'Team IT', role: ROLE.ADMIN, branch: 1, position: 'Administrator' },
  {
    email: 'manager.hbt1@sumbook.test',
    name: 'Hoang Van Nam',
    role: ROLE.MANAGER,
    branch: 3,
    position: 'Branch Manager',
    isManage: true,
  },
  {
    email: 'manager.tvl1@sumbook.test',
    name: 'Vo Thanh Tam',
    role: ROLE.MANAGER,
    branch: 1,
    position: 'Branch Manager',
    isManage: true,
  },
  {
    email: 'supervisor.hbt1@sumbook.test',
    name: 'Dang Thi Mai',
    role: ROLE.SUPERVISOR,
    branch: 3,
    position: 'Supervisor',
  },
  {
    email: 'supervisor.tvl1@sumbook.test',
    name: 'Bui Quoc Huy',
    role: ROLE.SUPERVISOR,
    branch: 1,
    position: 'Supervisor (manager-sum right)',
    extraAccess: { 'MAN SUM': RIGHT.managerSum, 'MAN EXPECTED': RIGHT.managerExpected },
  },
  {
    email: 'accountant.tvl1@sumbook.test',
    name: 'Ngo Thi Hoa',
    role: ROLE.ACCOUNTANT,
    branch: 1,
    position: 'Accountant',
  },
  {
    email: 'accountant.hbt1@sumbook.test',
    name: 'Do Van Long',
    role: ROLE.ACCOUNTANT,
    branch: 3,
    position: 'Accountant',
  },
  {
    email: 'accleader.hanoi@sumbook.test',
    name: 'Vu Thi Thu',
    role: ROLE.ACC_LEADER,
    branch: 3,
    position: 'Accountant Leader',
  },
  {
    email: 'areamanager.hcm@sumbook.test',
    name: 'Yamada Taro',
    role: ROLE.AREA_MANAGER,
    branch: 1,
    position: 'Area Manager',
  },
  { email: 'ceo@sumbook.test', name: 'Suzuki Ichiro', role: ROLE.CEO, branch: 1, position: 'CEO' },
  {
    email: 'accchief@sumbook.test',
    name: 'Phan Thi Nga',
    role: ROLE.ACC_CHIEF,
    branch: 1,
    position: 'Accountant Chief',
  },
  {
    email: 'blocked@sumbook.test',
    name: 'Former Staff',
    role: ROLE.RECEPTION,
    branch: 4,
    position: 'Receptionist',
    blocked: 'Your account was blocked. Please contact Team IT.',
  },
];
