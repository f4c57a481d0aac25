// The access table of every API call (spec 1 sections 3 and 6, spec 2 section 6, spec 3 section 6): who
// may call it and where it names a branch or an area held to the caller's scope (scope.ts). The server
// declares the same rules in each route's policy and handler; tests/api/access-matrix.test.ts calls every
// route as every role and checks each answer against this table, so a guard missing on the server fails there.
import type { AccessSubject } from './access';
import { mayEditBreakfast } from './breakfast';
import { mayTransition } from './debit';
import {
  mayEditExpected,
  mayViewExpected,
  mayViewManagerSum,
  mayViewManagerTotal,
  mayWriteManagerSum,
} from './manager-roles';
import { ALL_ROLES, ROLE, type Role } from './roles';
import { checkArea, checkBranch } from './scope';

/** Where a call names its branch or area: a path parameter, a query-string field or a body field. */
export interface Place {
  in: 'path' | 'query' | 'body';
  name: string;
}
export interface RouteAccess {
  /**
   * 'public': no token; 'resetToken': a password-reset token; otherwise the roles that may call it, or the
   * domain rule that decides from the user's role, flags and extra rights.
   */
  who: 'public' | 'resetToken' | readonly Role[] | ((user: AccessSubject) => boolean);
  /** The branch the call names, held to the caller's scope (checkBranch). */
  branch?: Place;
  /** The area the call names, held to the caller's scope (checkArea). */
  area?: Place;
  /** The answer is a stream that stays open (server-sent events). */
  stream?: true;
}

const { RECEPTION: R, ADMIN: A, MANAGER: M, SUPERVISOR: S, ACCOUNTANT: AC, ACC_LEADER: AL } = ROLE;
const { AREA_MANAGER: AM, CEO, ACC_CHIEF: CH } = ROLE;
const ANY = ALL_ROLES;
const path = (name: string): Place => ({ in: 'path', name });
const query = (name: string): Place => ({ in: 'query', name });
const body = (name: string): Place => ({ in: 'body', name });

