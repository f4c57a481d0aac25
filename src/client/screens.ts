import type { ComponentType } from 'react';
import type { BuiltScreen } from '../domain/screens';

// The client's screens: each built screen (src/domain/screens.ts) to its lazily loaded page. Gates come
// from src/domain/access.ts.
type Loader = () => Promise<{ default: ComponentType }>;

export const SCREENS: Record<BuiltScreen, Loader> = {
  '/home': () => import('./features/home/HomePage'),
  '/user/profile': () => import('./features/profile/ProfilePage'),
  '/user/guider': () => import('./features/guide/GuidePage'),
  '/report/manual': () => import('./features/guide/GuidePage'),
  '/forbidden': () => import('./features/forbidden/ForbiddenPage'),
  '/reception_sum': () => import('./features/rc/ReceptionSumPage'),
  '/reception_sum/:branchReport/:dayReport/:versionReport': () => import('./features/rc/ReceptionSumPage'),
  '/acc_make': () => import('./features/acc/AccMakePage'),
  '/acc_make/:branchReport/:dayReport/:versionReport': () => import('./features/acc/AccMakePage'),
  '/acc_cost': () => import('./features/acc-registers/CostRegisterPage'),
  '/acc_comparison': () => import('./features/acc-registers/ComparisonPage'),
  '/acc_comparison/:branchId/:oldMonth/:currentMonth': () => import('./features/acc-registers/ComparisonPage'),
  '/find_bill/:typeFind': () => import('./features/find-bill/FindBillPage'),
  '/acc_staff': () => import('./features/staff/StaffPage'),
  '/az_debit': () => import('./features/debit/AzDebitPage'),
  '/reception_debit': () => import('./features/debit/ReceptionDebitPage'),
  '/reception_debit/:branchDebit/:monthDebit': () => import('./features/debit/ReceptionDebitPage'),
  '/reception_debit/:branchDebit/:monthDebit/:idDebit': () => import('./features/debit/ReceptionDebitPage'),
  '/acc_debit': () => import('./features/debit/AccDebitPage'),
  '/acc_debit/:branchReport/:yearReport/:monthReport': () => import('./features/debit/AccDebitPage'),
  '/manager_sum': () => import('./features/manager/ManagerSumPage'),
  '/manager_sum/:branchReport/:dayReport/:versionReport': () => import('./features/manager/ManagerSumPage'),
  '/manager_total': () => import('./features/manager/ManagerTotalPage'),
  '/manager_total/:branchReport/:monthReport': () => import('./features/manager/ManagerTotalPage'),
  '/manager_expected': () => import('./features/expected/ExpectedPage'),
  '/manager_expected/:branchReport/:monthReport': () => import('./features/expected/ExpectedPage'),
  '/breakfast_report': () => import('./features/breakfast/BreakfastPage'),
  '/breakfast_report/:branchReport/:monthReport': () => import('./features/breakfast/BreakfastPage'),
  '/guest_number': () => import('./features/guest-number/GuestNumberPage'),
  '/guest_number/:branchReport/:monthReport': () => import('./features/guest-number/GuestNumberPage'),
  '/storage_report': () => import('./features/storage/StoragePage'),
  '/storage_report/:branchReport/:monthReport': () => import('./features/storage/StoragePage'),
  '/survey_online': () => import('./features/survey/SurveyPage'),
  '/survey_online/:branchReport/:monthReport': () => import('./features/survey/SurveyPage'),
  '/old_survey_online': () => import('./features/survey/OldSurveyOnlinePage'),
  '/old_survey_online/:branchReport/:monthReport': () => import('./features/survey/OldSurveyOnlinePage'),
  '/make_qr_survey': () => import('./features/survey/MakeQrPage'),
  '/manage_user': () => import('./features/admin/ManageUserPage'),
};
