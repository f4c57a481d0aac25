// The thank-you page; on a tablet it goes back home after 5 seconds, counting down where the guest sees it.
// A survey the tablet kept to send later (no network) gets the same thanks and a line saying it will be sent.
import { useEffect, useState } from 'react';
import type { SurveyLang } from '../../domain/survey-questions';
import { BACK_NOW, backHomeText, QUEUED_NOTE } from './view';

export const BACK_HOME_SECONDS = 5;

export function Thanks({
  text,
  lang,
  onDone,
  queued = false,
}: {
  text: string;
  lang: SurveyLang;
  onDone?: () => void;
  queued?: boolean;
}) {
  const [left, setLeft] = useState(BACK_HOME_SECONDS);
  useEffect(() => {
    if (!onDone) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left, onDone]);
  return (
    <div className="thanks" data-testid="survey-thanks">
      <div className="tick" aria-hidden="true">
        ✓
      </div>
      <p className="thanks-text">{text}</p>
      {queued && (
        <p className="hint" data-testid="survey-queued" role="status">
          {QUEUED_NOTE[lang]}
        </p>
      )}
      {onDone && (
        <div className="countdown">
          <p data-testid="back-home-countdown" aria-live="polite">
            {backHomeText(lang, Math.max(left, 0))}
          </p>
          <button type="button" className="back-now" onClick={onDone}>
            {BACK_NOW[lang]}
          </button>
        </div>
      )}
    </div>
  );
}
