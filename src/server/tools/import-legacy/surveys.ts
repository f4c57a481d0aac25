// surveys.json: the old survey site's entries (spec 3 "Survey entry": mdate/day, mtime/time, table, room_number,
// mcau1..mcau8 or question1..question8, mstatus, supFeedback, mnotechange). A choice may be written as its key,
// its label in any of the survey's languages, or its number (1 = the first choice); mcau5 holds the ten scores
// {nameSubAnswer, answer} in order, 0 = not rated. Stored through the survey module's insertEntry as the old
// site's surveys (generation 'old', /old_survey_online); an entry with only `opinion` is a Rotenburo opinion.
import { emptyAnswers, normaliseAnswers, type SurveyAnswers } from '../../../domain/survey-answers';
import {
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  type Choice,
} from '../../../domain/survey-questions';
import { insertEntry } from '../../modules/survey/store';
import type { Doc, Item } from './read';
import { IMPORT_AUTHOR, type Step } from './step';
import { branchOf, dayOf, flag, pick, refuse, text, whole } from './values';

const SOURCES = ['roomScan', 'tabletInput', 'tabletScan'];

/** mstatus: 'True' (or true, or missing) counts in the reports; anything else is kept as 'False'. */
const statusOf = (v: unknown): string => (v === undefined || flag(v) ? 'True' : 'False');

function choice(list: readonly Choice[], v: unknown, name: string): string {
  if (v === undefined || v === null || v === '') return '';
  const t = String(v).trim();
  if (/^\d+$/.test(t) && list[Number(t) - 1]) return list[Number(t) - 1].key;
  const low = t.toLowerCase();
  const hit = list.find(
    (c) => c.key.toLowerCase() === low || Object.values(c.label).some((l) => l.toLowerCase() === low),
  );
  return hit ? hit.key : refuse(`${name} "${t}" is not one of its choices`);
}

const choices = (list: readonly Choice[], v: unknown, name: string): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]).map((x) => choice(list, x, name));

const q = (doc: Doc, n: number) => pick(doc, [`mcau${n}`, `question${n}`]);

function answersOf(doc: Doc, branchId: number): SurveyAnswers {
  const scores = q(doc, 5);
  const list = Array.isArray(scores) ? scores : [];
  const q5 = emptyAnswers().q5.map((_, i) => {
    const s = list[i] && typeof list[i] === 'object' ? (list[i] as Doc).answer : list[i];
    const score = whole(s ?? 0, `mcau5 score ${i + 1}`);
    if (score < 0 || score > 5) refuse(`mcau5 score ${i + 1} is ${score}, not 0-5`);
    return { score, improve: [], other: '' };
  });
  const raw = {
    q1: choice(Q1_CHOICES, q(doc, 1), 'mcau1'),
    q2: choice(Q2_CHOICES, q(doc, 2), 'mcau2'),
    q3: choice(Q3_CHOICES, q(doc, 3), 'mcau3'),
    q4: choices(Q4_CHOICES, q(doc, 4), 'mcau4'),
    q5,
    q6: choices(Q6_CHOICES, q(doc, 6), 'mcau6'),
    q7: choice(Q7_CHOICES, q(doc, 7), 'mcau7'),
    q8: text(doc, ['mcau8', 'question8'], 1000),
  };
  return normaliseAnswers(raw, branchId);
}

export async function importSurveys(step: Step, items: readonly Item[]): Promise<void> {
  await step.each(items, async ({ doc }, id) => {
    const branchId = await step.branch(branchOf(doc));
    const day = dayOf(pick(doc, ['mdate', 'day', 'date']), branchId, 'mdate');
    const opinion = text(doc, ['opinion', 'rotenOpinion'], 1000);
    const roten = opinion !== '' && q(doc, 1) === undefined && q(doc, 5) === undefined;
    const table = text(doc, ['table', 'type', 'source'], 20);
    const entryId = await insertEntry(step.trx, {
      branchId,
      generation: 'old',
      kind: roten ? 'roten' : 'guest',
      day,
      time: text(doc, ['mtime', 'time'], 8),
      room: text(doc, ['room_number', 'roomNumber', 'room'], 10),
      source: SOURCES.includes(table) ? table : 'app',
      lang: text(doc, ['lang', 'language'], 5) || 'ja',
      answers: roten ? null : answersOf(doc, branchId),
      opinion: roten ? opinion : '',
      tokenId: '',
      dedupeKey: null,
      by: IMPORT_AUTHOR,
      status: statusOf(pick(doc, ['mstatus', 'status'])),
      supFeedback: text(doc, ['supFeedback', 'mnotechange'], 1000),
    });
    await step.record(
      id,
      `survey:${branchId}:${entryId}`,
      'survey.import_legacy',
      { day, kind: roten ? 'roten' : 'guest' },
      branchId,
    );
  });
}
