// A guest's answers: their shape, the caps on what a guest may send, and the improvement-point rule
// (document 4: a 1 or 2 opens the choices, a score above 2 clears them). Everything a guest sends is
// untrusted: normaliseAnswers keeps only known keys and capped texts, so what is stored is always valid.
import { hasMassage } from './packages';
import { SUB_SCORES, Q5_TEXT_MAX, isRated, scoreIsRed, type SubScore } from './survey';
import {
  IMPROVEMENT_CHOICES,
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  type Choice,
} from './survey-questions';

/** Caps on free text (characters). */
export const COMMENT_MAX = 1000;
export const OTHER_TEXT_MAX = 100;
export const ROTEN_MAX = 1000;
export const ROOM_MAX = 10;

export interface SubAnswer {
  /** 0 = not used, 1-5. */
  score: number;
  /** Improvement-point keys (only with a score of 1 or 2). */
  improve: string[];
  /** Free text with the improvement "other" (question5 text limit 10 characters). */
  other: string;
}
export interface SurveyAnswers {
  q1: string;
  q2: string;
  q3: string;
  q4: string[];
  q4Other: string;
  /** Ten sub-scores in SUB_SCORES order. */
  q5: SubAnswer[];
  q6: string[];
  q6Other: string;
  q7: string;
  q8: string;
}

export function emptySubAnswer(): SubAnswer {
  return { score: 0, improve: [], other: '' };
}
export function emptyAnswers(): SurveyAnswers {
  return {
    q1: '',
    q2: '',
    q3: '',
    q4: [],
    q4Other: '',
    q5: SUB_SCORES.map(emptySubAnswer),
    q6: [],
    q6Other: '',
    q7: '',
    q8: '',
  };
}

/** Control characters out (tabs and new lines kept), trimmed, capped. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const kept = [...value].filter((ch) => {
    const code = ch.charCodeAt(0);
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
  });
  return kept.join('').trim().slice(0, max);
}
const oneOf = (list: readonly Choice[], v: unknown): string =>
  typeof v === 'string' && list.some((ch) => ch.key === v) ? v : '';
const someOf = (list: readonly Choice[], v: unknown): string[] =>
  Array.isArray(v) ? list.map((ch) => ch.key).filter((k) => v.includes(k)) : [];

/**
 * The score change rule of the form: setting a score keeps the improvement points only while the score
 * is 1 or 2 (a score above 2, or 0, clears them and their text).
 */
export function withScore(sub: SubAnswer, score: number): SubAnswer {
  const s = isRated(score) ? score : 0;
  return scoreIsRed(s) ? { ...sub, score: s } : { score: s, improve: [], other: '' };
}

/** The choices a sub-score opens at a score of 1 or 2 (none for the others). */
export function improvementChoices(item: SubScore): readonly Choice[] {
  return IMPROVEMENT_CHOICES[item] ?? [];
}

/** A guest's answers made safe: unknown keys dropped, texts capped, the improvement rule applied, massage cleared where hidden. */
export function normaliseAnswers(raw: unknown, branchId: number): SurveyAnswers {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const q5raw = Array.isArray(r.q5) ? r.q5 : [];
  const q5 = SUB_SCORES.map((item, i) => {
    const v = (q5raw[i] && typeof q5raw[i] === 'object' ? q5raw[i] : {}) as Record<string, unknown>;
    const score = typeof v.score === 'number' && isRated(v.score) ? v.score : 0;
    if (item === 'massage' && !hasMassage(branchId)) return emptySubAnswer();
    if (!scoreIsRed(score)) return { score, improve: [], other: '' };
    const improve = someOf(improvementChoices(item), v.improve);
    return { score, improve, other: improve.includes('other') ? cleanText(v.other, Q5_TEXT_MAX) : '' };
  });
  const q4 = someOf(Q4_CHOICES, r.q4);
  const q6 = someOf(Q6_CHOICES, r.q6);
  return {
    q1: oneOf(Q1_CHOICES, r.q1),
    q2: oneOf(Q2_CHOICES, r.q2),
    q3: oneOf(Q3_CHOICES, r.q3),
    q4,
    q4Other: q4.includes('other') ? cleanText(r.q4Other, OTHER_TEXT_MAX) : '',
    q5,
    q6,
    q6Other: q6.includes('other') ? cleanText(r.q6Other, OTHER_TEXT_MAX) : '',
    q7: oneOf(Q7_CHOICES, r.q7),
    q8: cleanText(r.q8, COMMENT_MAX),
  };
}

/** Whether the guest answered anything at all (an empty form is not stored). */
export function hasAnyAnswer(a: SurveyAnswers): boolean {
  return (
    a.q1 !== '' ||
    a.q2 !== '' ||
    a.q3 !== '' ||
    a.q4.length > 0 ||
    a.q5.some((s) => s.score > 0) ||
    a.q6.length > 0 ||
    a.q7 !== '' ||
    a.q8 !== ''
  );
}

/** The ten scores as numbers (0 = not rated). */
export function scoresOf(a: Pick<SurveyAnswers, 'q5'>): number[] {
  return SUB_SCORES.map((_, i) => a.q5[i]?.score ?? 0);
}

/** A Rotenburo opinion: one free-text box; Complete is disabled while it is empty. */
export function rotenCanComplete(text: string): boolean {
  return cleanText(text, ROTEN_MAX) !== '';
}