/** `METHOD /path` (relative to the API base, as `npm run routes` prints it) -> who may call it. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'POST /user/login': { who: 'public' },
  'POST /user/refresh_token': { who: 'public' },
  'GET /user/logout': { who: 'public' },
  'GET /user/infor': { who: ANY },
  'POST /user/forgot': { who: 'public' },
  'POST /user/reset': { who: 'resetToken' },
  'POST /user/change_password': { who: ANY },
  'PATCH /user/update_other': { who: ANY },
  'PATCH /user/update_acc_hidden_tab': { who: ANY },
  'GET /user/check_access/:branchId': { who: ANY, branch: path('branchId') },
  'GET /user/notifications': { who: ANY },
  'POST /user/sent_noti': { who: ANY, branch: body('branch') },
  'PATCH /user/update_noti/:id': { who: ANY },
  'GET /user/push_key': { who: ANY },
  'POST /user/push_subscribe': { who: ANY },
  'POST /user/push_unsubscribe': { who: ANY },
  'GET /branch/inform/:x': { who: ANY, branch: path('x') },
  'GET /branch/get_name_branch/:x': { who: ANY, branch: path('x') },
  'GET /branch/get_area_branch/:x': { who: ANY, branch: path('x') },
  'GET /branch/get_list_room/': { who: ANY, branch: query('branch') },
  'GET /branch/get_area': { who: ANY },
  'GET /branch/get_rc_sum_title/': { who: ANY },
  // The accountant leader and chief set only a branch's reminder days (issue 32); the route refuses anything else.
  'PATCH /branch/:branchId/update_other': { who: [A, M, CEO, AL, CH], branch: path('branchId') },
  'GET /branch/branch_list_other/:branch': { who: [A, CEO], branch: path('branch') },
  'GET /guider/get_guider': { who: ANY },
  'GET /guider/get_all_guider': { who: 'public' },
  'POST /guider/save_guider': { who: [A, CEO] },
  'DELETE /guider/delete_guider/:id': { who: [A, CEO] },
  'GET /education/get_education/': { who: [M, S, AM, CEO] },
  'POST /education/get_video_information': { who: [M, S, AM, CEO] },
  'GET /recruitment/load_data_recruitment': { who: [M, S, AM, CEO] },
  'POST /recruitment/update_data_recruitment': { who: [M, S, AM, CEO] },
  'GET /rc/:branchId/view_sum/:date': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/view_sum_with_version/:date/:version': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/view_list_edit_version/:date': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/view_number_version/:date': { who: ANY, branch: path('branchId') },
  'POST /rc/:branchId/up_sum': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'POST /rc/:branchId/make_new_version/:date': { who: [M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'PATCH /rc/:branchId/update_sum_after_edit/:date': { who: [AC, AL], branch: path('branchId') },
  'POST /user/sent_mail_rc_sum/:branchId': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'POST /rc/:branchId/request_edit': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/get_az_database/:date': { who: ANY, branch: path('branchId') },
  'POST /rc/:branchId/get_check_again_az_database/:date': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/import_debit/:date': { who: ANY, branch: path('branchId') },
  'POST /rc/:branchId/get_invoice_with_type/:type': { who: ANY, branch: path('branchId') },
  'GET /rc/:branchId/find_one_hi/:year/:type/:key': { who: ANY, branch: path('branchId') },
  'GET /acc/:branchId/view_sum/:date': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/:branchId/view_sum_with_version/:date/:version': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'POST /acc/:branchId/up_sum': { who: [AC, AL], branch: path('branchId') },
  'POST /acc/:branchId/make_new_version/:date': { who: [AL, CH], branch: path('branchId') },
  'PATCH /acc/:branchId/update_sum_after_edit/:date': { who: [AL, CH], branch: path('branchId') },
  'POST /user/sent_mail_acc_sum/:branchId': { who: [AC, AL], branch: path('branchId') },
  'POST /acc/:branchId/request_edit': { who: [AC, AL], branch: path('branchId') },
  'GET /acc/:branchId/view_sum_with_month/:period': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/month/:branchId/check_version/:period': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/month/:branchId/get_debit_on_sum/:month': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'POST /acc/month/:branchId/save_debit_on_sum/:month': { who: [AC, AL], branch: path('branchId') },
  'PATCH /acc/debit/:branchId/add_more_new_debit/:date': { who: [AC, AL], branch: path('branchId') },
  'PATCH /acc/debit/:branchId/add_one_dupe_debit/:month': { who: [AC, AL], branch: path('branchId') },
  'PATCH /acc/debit/:branchId/add_list_dupe_debit/:month': { who: [AC, AL], branch: path('branchId') },
  'PATCH /acc/debit/:branchId/save_new_debit/:year/:month': { who: [AC, AL], branch: path('branchId') },
  'GET /acc/debit/:branchId/view_new_debit/:month': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/:branchId/find_one_hi/:year/:module/:type/:key/:exact': {
    who: [AC, AL, CEO, CH],
    branch: path('branchId'),
  },
  'POST /acc/cost/:branchId/up_acccost': { who: [AC, AL], branch: path('branchId') },
  'GET /acc/cost/:branchId/view_cost/:date': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/cost/:branchId/view_cost_collect/:date': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/cost/:branchId/view_cost_month/:month': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'POST /acc/cost/:branchId/up_numberBF': { who: [AC], branch: path('branchId') },
  'GET /acc/cost/:branchId/view_numberBF/:month': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/comparison/:branchId/:month': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'POST /acc/waiting/:branchId/update_waiting/:date': { who: [AC, AL], branch: path('branchId') },
  'GET /acc/waiting/:branchId/take_data/:date': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'PATCH /acc/waiting/:branchId/update_data/:date': { who: [AC, AL], branch: path('branchId') },
  'POST /acc/:branchId/make_excel_acc_day/:date/:version': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/:branchId/download_excel_acc_day/:date': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'POST /acc/:branchId/make_excel_with_text': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/:branchId/download_filter_with_text': { who: [AC, AL, CEO, CH], branch: path('branchId') },
  'GET /acc/debit/down_format_excel/:type': { who: ANY },
  'GET /rc/:branchId/view_debit/:type/:period': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'GET /acc/debit/:branchId/view_debit_by_rc/:year/:month': {
    who: [R, M, S, AC, AL, AM, CEO, CH],
    branch: path('branchId'),
  },
  'POST /rc/:branchId/up_rcdebit': { who: [R, AC, AL, CH], branch: path('branchId') },
  'GET /debit/aging': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: query('branch'), area: query('area') },
  'PATCH /rc/:branchId/update_paid/:id': { who: (u) => mayTransition(u.role, 'paid', ''), branch: path('branchId') },
  'PATCH /rc/:branchId/update_non_paid/:id': {
    who: (u) => mayTransition(u.role, 'nonPaid', ''),
    branch: path('branchId'),
  },
  'PATCH /acc/debit/:branchId/update_non_paid/:id': {
    who: (u) => mayTransition(u.role, 'nonPaid', ''),
    branch: path('branchId'),
  },
  'PATCH /rc/:branchId/change_to_debit/:id': {
    who: (u) => mayTransition(u.role, 'debit', 'DEBIT COMPANY'),
    branch: path('branchId'),
  },
  'PATCH /rc/:branchId/change_to_delete/:id': {
    who: (u) => mayTransition(u.role, 'delete', ''),
    branch: path('branchId'),
  },
  'PATCH /acc/debit/:branchId/change_to_delete/:id': {
    who: (u) => mayTransition(u.role, 'delete', ''),
    branch: path('branchId'),
  },
  'PATCH /rc/:branchId/update_log/:id': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'PATCH /acc/debit/:branchId/update_log/:id': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'PATCH /rc/:branchId/update_note/:id': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'PATCH /rc/:branchId/update_company_name/:id': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'GET /acc/staff/:branchId/view_accstaff/:period': { who: [M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'POST /acc/staff/:branchId/up_accstaff': { who: [AC, AL], branch: path('branchId') },
  'POST /acc/staff/:branchId/make_excel/:month': { who: [M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'GET /acc/staff/:branchId/down_excel/:month': { who: [M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'GET /expected/:branch/get_expected/:month': { who: mayViewExpected, branch: path('branch') },
  'GET /expected/:branchId/get_expected_capacity/:month': { who: mayViewExpected, branch: path('branchId') },
  'GET /expected/:branchId/get_expected_report/:month': { who: mayViewExpected, branch: path('branchId') },
  'GET /expected/:branchId/download_expected/:month': { who: mayViewExpected, branch: path('branchId') },
  'POST /expected/:branchId/update_expected': { who: mayEditExpected, branch: path('branchId') },
  'POST /expected/:branchId/update_multi_one_day/:month': { who: mayEditExpected, branch: path('branchId') },
  'POST /expected/:branchId/update_status_list_day/:month': { who: mayEditExpected, branch: path('branchId') },
  'POST /expected/:branchId/update_report': { who: mayEditExpected, branch: path('branchId') },
  'POST /expected/:branch/take_data_from_moja/:month': { who: mayEditExpected, branch: path('branch') },
  'POST /expected/:branchId/update_report_month/:month': { who: mayEditExpected, branch: path('branchId') },
  'GET /manager/:branchId/view_sum_with_version/:date/:version': { who: mayViewManagerSum, branch: path('branchId') },
  'GET /manager/:branchId/view_report/:x': { who: mayViewManagerSum, branch: path('branchId') },
  'GET /manager/:branchId/view_number_version/:x': { who: mayViewManagerSum, branch: path('branchId') },
  'GET /manager/:branchId/view_list/:x': { who: mayViewManagerSum, branch: path('branchId') },
  'GET /manager/:branchId/make_report/:date': { who: mayViewManagerSum, branch: path('branchId') },
  'POST /manager/:branchId/up_report': { who: mayWriteManagerSum, branch: path('branchId') },
  'POST /user/sent_mail_man_report/:branchId': { who: mayWriteManagerSum, branch: path('branchId') },
  'POST /manager/:branchId/make_new_version/:x': { who: mayWriteManagerSum, branch: path('branchId') },
  'PATCH /manager/:branchId/change_edit/:x': { who: mayWriteManagerSum, branch: path('branchId') },
  'GET /manager/:branchId/view_man_total/:month': { who: mayViewManagerTotal, branch: path('branchId') },
  'GET /manager/:branchId/download/download_manager_total/:month': {
    who: mayViewManagerTotal,
    branch: path('branchId'),
  },
  'GET /survey/get_survey/:branch/:month/:loadWith': { who: ANY, branch: path('branch') },
  'GET /survey/get_new_survey/:branch/:month/:loadWith': { who: ANY, branch: path('branch') },
  'POST /survey/update_note/:branch/:month': { who: [S], branch: path('branch') },
  'POST /survey/update_note_new_survey/:branch/:month': { who: [S], branch: path('branch') },
  'POST /roten/update_sup_feed_back/:branch': { who: [S], branch: path('branch') },
  'GET /roten/get_roten_survey_month/:branch/:month': { who: ANY, branch: path('branch') },
  'PATCH /survey/:branch/edit_survey/:id': { who: [A, CEO], branch: path('branch') },
  'PATCH /survey/:branch/edit_survey_week': { who: [A, CEO], branch: path('branch') },
  'GET /survey/down_survey/:branch/download/:loadWith/:date': { who: ANY, branch: path('branch') },
  'POST /survey/make_chart': { who: ANY },
  'POST /user/sent_mail_survey_online': { who: [S], branch: body('branchId') },
  'GET /survey/public/:token': { who: 'public' },
  'POST /survey/public/:token': { who: 'public' },
  'GET /survey/qr_codes/:branch/:lang': { who: [A, M, S, AM, CEO], branch: path('branch') },
  'POST /survey/qr_codes/:branch/revoke': { who: [A, M, S, AM, CEO], branch: path('branch') },
  'POST /survey/make_token_room_public': { who: ANY, branch: body('branchID') },
  'GET /survey/send_pass_active_tablet/:branch/:pass': { who: 'public' },
  'POST /survey/send_pass_active_tablet/:branch': { who: 'public' },
  'GET /survey/tablet/home/:tabletToken': { who: 'public' },
  'GET /survey/take_data_survey_config/:branch': { who: [A, CEO], branch: path('branch') },
  'PATCH /survey/action_tablet_active/:branch/:action/:n': { who: [A, CEO], branch: path('branch') },
  'PATCH /survey/change_data_survey_config/update': { who: [A, CEO] },
  'PATCH /survey/change_data_survey_config/pass': { who: [A, CEO], branch: body('branch') },
  'GET /sup_report/breakfast/:branch/get_data/:month': { who: ANY, branch: path('branch') },
  'POST /sup_report/breakfast/:branch/update_children/:type/:month': {
    who: (u) => mayEditBreakfast(u.role),
    branch: path('branch'),
  },
  'GET /guest/guest_number/:branch/:part/:month': { who: ANY, branch: path('branch') },
  'GET /storage/:branch/get_data/:month': { who: ANY, branch: path('branch') },
  'GET /storage/:branch/compare_data/:month': { who: ANY, branch: path('branch') },
  'PATCH /storage/:branchId/save_data/:month': { who: [A, M, S, AC, AL, CH], branch: path('branchId') },
  'POST /storage/:branchId/confirm/:month': { who: [A, M, S, AC, AL, CH], branch: path('branchId') },
  'POST /storage/:branchId/send_report/:month': { who: [A, M, S], branch: path('branchId') },
  'POST /user/send_support_mail_test': { who: [A, CEO] },
  'POST /user/send_support_mail_to_list/:kind': { who: [A, CEO] },
  'POST /user/support_mail_retry/:jobId': { who: [A, CEO] },
  'GET /user/support_mail_job/:jobId': { who: [A, CEO] },
  'GET /user/support_mail_job/:jobId/recipients': { who: [A, CEO] },
  'GET /user/support_mail_jobs': { who: [A, CEO] },
  'GET /azumayavietnam/take_list_member_ship/:from/:count': { who: [A, CEO] },
  'GET /azumayavietnam/find_membership/:text': { who: [A, CEO] },
  'GET /azumayavietnam/take_data_user_by_id/:id': { who: [A, CEO] },
  'GET /azumayavietnam/take_list_voucher_by_id/:id': { who: [A, CEO] },
  'GET /azumayavietnam/take_list_voucher': { who: [A, CEO] },
  'POST /azumayavietnam/make_voucher_by_admin/system': { who: [A, CEO] },
  'POST /azumayavietnam/edit_voucher_by_admin/:action/:id': { who: [A, CEO] },
  'POST /azumayavietnam/use_voucher_by_rc/:id/:voucherId': { who: [A, CEO] },
  'GET /report/membership': { who: [A, M, AL, AM, CEO, CH] },
  'GET /report/:branchId/take_guest_number/:area/:month/:view': {
    who: [A, M, S, AL, AM, CEO, CH],
    branch: path('branchId'),
    area: path('area'),
  },
  'GET /booking/report_reservation/:month': { who: [M, S, AM, CEO] },
  'GET /user/get_infor_by_area/:area': { who: [A, CEO], area: path('area') },
  'GET /user/get_infor_by_area_az_share/:area': { who: [A, CEO], area: path('area') },
  'GET /user/take_list_block': { who: [A, CEO] },
  'POST /user/create_by_admin': { who: [A, CEO] },
  'PATCH /user/update_by_admin/:id': { who: [A, CEO] },
  'PATCH /user/block_by_admin/:id': { who: [A, CEO] },
  'PATCH /user/update_login_by_admin': { who: [A, CEO] },
  'PATCH /user/update_glist_by_admin': { who: [A, CEO] },
  'PATCH /user/update_other_az_share': { who: [A, CEO] },
  'POST /user/reset_by_admin': { who: [A, CEO] },
  'GET /azumayavietnam/load_conent_by_target/:language/:target': { who: [M, S, AM, CEO] },
  'GET /audit/list': { who: [A, CEO], branch: query('branch') },
  'GET /audit/users': { who: [A, CEO] },
  'GET /notice/list': { who: [R, M, S] },
  'GET /report/make_daily_report/:mode/:date': { who: ANY, branch: query('branch') },
  'POST /report/sent_mail_daily_report': { who: [R] },
  'GET /acc/chart/:branch/get_chart/:year': { who: [AC, AL, CEO, CH], branch: path('branch') },
  'POST /acc/chart/:branch/update_chart/:year': { who: [AC, AL, CEO, CH], branch: path('branch') },
  'POST /rc/:branchId/check_massage_number/:month': { who: ANY, branch: path('branchId') },
  'GET /view_report/get_report/:branch/:type/:day/:inputDay': {
    who: [R, M, S, AC, AL, AM, CEO, CH],
    branch: path('branch'),
  },
  'POST /acc/:branchId/import_excel/:type': { who: [AC, AL], branch: path('branchId') },
  'POST /user/support_mail_import': { who: [A, CEO] },
  'POST /input_excel/acc/:branchId/:day/preview': { who: [AC, AL], branch: path('branchId') },
  'POST /input_excel/acc/:branchId/:day/confirm': { who: [AC, AL], branch: path('branchId') },
  'POST /input_excel/rc/:branchId/:day/preview': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'POST /input_excel/rc/:branchId/:day/confirm': { who: [R, M, S, AC, AL, AM, CEO, CH], branch: path('branchId') },
  'POST /input_excel/storage/:branchId/:month/preview': { who: [A, M, S], branch: path('branchId') },
  'POST /input_excel/storage/:branchId/:month/confirm': { who: [A, M, S], branch: path('branchId') },
  'POST /input_excel/support_mail/preview': { who: [A, CEO] },
  'POST /input_excel/support_mail/confirm': { who: [A, CEO] },
  'POST /input_excel/members/preview': { who: [A, CEO] },
  'POST /input_excel/members/confirm': { who: [A, CEO] },
  'GET /events': { who: ANY, stream: true },
  'GET /docs/:kind/:branchId/:period/diff': { who: ANY, branch: path('branchId') },
};

/** Whether the table lets `user` make the call naming `at.branch` / `at.area` (null user: no token). */
export function routeAllows(
  access: RouteAccess,
  user: AccessSubject | null,
  at: { branch?: number; area?: string } = {},
): boolean {
  if (access.who === 'public') return true;
  if (!user || access.who === 'resetToken') return false;
  if (typeof access.who === 'function' ? !access.who(user) : !access.who.includes(user.role)) return false;
  if (access.branch && at.branch !== undefined && !checkBranch(user, at.branch).ok) return false;
  if (access.area && at.area !== undefined && !checkArea(user, at.area)) return false;
  return true;
}
