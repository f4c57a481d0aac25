import { IonButton } from '@ionic/react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
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

/**
 * A supervisor's reply on a guest comment, under its visible label: the box grows with its text; Save reply
 * shows once the text differs from the saved one (never a greyed-out button) and sends it (or queues it offline).
 */
export function ReplyBox({ label, value, conflict, waiting, onSave, onKeepServer }: Props) {
  const t = useT('survey');
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  const changed = text !== value || (conflict !== undefined && conflict !== null);
  return (
    <div className="sv-reply">
      <label htmlFor={id} className="sv-reply-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={replyRows(text)}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="sv-reply-actions">
        {waiting && <span className="sv-waiting">{t('Waiting to be sent')}</span>}
        {changed && (
          <IonButton size="small" onClick={() => onSave(text)}>
            {t('Save reply')}
          </IonButton>
        )}
      </div>
      {conflict !== undefined && conflict !== null && (
        <div className="sv-conflict" role="alert">
          <p>{t('Someone changed this reply meanwhile. On the server now:')}</p>
          <blockquote>{conflict || t('(empty)')}</blockquote>
          <p>{t('Yours (above) is not saved yet: Save reply keeps yours, or')}</p>
          <IonButton size="small" fill="outline" onClick={onKeepServer}>
            {t("Keep the server's")}
          </IonButton>
        </div>
      )}
    </div>
  );
}
