// The guest survey, Q1-Q8 (document 4), in the chosen language. The massage score is hidden where the
// branch has none; Complete sends it once.
import { useState } from 'react';
import { emptyAnswers, hasAnyAnswer, COMMENT_MAX, OTHER_TEXT_MAX } from '../../domain/survey-answers';
import {
  Q1_CHOICES,
  Q2_CHOICES,
  Q3_CHOICES,
  Q4_CHOICES,
  Q6_CHOICES,
  Q7_CHOICES,
  questionTexts,
  visibleSubScores,
  type SurveyLang,
} from '../../domain/survey-questions';
import { SUB_SCORES } from '../../domain/survey';
import type { Answers } from './api';
import { ManyOf, OneOf } from './Choices';
import { loadDraft, saveDraft } from './draft';
import { ScoreRow } from './ScoreRow';

interface Props {
  branchId: number;
  lang: SurveyLang;
  draftKey: string;
  busy: boolean;
  onSend(a: Answers): void;
}

export function SurveyForm({ branchId, lang, draftKey, busy, onSend }: Props) {
  const [a, setA] = useState<Answers>(() => loadDraft(draftKey, emptyAnswers()));
  const t = questionTexts(branchId, lang);
  const set = (patch: Partial<Answers>) =>
    setA((prev) => {
      const next = { ...prev, ...patch };
      saveDraft(draftKey, next);
      return next;
    });
  return (
    <form
      className="survey"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(a);
      }}
    >
      <section>
        <h2>{t.q1}</h2>
        <OneOf name={t.q1} list={Q1_CHOICES} lang={lang} value={a.q1} onChange={(q1) => set({ q1 })} />
      </section>
      <section>
        <h2>{t.q2}</h2>
        <OneOf name={t.q2} list={Q2_CHOICES} lang={lang} value={a.q2} onChange={(q2) => set({ q2 })} />
      </section>
      <section>
        <h2>{t.q3}</h2>
        <OneOf name={t.q3} list={Q3_CHOICES} lang={lang} value={a.q3} onChange={(q3) => set({ q3 })} />
      </section>
      <section>
        <h2>{t.q4}</h2>
        <ManyOf name={t.q4} list={Q4_CHOICES} lang={lang} value={a.q4} onChange={(q4) => set({ q4 })} />
        {a.q4.includes('other') && (
          <input
            className="text"
            maxLength={OTHER_TEXT_MAX}
            aria-label={`${t.q4} other`}
            value={a.q4Other}
            onChange={(e) => set({ q4Other: e.target.value })}
          />
        )}
      </section>
      <section>
        <h2>{t.q5}</h2>
        <p className="hint">{t.q5Hint}</p>
        {visibleSubScores(branchId).map((item) => {
          const i = SUB_SCORES.indexOf(item);
          return (
            <ScoreRow
              key={item}
              item={item}
              lang={lang}
              improvementLabel={t.improvement}
              value={a.q5[i]}
              onChange={(v) => set({ q5: a.q5.map((s, j) => (j === i ? v : s)) })}
            />
          );
        })}
      </section>
      <section>
        <h2>{t.q6}</h2>
        <ManyOf name={t.q6} list={Q6_CHOICES} lang={lang} value={a.q6} onChange={(q6) => set({ q6 })} />
        {a.q6.includes('other') && (
          <input
            className="text"
            maxLength={OTHER_TEXT_MAX}
            aria-label={`${t.q6} other`}
            value={a.q6Other}
            onChange={(e) => set({ q6Other: e.target.value })}
          />
        )}
      </section>
      <section>
        <h2>{t.q7}</h2>
        <OneOf name={t.q7} list={Q7_CHOICES} lang={lang} value={a.q7} onChange={(q7) => set({ q7 })} />
      </section>
      <section>
        <h2>{t.q8}</h2>
        <textarea
          aria-label={t.q8}
          maxLength={COMMENT_MAX}
          rows={4}
          value={a.q8}
          onChange={(e) => set({ q8: e.target.value })}
        />
      </section>
      <button type="submit" className="complete" disabled={busy || !hasAnyAnswer(a)}>
        {t.complete}
      </button>
    </form>
  );
}
