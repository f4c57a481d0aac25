import { RIGHT } from '../../../domain/access';
import type { Role } from '../../../domain/roles';

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
  { email: 'reception.hbt1@sumbook.test', name: 'Nguyen Thi Lan', role: 0, branch: 3, position: 'Receptionist' },
  { email: 'reception.km1@sumbook.test', name: 'Pham Van Duc', role: 0, branch: 5, position: 'Receptionist' },
  { email: 'reception.tvl1@sumbook.test', name: 'Tran Minh Anh', role: 0, branch: 1, position: 'Receptionist' },
  { email: 'reception.pp@sumbook.test', name: 'Sok Dara', role: 0, branch: 11, position: 'Receptionist' },
  { email: 'reception.km2@sumbook.test', name: 'Le Thu Ha', role: 0, branch: 8, position: 'Receptionist (new browser needs activation)', needsActivation: true },
  { email: 'admin@sumbook.test', name: 'Team IT', role: 1, branch: 1, position: 'Administrator' },
  { email: 'manager.hbt1@sumbook.test', name: 'Hoang Van Nam', role: 2, branch: 3, position: 'Branch Manager', isManage: true },
  { email: 'manager.tvl1@sumbook.test', name: 'Vo Thanh Tam', role: 2, branch: 1, position: 'Branch Manager', isManage: true },
  { email: 'supervisor.hbt1@sumbook.test', name: 'Dang Thi Mai', role: 3, branch: 3, position: 'Supervisor' },
  {
    email: 'supervisor.tvl1@sumbook.test', name: 'Bui Quoc Huy', role: 3, branch: 1, position: 'Supervisor (manager-sum right)',
    extraAccess: { 'MAN SUM': RIGHT.managerSum, 'MAN EXPECTED': RIGHT.managerExpected },
  },
  { email: 'accountant.tvl1@sumbook.test', name: 'Ngo Thi Hoa', role: 4, branch: 1, position: 'Accountant' },
  { email: 'accountant.hbt1@sumbook.test', name: 'Do Van Long', role: 4, branch: 3, position: 'Accountant' },
  { email: 'accleader.hanoi@sumbook.test', name: 'Vu Thi Thu', role: 5, branch: 3, position: 'Accountant Leader' },
  { email: 'areamanager.hcm@sumbook.test', name: 'Yamada Taro', role: 6, branch: 1, position: 'Area Manager' },
  { email: 'ceo@sumbook.test', name: 'Suzuki Ichiro', role: 7, branch: 1, position: 'CEO' },
  { email: 'accchief@sumbook.test', name: 'Phan Thi Nga', role: 8, branch: 1, position: 'Accountant Chief' },
  { email: 'blocked@sumbook.test', name: 'Former Staff', role: 0, branch: 4, position: 'Receptionist', blocked: 'Your account was blocked. Please contact Team IT.' },
];
