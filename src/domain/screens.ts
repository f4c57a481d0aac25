import { decideRoute, supportTools, type AccessSubject, type MenuLink } from './access';
// The screens this build has (path patterns as in the spec's pages.txt). The client maps each to its
// lazily loaded page (src/client/screens.ts); gates come from access.ts; `npm run routes` prints them.
export const BUILT_SCREENS = [
  '/home',
  '/user/profile',
  '/user/guider',
  '/report/manual',
  '/forbidden',
  '/reception_sum',
  '/reception_sum/:branchReport/:dayReport/:versionReport',
  '/reception_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion',
  '/acc_make',
  '/acc_make/:branchReport/:dayReport/:versionReport',
  '/accountant_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion',
  '/acc_cost',
  '/acc_comparison',
  '/acc_comparison/:branchId/:oldMonth/:currentMonth',
  '/find_bill/:typeFind',
  '/acc_staff',
  '/az_debit',
  '/reception_debit',
  '/reception_debit/:branchDebit/:monthDebit',
  '/reception_debit/:branchDebit/:monthDebit/:idDebit',
  '/acc_debit',
  '/acc_debit/:branchReport/:yearReport/:monthReport',
  '/manager_sum',
  '/manager_sum/:branchReport/:dayReport/:versionReport',
  '/manager_sum_compare/:branchReport/:dayReport/:fromVersion/:toVersion',
  '/manager_total',
  '/manager_total/:branchReport/:monthReport',
  '/manager_expected',
  '/manager_expected/:branchReport/:monthReport',
  '/survey_online',
  '/survey_online/:branchReport/:monthReport',
  '/old_survey_online',
  '/old_survey_online/:branchReport/:monthReport',
  '/make_qr_survey',
  '/manage_user',
  '/support_mail',
  '/edit_content_azvn',
  '/breakfast_report',
  '/breakfast_report/:branchReport/:monthReport',
  '/guest_number',
  '/guest_number/:branchReport/:monthReport',
  '/input_excel',
  '/storage_report',
  '/storage_report/:branchReport/:monthReport',
  '/membership',
  '/education',
  '/recruitment',
  '/calculated_vat',
  '/calculated_rc_wallet',
  '/random',
  '/announcement_form',
  '/report-total',
  '/reservation',
  '/daily-report',
  '/acc_chart',
  '/acc_chart/:branchId/:year',
  '/count_massage',
  '/view_report/:branchReport/:typeReport/:dayReport/:dayInputReport',
] as const;
export type BuiltScreen = (typeof BUILT_SCREENS)[number];

/** Served by the light sign-in bundle. */
export const PUBLIC_SCREENS = ['/', '/forgot', '/user/reset/:token'] as const;

/** True when the path matches a built screen's pattern (`:name` matches one segment). */
export function isBuiltScreen(path: string): boolean {
  return BUILT_SCREENS.some((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
}

/**
 * The support tools a user sees: those of the role (access.ts) whose screen this build has and whose
 * gate the user passes. A tool not built yet is not listed, so the menu never leads to Forbidden.
 */
export function availableSupportTools(
  user: AccessSubject,
  built: (path: string) => boolean = isBuiltScreen,
): MenuLink[] {
  return supportTools(user.role).filter((l) => built(l.path) && decideRoute(l.path, user) === 'allow');
}
