// Big tappable choice buttons: one of a list (radio) or several (checkbox), labelled in the guest's language.
import type { Choice, SurveyLang } from '../../domain/survey-questions';

interface OneProps {
  name: string;
  list: readonly Choice[];
  lang: SurveyLang;
  value: string;
  onChange(v: string): void;
}
export function OneOf({ name, list, lang, value, onChange }: OneProps) {
  return (
    <div className="chips" role="radiogroup" aria-label={name}>
      {list.map((c) => (
        <button
          type="button"
          key={c.key}
          role="radio"
          aria-checked={value === c.key}
          className={value === c.key ? 'chip on' : 'chip'}
          onClick={() => onChange(value === c.key ? '' : c.key)}
        >
          {c.label[lang]}
        </button>
      ))}
    </div>
  );
}

interface ManyProps {
  name: string;
  list: readonly Choice[];
  lang: SurveyLang;
  value: string[];
  onChange(v: string[]): void;
}
export function ManyOf({ name, list, lang, value, onChange }: ManyProps) {
  const toggle = (k: string) => onChange(value.includes(k) ? value.filter((x) => x !== k) : [...value, k]);
  return (
    <div className="chips" role="group" aria-label={name}>
      {list.map((c) => (
        <button
          type="button"
          key={c.key}
          role="checkbox"
          aria-checked={value.includes(c.key)}
          className={value.includes(c.key) ? 'chip on' : 'chip'}
          onClick={() => toggle(c.key)}
        >
          {c.label[lang]}
        </button>
      ))}
    </div>
  );
}
