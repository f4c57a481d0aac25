import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import { replyRows } from './survey-view';

interface Props {
  label: string;
  value: string;
  /** The server's note after a refused reply: shown beside what the user typed. */
  conflict?: string | null;
  waiting?: boolean;
  onSave(value: string): void;
  onKeepServer?(): void;
}

/** A supervisor's reply on a guest comment: the box grows with its text; Save sends it (or queues it offline). */
export function ReplyBox({ label, value, conflict, waiting, onSave, onKeepServer }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className="sv-reply">
      <textarea
        aria-label={label}
        rows={replyRows(text)}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="sv-reply-actions">
        {waiting && <span className="sv-waiting">Waiting to be sent</span>}
        <IonButton size="small" disabled={text === value && !conflict} onClick={() => onSave(text)}>
          Save reply
        </IonButton>
      </div>
      {conflict !== undefined && conflict !== null && (
        <div className="sv-conflict" role="alert">
          <p>Someone changed this reply meanwhile. On the server now:</p>
          <blockquote>{conflict || '(empty)'}</blockquote>
          <p>Yours (above) is not saved yet: Save reply keeps yours, or</p>
          <IonButton size="small" fill="outline" onClick={onKeepServer}>
            Keep the server's
          </IonButton>
        </div>
      )}
    </div>
  );
}
