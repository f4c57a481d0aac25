import { IonButton, IonIcon } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useT } from '../../lib/i18n';
import type { SurveyEntry, SurveyMonth } from './survey-api';
import { commentOf } from './survey-view';
import { ReplyBox } from './ReplyBox';
import type { Replies } from './use-replies';

/** The comment and, for role 3 in the window, the reply box (hidden for paper surveys); the note read-only otherwise. */
export function CommentAndReply({
  e,
  data,
  replies,
  kind = 'guest',
}: {
  e: SurveyEntry;
  data: SurveyMonth;
  replies: Replies;
  kind?: 'guest' | 'roten';
}) {
  const t = useT('survey');
  const text = commentOf(e);
  const paper = /paper survey/i.test(text);
  return (
    <div className="sv-comment-block">
      {text && <p className="sv-comment">{text}</p>}
      {text && !paper && data.canReply ? (
        <ReplyBox
          label={
            e.room
              ? t('Reply to {{room}} {{day}}', { room: e.room, day: e.day })
              : t('Reply to guest {{day}}', { day: e.day })
          }
          value={e.supFeedback}
          waiting={replies.waiting[e.id]}
          conflict={replies.conflicts[e.id]?.supFeedback ?? null}
          onSave={(v) => void replies.save(kind, e, v)}
          onKeepServer={() => replies.keepServer(e.id)}
        />
      ) : (
        e.supFeedback &&
        !paper && (
          <p className="sv-note">
            <b>{t('Supervisor:')}</b> {e.supFeedback}
          </p>
        )
      )}
    </div>
  );
}

export function EditButton({ e, onEdit }: { e: SurveyEntry; onEdit(e: SurveyEntry): void }) {
  const t = useT('survey');
  return (
    <IonButton size="small" fill="clear" aria-label={t('Edit survey {{id}}', { id: e.id })} onClick={() => onEdit(e)}>
      <IonIcon aria-hidden="true" slot="icon-only" icon={createOutline} />
    </IonButton>
  );
}
