import type { BuiltScreen } from '../domain/screens';
import type { ComponentType } from 'react';
import type { Namespace } from '../locales/catalogs';
import { loadNamespace } from './lib/i18n';
import type { ScreenTable } from './shell/Shell';

/** A screen's code and its namespace's catalog (the feature folder's name), fetched side by side. */
const page = (ns: Namespace, load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), loadNamespace(ns)]).then(([m]) => m);

// App's route table, handed to the shell: each built screen (src/domain/screens.ts) to its lazily loaded
// page. Gates come from src/domain/access.ts.
export const SCREENS: Record<BuiltScreen, ScreenTable[string]> = {
  '/home': page('home', () => import('./features/home/HomePage')),
  '/user/profile': page('profile', () => import('./features/profile/ProfilePage')),
  '/user/guider': page('guide', () => import('./features/guide/GuidePage')),
  '/report/manual': page('guide', () => import('./features/guide/GuidePage')),
  '/forbidden': page('forbidden', () => import('./features/forbidden/ForbiddenPage')),
  '/reception_sum': page('rc', () => import('./features/rc/ReceptionSumPage')),
  '/reception_sum/:branchReport/:dayReport/:versionReport': page('rc', () => import('./features/rc/ReceptionSumPage')),
  '/reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion': page(
    'rc',
    () => import('./features/rc/RcComparePage'),
  ),
  '/acc_make': page('acc', () => import('./features/acc/AccMakePage')),
  '/acc_make/:branchReport/:dayReport/:versionReport': page('acc', () => import('./features/acc/AccMakePage')),
  '/accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion': page(
    'acc',
    () => import('./features/acc/AccComparePage'),
  ),
  '/acc_cost': page('acc-registers', () => import('./features/acc-registers/CostRegisterPage')),
  '/acc_comparison': page('acc-registers', () => import('./features/acc-registers/ComparisonPage')),
  '/acc_comparison/:branchId/:oldMonth/:currentMonth': page(
    'acc-registers',
    () => import('./features/acc-registers/ComparisonPage'),
  ),
  '/find_bill/:typeFind': page('find-bill', () => import('./features/find-bill/FindBillPage')),
  '/acc_staff': page('staff', () => import('./features/staff/StaffPage')),
  '/az_debit': page('debit', () => import('./features/debit/AzDebitPage')),
  '/reception_debit': page('debit', () => import('./features/debit/ReceptionDebitPage')),
  '/reception_debit/:branchDebit/:monthDebit': page('debit', () => import('./features/debit/ReceptionDebitPage')),
  '/reception_debit/:branchDebit/:monthDebit/:idDebit': page(
    'debit',
    () => import('./features/debit/ReceptionDebitPage'),
  ),
  '/acc_debit': page('debit', () => import('./features/debit/AccDebitPage')),
  '/acc_debit/:branchReport/:yearReport/:monthReport': page('debit', () => import('./features/debit/AccDebitPage')),
  '/manager_sum': page('manager', () => import('./features/manager/ManagerSumPage')),
  '/manager_sum/:branchReport/:dayReport/:versionReport': page(
    'manager',
    () => import('./features/manager/ManagerSumPage'),
  ),
  '/manager_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion': page(
    'manager',
    () => import('./features/manager/ManComparePage'),
  ),
  '/manager_total': page('manager', () => import('./features/manager/ManagerTotalPage')),
  '/manager_total/:branchReport/:monthReport': page('manager', () => import('./features/manager/ManagerTotalPage')),
  '/manager_expected': page('expected', () => import('./features/expected/ExpectedPage')),
  '/manager_expected/:branchReport/:monthReport': page('expected', () => import('./features/expected/ExpectedPage')),
  '/breakfast_report': page('breakfast', () => import('./features/breakfast/BreakfastPage')),
  '/breakfast_report/:branchReport/:monthReport': page('breakfast', () => import('./features/breakfast/BreakfastPage')),
  '/guest_number': page('guest-number', () => import('./features/guest-number/GuestNumberPage')),
  '/guest_number/:branchReport/:monthReport': page(
    'guest-number',
    () => import('./features/guest-number/GuestNumberPage'),
  ),
  '/input_excel': page('input-excel', () => import('./features/input-excel/InputExcelPage')),
  '/storage_report': page('storage', () => import('./features/storage/StoragePage')),
  '/storage_report/:branchReport/:monthReport': page('storage', () => import('./features/storage/StoragePage')),
  '/survey_online': page('survey', () => import('./features/survey/SurveyPage')),
  '/survey_online/:branchReport/:monthReport': page('survey', () => import('./features/survey/SurveyPage')),
  '/old_survey_online': page('survey', () => import('./features/survey/OldSurveyOnlinePage')),
  '/old_survey_online/:branchReport/:monthReport': page(
    'survey',
    () => import('./features/survey/OldSurveyOnlinePage'),
  ),
  '/make_qr_survey': page('survey', () => import('./features/survey/MakeQrPage')),
  '/manage_user': page('admin', () => import('./features/admin/ManageUserPage')),
  '/support_mail': page('support-mail', () => import('./features/support-mail/SupportMailPage')),
  '/edit_content_azvn': page('content', () => import('./features/content/ContentEditorPage')),
  '/membership': page('membership', () => import('./features/membership/MembershipPage')),
  '/education': page('education', () => import('./features/education/EducationPage')),
  '/recruitment': page('recruitment', () => import('./features/recruitment/RecruitmentPage')),
  '/calculated_vat': page('tools', () => import('./features/tools/VatPage')),
  '/calculated_rc_wallet': page('tools', () => import('./features/tools/WalletPage')),
  '/random': page('tools', () => import('./features/tools/RandomPage')),
  '/announcement_form': page('announcement', () => import('./features/announcement/AnnouncementPage')),
  '/report-total': page('report-total', () => import('./features/report-total/ReportTotalPage')),
  '/reservation': page('reservation', () => import('./features/reservation/ReservationPage')),
  '/daily-report': page('daily-report', () => import('./features/daily-report/DailyReportPage')),
  '/acc_chart': page('chart', () => import('./features/chart/AccChartPage')),
  '/acc_chart/:branchId/:year': page('chart', () => import('./features/chart/AccChartPage')),
  '/count_massage': page('massage-count', () => import('./features/massage-count/CountMassagePage')),
  '/view_report/:branchReport/:typeReport/:dayReport/:dayInputReport': page(
    'view-report',
    () => import('./features/view-report/ViewReportPage'),
  ),
};
