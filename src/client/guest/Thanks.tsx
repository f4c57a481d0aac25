// The thank-you page; on a tablet it goes back home after 5 seconds, counting down.
import { useEffect, useState } from 'react';

export const BACK_HOME_SECONDS = 5;

export function Thanks({ text, onDone }: { text: string; onDone?: () => void }) {
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
      <div className="tick">✓</div>
      <p>{text}</p>
      {onDone && (
        <p className="countdown">
          <button type="button" className="link" onClick={onDone}>
            ← {left}
          </button>
        </p>
      )}
    </div>
  );
}
