import { z } from 'zod';
import { branchParam, digitsParam, idParam, monthString } from './common';
import { fileAnswer } from './acc-excel';
import { endpoint } from './endpoint';
import { guestCalls, shellCalls } from './light-calls';

// The guest survey (spec 3 sections 2, 3, 4, 7; document 4 "Guest survey"): the staff calls of endpoints.txt,
// plus the public calls of Sumbook's own survey page (no sign-in: a signed QR token instead), the tablets'
// calls and the QR codes of /make_qr_survey. Rules: src/domain/survey*.ts.

/** A QR token: `<id>.<signature>`, both base64url (see server/modules/survey/token.ts). */
export const surveyToken = z.string().regex(/^[A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{8,64}$/, 'Not a survey code');
export const surveyLang = z.enum(['ja', 'en', 'vi']);
export const surveySource = z.enum(['roomScan', 'tabletInput', 'tabletScan', 'app', 'paper']);
/** What a token opens: a room's survey, the reception tablet's survey (room typed in) or the Rotenburo survey. */
export const surveyTarget = z.enum(['room', 'home', 'roten']);
/** Filter of the staff loads by source ('all' = every source). */
export const loadWith = z.enum(['all', 'roomScan', 'tabletInput', 'tabletScan', 'app', 'paper']);
export const periodKey = z.enum(['month', 'week1', 'week2', 'week3', 'week4', 'week5']);

const subAnswer = z.object({
  score: z.number().int().min(0).max(5),
  improve: z.array(z.string().max(30)).max(10),
  other: z.string().max(200),
});
/**
 * A guest's answers as sent. The schema only bounds sizes (a hostile body is refused before any work);
 * the server then keeps only known keys and capped texts (domain normaliseAnswers).
 */
export const surveyAnswersBody = z.object({
  q1: z.string().max(30).default(''),
  q2: z.string().max(30).default(''),
  q3: z.string().max(30).default(''),
  q4: z.array(z.string().max(30)).max(20).default([]),
  q4Other: z.string().max(2000).default(''),
  q5: z.array(subAnswer).max(10).default([]),
  q6: z.array(z.string().max(30)).max(20).default([]),
  q6Other: z.string().max(2000).default(''),
  q7: z.string().max(30).default(''),
  q8: z.string().max(5000).default(''),
});
export const surveyAnswers = z.object({
  q1: z.string(),
  q2: z.string(),
  q3: z.string(),
  q4: z.array(z.string()),
  q4Other: z.string(),
  q5: z.array(z.object({ score: z.number(), improve: z.array(z.string()), other: z.string() })),
  q6: z.array(z.string()),
  q6Other: z.string(),
  q7: z.string(),
  q8: z.string(),
});

/** One stored survey (a guest's answers, or a Rotenburo opinion). Texts are as the guest typed them: escape when shown. */
export const surveyEntry = z.object({
  id: z.number(),
  day: z.string(),
  time: z.string(),
  room: z.string(),
  source: z.string(),
  lang: z.string(),
  kind: z.enum(['guest', 'roten']),
  /** 'True' counts in the report. */
  status: z.string(),
  answers: surveyAnswers.nullable(),
  opinion: z.string(),
  supFeedback: z.string(),
  /** Who last changed the supervisor's note and when (mnotechange). */
  noteChange: z.string(),
  /** Rises on every change: a reply or an edit carries the rev it was based on. */
  rev: z.number(),
});
export type SurveyEntry = z.infer<typeof surveyEntry>;

const scores = z.record(z.string(), z.number().nullable());
const sourceCounts = z.object({
  app: z.number(),
  room: z.number(),
  public1: z.number(),
  public2: z.number(),
  badPoint: z.number(),
  notCome: z.number(),
});
const periodSummary = z.object({
  key: z.string(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  count: z.number(),
  averageWeek: scores,
  calculatorWeek: scores,
  sumTypeSurvey: sourceCounts,
});
export const opinion = z.object({
  id: z.number(),
  day: z.string(),
  time: z.string(),
  room: z.string(),
  text: z.string(),
  supFeedback: z.string(),
  rev: z.number(),
  low: z.boolean(),
  feedbackHidden: z.boolean(),
  week: z.number(),
});
export const surveyReport = z.object({
  branchId: z.number(),
  month: z.string(),
  departments: z.array(z.object({ name: z.string(), key: z.string() })),
  weeks: z.array(periodSummary),
  total: periodSummary,
  oldMonth: periodSummary.nullable(),
  gestOpinion: z.array(opinion),
  rotenGuestOpinion: z.array(opinion),
  dataChart: z.object({
    labels: z.array(z.string()),
    datasets: z.array(z.object({ label: z.string(), data: z.array(z.number().nullable()) })),
  }),
});

export const sentReport = z.object({
  period: z.string(),
  maker: z.string(),
  note: z.string(),
  at: z.string(),
  by: z.string(),
});

export const surveyMonth = z.object({
  branchId: z.number(),
  branchName: z.string(),
  month: z.string(),
  /** 'new': Sumbook's own survey; 'old': the surveys of the old outside survey site. */
  generation: z.enum(['new', 'old']),
  report: surveyReport,
  entries: z.array(surveyEntry),
  /** Role 3 in the current or previous month. */
  canReply: z.boolean(),
  canSend: z.boolean(),
  /** Roles 1 and 7. */
  canEdit: z.boolean(),
  /** Reports already mailed for this month. */
  sent: z.array(sentReport),
  /** The latest month of this branch and generation with an entry (null: none), where an empty month can send the user. */
  latestMonth: z.string().nullable().optional(),
});
export type SurveyMonth = z.infer<typeof surveyMonth>;
/** msg 'null' when the month has no entries (the report is then all empty). */
export const surveyMonthAnswer = z.object({ status: z.literal(1), msg: z.string(), data: surveyMonth });

const branchMonthLoad = z.object({ branch: branchParam, month: monthString, loadWith });

/** A reply (supervisor note) on one entry: `baseRev` is the rev it was based on (stale: refused with the entry as it is). */
export const noteBody = z.object({
  survey: z.number().int().min(1),
  value: z.string().max(2000),
  baseRev: z.number().int().min(0),
});
export const noteAnswer = z.object({ status: z.literal(1), msg: z.string(), data: surveyEntry });

export const editSurveyBody = z.object({
  baseRev: z.number().int().min(0),
  room: z.string().max(10).optional(),
  status: z.enum(['True', 'False']).optional(),
  answers: surveyAnswersBody.optional(),
  opinion: z.string().max(5000).optional(),
});
export const editWeekBody = z.object({
  data: z.object({ status: z.enum(['True', 'False']) }),
  listSelect: z.array(z.number().int().min(1)).min(1).max(2000),
  week: periodKey,
  date: monthString,
});

export const sendReportBody = z.object({
  branchId: z.number().int().min(0).max(999),
  monthReport: monthString,
  maker: z.string().max(100),
  note: z.string().max(4000).default(''),
  /** 'Week 1'..'Week 5' or 'Month'. */
  sendReportDate: z.string().max(20),
  generation: z.enum(['new', 'old']).default('new'),
  /** Sent by the old client; the server recomputes every figure and ignores these. */
  calculatorWeek: z.unknown().optional(),
  oldMonth: z.unknown().optional(),
});

export const chartBody = z.object({
  title: z.string().max(200).default(''),
  labels: z.array(z.string().max(40)).min(1).max(20),
  datasets: z
    .array(z.object({ label: z.string().max(40), data: z.array(z.number().min(0).max(5).nullable()).max(20) }))
    .min(1)
    .max(8),
});

export const tablet = z.object({
  n: z.number(),
  branchId: z.number(),
  /** 'Online' when the tablet called in the last 2 minutes, else 'Offline'; 'OFF' when turned off. */
  status: z.string(),
  on: z.boolean(),
  ID: z.string(),
  /** When it was activated. */
  date: z.string(),
  /** Activated in the last 24 hours (Tablet Status marks it). */
  isNew: z.boolean(),
  lateLogin: z.string(),
  version: z.string(),
  note: z.string(),
});
export const updateInfo = z.object({
  isUpdate: z.boolean(),
  link: z.string().max(500),
  version: z.string().max(50),
  whatNew: z.string().max(4000),
});
export const surveyConfigAnswer = z.object({
  status: z.literal(1),
  msg: z.string(),
  data: z.object({
    branchId: z.number(),
    passSet: z.boolean(),
    passUpdatedAt: z.string(),
    /** Tablets the branch may have (deleted ones do not count). */
    tabletCap: z.number(),
    /** Milliseconds until new tablets of the branch may be activated again after too many wrong passes (0: now). */
    activationLockedFor: z.number(),
    /** Newest first. */
    tablets: z.array(tablet),
    update: updateInfo,
  }),
});

export const publicSurvey = z.object({
  branchId: z.number(),
  branchName: z.string(),
  target: surveyTarget,
  room: z.string(),
  lang: surveyLang,
  source: surveySource,
  hasMassage: z.boolean(),
  /**
   * The survey already sent today with this code (and room), or null. A code whose room is typed in (the
   * reception's, a tablet's) shows the answers only with the read key of that send, else answers null.
   */
  already: z
    .object({
      day: z.string(),
      time: z.string(),
      room: z.string(),
      answers: surveyAnswers.nullable(),
      opinion: z.string(),
    })
    .nullable(),
});
export const publicSurveyAnswer = z.object({ status: z.literal(1), msg: z.string(), data: publicSurvey });
export const submitBody = z.object({
  lang: surveyLang,
  /** Home (tablet) codes: the room the guest stays in. */
  room: z.string().max(10).optional(),
  answers: surveyAnswersBody.optional(),
  /** The Rotenburo survey's one text box. */
  opinion: z.string().max(5000).optional(),
  /**
   * The sending device's id for this survey (a tablet that queued it offline sends it again until it hears
   * back): a send whose id the code already stored answers that entry again and stores nothing.
   */
  sendId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/)
    .optional(),
});

export const qrCode = z.object({
  target: surveyTarget,
  room: z.string(),
  lang: surveyLang,
  source: surveySource,
  token: z.string(),
  /** The full link the QR code encodes. */
  url: z.string(),
  createdAt: z.string(),
});
export type QrCode = z.infer<typeof qrCode>;

export const tabletHome = z.object({
  branchId: z.number(),
  branchName: z.string(),
  n: z.number(),
  on: z.boolean(),
  note: z.string(),
  /** Survey made on the tablet (source tabletInput). */
  inputToken: z.string(),
  /** The QR shown for the guest's phone (source tabletScan). */
  scanUrl: z.string(),
  update: updateInfo,
});

const tabletParam = z.object({ tabletToken: surveyToken });

export const surveyApi = {
  getSurvey: endpoint({
    method: 'GET',
    path: '/survey/get_survey/:branch/:month/:loadWith',
    params: branchMonthLoad,
    answer: surveyMonthAnswer,
  }),
  getNewSurvey: endpoint({
    method: 'GET',
    path: '/survey/get_new_survey/:branch/:month/:loadWith',
    params: branchMonthLoad,
    answer: surveyMonthAnswer,
  }),
  /** The month's survey sheet (.xlsx); ?generation=old for the old site's surveys. :date is the month. */
  downSurvey: endpoint({
    method: 'GET',
    path: '/survey/down_survey/:branch/download/:loadWith/:date',
    params: z.object({ branch: branchParam, loadWith, date: monthString }),
    query: z.object({ generation: z.enum(['new', 'old']).default('new') }),
    answer: fileAnswer,
  }),
  takeConfig: endpoint({
    method: 'GET',
    path: '/survey/take_data_survey_config/:branch',
    params: z.object({ branch: branchParam }),
    answer: surveyConfigAnswer,
  }),
  sendMail: endpoint({
    method: 'POST',
    path: '/user/sent_mail_survey_online',
    body: sendReportBody,
    answer: z.object({ status: z.literal(1), msg: z.string() }),
  }),
  /** A bar chart of department averages as a PNG (the image the report mail carries). */
  makeChart: endpoint({ method: 'POST', path: '/survey/make_chart', body: chartBody, answer: fileAnswer }),
  updateNote: endpoint({
    method: 'POST',
    path: '/survey/update_note/:branch/:month',
    params: z.object({ branch: branchParam, month: monthString }),
    body: noteBody,
    answer: noteAnswer,
  }),
  updateNoteNew: endpoint({
    method: 'POST',
    path: '/survey/update_note_new_survey/:branch/:month',
    params: z.object({ branch: branchParam, month: monthString }),
    body: noteBody,
    answer: noteAnswer,
  }),
  editSurvey: endpoint({
    method: 'PATCH',
    path: '/survey/:branch/edit_survey/:id',
    params: z.object({ branch: branchParam, id: idParam }),
    body: editSurveyBody,
    answer: noteAnswer,
  }),
  editSurveyWeek: endpoint({
    method: 'PATCH',
    path: '/survey/:branch/edit_survey_week',
    params: z.object({ branch: branchParam }),
    body: editWeekBody,
    answer: z.object({ status: z.literal(1), msg: z.string(), changed: z.number() }),
  }),
  /**
   * The documented activation by GET, with the pass in the address: refused (405), since a GET changes nothing
   * and an address is written to logs. Tablets activate with `activateTablet`.
   */
  sendPassActiveTablet: endpoint({
    ...guestCalls.sendPassActiveTablet,
    params: z.object({ branch: digitsParam(1, 999), pass: z.string().min(1).max(100) }),
    answer: z.object({ status: z.literal(0), msg: z.string() }),
  }),
  /** A tablet activates itself with the branch's pass (public, rate-limited): the answer carries its tablet token. */
  activateTablet: endpoint({
    ...guestCalls.activateTablet,
    params: z.object({ branch: digitsParam(1, 999) }),
    body: z.object({ pass: z.string().min(1).max(100) }),
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      data: z.object({ tabletToken: z.string(), n: z.number(), branchId: z.number(), branchName: z.string() }),
    }),
  }),
  actionTablet: endpoint({
    method: 'PATCH',
    path: '/survey/action_tablet_active/:branch/:action/:n',
    params: z.object({
      branch: digitsParam(1, 999),
      action: z.enum(['on', 'off', 'delete', 'note']),
      n: digitsParam(1, 9999),
    }),
    body: z.object({ note: z.string().max(500).default('') }),
    answer: surveyConfigAnswer,
  }),
  changeConfig: endpoint({
    method: 'PATCH',
    path: '/survey/change_data_survey_config/update',
    body: updateInfo,
    answer: z.object({ status: z.literal(1), msg: z.string(), data: updateInfo }),
  }),
  /** Pass Active's Send Pass: sets a branch's tablet pass (kept hashed). */
  changePass: endpoint({
    method: 'PATCH',
    path: '/survey/change_data_survey_config/pass',
    body: z.object({
      branch: z.number().int().min(1).max(999),
      pass: z.string().trim().min(4, 'Pass must be 4 characters or more').max(100),
    }),
    answer: z.object({ status: z.literal(1), msg: z.string() }),
  }),
  rotenMonth: endpoint({
    method: 'GET',
    path: '/roten/get_roten_survey_month/:branch/:month',
    params: z.object({ branch: branchParam, month: monthString }),
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      data: z.object({ opinions: z.array(opinion), canReply: z.boolean() }),
    }),
  }),
  rotenReply: endpoint({
    method: 'POST',
    path: '/roten/update_sup_feed_back/:branch',
    params: z.object({ branch: branchParam }),
    body: noteBody.extend({ month: monthString }),
    answer: noteAnswer,
  }),

  // Not in endpoints.txt: Sumbook's own survey site and its codes.
  /** The QR codes of a branch for one language (rooms, the reception tablet, the Rotenburo); missing ones are made. */
  qrCodes: endpoint({
    method: 'GET',
    path: '/survey/qr_codes/:branch/:lang',
    params: z.object({ branch: branchParam, lang: surveyLang }),
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      data: z.object({ branchName: z.string(), codes: z.array(qrCode) }),
    }),
  }),
  /** Revokes a code (it stops working at once) and makes its replacement. */
  revokeQr: endpoint({
    method: 'POST',
    path: '/survey/qr_codes/:branch/revoke',
    params: z.object({ branch: branchParam }),
    body: z.object({ token: surveyToken }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: qrCode }),
  }),
  /** The survey-redirect tool: a public room token of the user's branch (body as the old service's). */
  makeTokenRoomPublic: endpoint({
    ...shellCalls.makeTokenRoomPublic,
    body: z.object({ branchID: z.number().int().min(0).max(999), room: z.string().trim().max(10).default('home') }),
    answer: z.object({ status: z.literal(1), msg: z.string(), qr_token: z.string(), url: z.string() }),
  }),
  publicGet: endpoint({
    ...guestCalls.publicGet,
    params: z.object({ token: surveyToken }),
    /** key: the readKey a send answered, kept by the device that sent it. */
    query: z.object({ room: z.string().max(10).optional(), key: z.string().max(100).optional() }),
    answer: publicSurveyAnswer,
  }),
  publicSubmit: endpoint({
    ...guestCalls.publicSubmit,
    params: z.object({ token: surveyToken }),
    body: submitBody,
    answer: z.object({
      status: z.literal(1),
      msg: z.string(),
      /** readKey: lets the sending device read its answers back today (publicGet's key). */
      data: z.object({ id: z.number(), day: z.string(), readKey: z.string() }),
    }),
  }),
  /** A tablet's home: its codes, ON/OFF, note and the update information; the call also marks it Online. */
  tabletHome: endpoint({
    ...guestCalls.tabletHome,
    params: tabletParam,
    query: z.object({ version: z.string().max(50).optional() }),
    answer: z.object({ status: z.literal(1), msg: z.string(), data: tabletHome }),
  }),
};
