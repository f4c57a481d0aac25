// The answers already sent today, read-only (a second scan the same day shows them). A code whose room is
// typed in shows them only on the device that sent them; elsewhere it only says the room answered.
import { SUB_SCORES } from '../../domain/survey';
import {
  NOT_USED,
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  SUB_SCORE_LABELS,
  labelOf,
  questionTexts,
  visibleSubScores,
  type Choice,
  type SurveyLang,
} from '../../domain/survey-questions';
import type { Already } from './api';
import { ANSWERED_HIDDEN } from './view';

const many = (list: readonly Choice[], keys: string[], lang: SurveyLang) =>
  keys.map((k) => labelOf(list, k, lang)).join(', ') || '–';

export function AnswersView({ already, branchId, lang }: { already: Already; branchId: number; lang: SurveyLang }) {
  const t = questionTexts(branchId, lang);
  const a = already.answers;
  const hidden = !a && !already.opinion;
  return (
    <div className="readonly" data-testid="survey-readonly">
      <p className="notice">{hidden ? ANSWERED_HIDDEN[lang] : t.alreadySent}</p>
      <p className="when">
        {already.day} {already.time}
        {already.room ? ` · ${already.room}` : ''}
      </p>
      {a ? (
        <dl>
          <dt>{t.q1}</dt>
          <dd>{labelOf(Q1_CHOICES, a.q1, lang) || '–'}</dd>
          <dt>{t.q2}</dt>
          <dd>{labelOf(Q2_CHOICES, a.q2, lang) || '–'}</dd>
          <dt>{t.q3}</dt>
          <dd>{labelOf(Q3_CHOICES, a.q3, lang) || '–'}</dd>
          <dt>{t.q4}</dt>
          <dd>{many(Q4_CHOICES, a.q4, lang)}</dd>
          <dt>{t.q5}</dt>
          <dd>
            <ul className="scores-read">
              {visibleSubScores(branchId).map((item) => {
                const s = a.q5[SUB_SCORES.indexOf(item)];
                return (
                  <li key={item}>
                    {SUB_SCORE_LABELS[item][lang]}:{' '}
                    <b className={s && s.score > 0 && s.score <= 2 ? 'low' : ''}>
                      {s?.score ? s.score : NOT_USED[lang]}
                    </b>
                  </li>
                );
              })}
            </ul>
          </dd>
          <dt>{t.q6}</dt>
          <dd>{many(Q6_CHOICES, a.q6, lang)}</dd>
          <dt>{t.q7}</dt>
          <dd>{labelOf(Q7_CHOICES, a.q7, lang) || '–'}</dd>
          <dt>{t.q8}</dt>
          <dd className="comment">{a.q8 || '–'}</dd>
        </dl>
      ) : (
        !hidden && <p className="comment">{already.opinion}</p>
      )}
    </div>
  );
}
