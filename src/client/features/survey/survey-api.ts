import { surveyApi, type SurveyEntry, type SurveyMonth } from '../../../contract/survey';
import { tr } from '../../lib/i18n';
import { send } from '../../lib/outbox';
import { cachedRequest, fetchBlob, request } from '../../lib/request';

// The survey calls (spec 3 section 7, contract/survey.ts) as the staff screens use them.
export type Generation = 'new' | 'old';
export type { SurveyEntry, SurveyMonth };

/** The month of a branch (every source); offline, the last answer kept on this device. */
export const loadMonth = (generation: Generation, branch: number, month: string) =>
  cachedRequest(generation === 'new' ? surveyApi.getNewSurvey : surveyApi.getSurvey, {
    branch,
    month,
    loadWith: 'all',
  });

export const replyChain = (id: number) => `survey:${id}`;

/** A supervisor's reply: through the outbox (offline it waits, and is replayed in order). */
export function saveReply(
  generation: Generation,
  kind: 'guest' | 'roten',
  branch: number,
  month: string,
  e: SurveyEntry,
  value: string,
) {
  const body = { survey: e.id, value, baseRev: e.rev };
  const label = tr('survey')('Survey reply {{day}} {{room}}', { day: e.day, room: e.room });
  const opts = { chain: replyChain(e.id) };
  if (kind === 'roten') return send(surveyApi.rotenReply, { branch }, { ...body, month }, label, opts);
  return send(
    generation === 'new' ? surveyApi.updateNoteNew : surveyApi.updateNote,
    { branch, month },
    body,
    label,
    opts,
  );
}

export const editEntry = (
  branch: number,
  id: number,
  body: Parameters<typeof request<typeof surveyApi.editSurvey>>[2],
) => request(surveyApi.editSurvey, { branch, id }, body);

export const editWeek = (
  branch: number,
  body: {
    data: { status: 'True' | 'False' };
    listSelect: number[];
    week: 'week1' | 'week2' | 'week3' | 'week4' | 'week5' | 'month';
    date: string;
  },
) => request(surveyApi.editSurveyWeek, { branch }, body);

export const sendReport = (body: {
  branchId: number;
  monthReport: string;
  maker: string;
  note: string;
  sendReportDate: string;
  generation: Generation;
}) => request(surveyApi.sendMail, {}, body);

export const surveyExcel = (branch: number, month: string, generation: Generation) =>
  fetchBlob(surveyApi.downSurvey, { branch, loadWith: 'all', date: month }, { generation });
