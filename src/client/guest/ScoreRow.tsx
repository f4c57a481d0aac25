// One Q5 item: 1-5 or "not used" (the blank every item starts at, marked lightly); a 1 or 2 opens the
// item's improvement points, above 2 clears them.
import { Q5_TEXT_MAX, scoreIsRed, type SubScore } from '../../domain/survey';
import { improvementChoices, withScore, type SubAnswer } from '../../domain/survey-answers';
import { NOT_USED, SCORE_LABELS, SUB_SCORE_LABELS, type SurveyLang } from '../../domain/survey-questions';
import { ManyOf } from './Choices';

interface Props {
  item: SubScore;
  lang: SurveyLang;
  improvementLabel: string;
  value: SubAnswer;
  onChange(v: SubAnswer): void;
}

export function ScoreRow({ item, lang, improvementLabel, value, onChange }: Props) {
  const label = SUB_SCORE_LABELS[item][lang];
  const choices = improvementChoices(item);
  return (
    <div className="score-row" data-item={item}>
      <div className="score-label">{label}</div>
      <div className="scores" role="radiogroup" aria-label={label}>
        {([1, 2, 3, 4, 5] as const).map((n) => (
          <button
            type="button"
            key={n}
            role="radio"
            aria-checked={value.score === n}
            aria-label={`${label} ${n} ${SCORE_LABELS[n][lang]}`}
            title={SCORE_LABELS[n][lang]}
            className={value.score === n ? (n <= 2 ? 'score on low' : 'score on') : 'score'}
            onClick={() => onChange(withScore(value, n))}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          role="radio"
          aria-checked={value.score === 0}
          aria-label={`${label} ${NOT_USED[lang]}`}
          className={value.score === 0 ? 'score none on' : 'score none'}
          onClick={() => onChange(withScore(value, 0))}
        >
          {NOT_USED[lang]}
        </button>
      </div>
      {scoreIsRed(value.score) && choices.length > 0 && (
        <div className="improve" data-testid={`improve-${item}`}>
          <div className="improve-title">{improvementLabel}</div>
          <ManyOf
            name={`${label} ${improvementLabel}`}
            list={choices}
            lang={lang}
            value={value.improve}
            onChange={(improve) => onChange({ ...value, improve, other: improve.includes('other') ? value.other : '' })}
          />
          {value.improve.includes('other') && (
            <input
              className="text"
              maxLength={Q5_TEXT_MAX}
              aria-label={`${label} ${improvementLabel}`}
              value={value.other}
              onChange={(e) => onChange({ ...value, other: e.target.value })}
            />
          )}
        </div>
      )}
    </div>
  );
}
