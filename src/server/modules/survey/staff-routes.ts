// Staff side of the survey (to be written): get_survey, get_new_survey, down_survey, update_note(_new_survey),
// edit_survey, edit_survey_week, sent_mail_survey_online, make_chart, roten month and reply.
import type { ServerContext, ZodApp } from '../../context';

export function staffRoutes(_app: ZodApp, _ctx: ServerContext): void {}
