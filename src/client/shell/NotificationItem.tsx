import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import { EDIT_AGREE, EDIT_REFUSE, shellCalls } from '../../contract/light-calls';
import type { Notification, notificationApi } from '../../contract/notification';
import { ageText } from '../../domain/constants';
import { NOTICE_UNPAID_BILL } from '../../domain/debit-remind';
import { RC_EDIT_ANSWER_ROLES } from '../../domain/rc-roles';
import type { Role } from '../../domain/roles';
import { sendByType } from '../lib/outbox';
import { toast } from '../lib/toast';
import { loadNotifications, markRead } from './notifications';
import { tr, useT } from '../lib/i18n';

/** Answers an edit request: Agree opens a new version of the sum; Refuse replies 'Your request : refuse'. */
async function answer(n: Notification, value: string): Promise<void> {
  const res = await sendByType<typeof notificationApi.update>(
    shellCalls.updateNotification,
    { id: n.id },
    { isread: true, answer: value },
    tr('common')('Answer "{{title}}"', { title: n.title }),
  );
  if (!res.ok) toast(res.error.msg, 'danger');
  else if (res.queued) toast(tr('common')('Your answer will be sent when you are back online.'), 'warning');
  else toast(tr('common')('Update Success'));
  await loadNotifications();
}

/** One notification: age, sender, answer; edit requests get Agree / Refuse; a link opens its sum (a reminder's, its debit line). */
export function NotificationItem({
  n,
  role,
  now,
  open,
}: {
  n: Notification;
  role: Role;
  now: Date;
  open: (link: string) => void;
}) {
  const t = useT('common');
  const canAnswer = n.type === 1 && !n.answer && RC_EDIT_ANSWER_ROLES.includes(role);
  return (
    <IonItem
      detail={false}
      button={!canAnswer}
      onClick={
        canAnswer
          ? undefined
          : () => {
              if (!n.isread) void markRead(n);
              // A reminder of an unpaid bill opens its line at a tap (the Open button does the same).
              if (n.type === NOTICE_UNPAID_BILL && n.link) open(n.link);
            }
      }
    >
      <IonLabel className={`ion-text-wrap ${n.isread ? '' : 'sb-unread'}`}>
        <h3>{n.title}</h3>
        <p>{n.Conent}</p>
        <p>
          {n.sent_from} · {ageText(new Date(n.time_created), now)}
          {n.answer ? ` · ${n.answer}` : ''}
        </p>
        <div className="sb-note-actions">
          {canAnswer && (
            <IonButton
              size="small"
              color="success"
              onClick={() => {
                void answer(n, EDIT_AGREE);
              }}
            >
              {t('Agree')}
            </IonButton>
          )}
          {canAnswer && (
            <IonButton
              size="small"
              color="danger"
              fill="outline"
              onClick={() => {
                void answer(n, EDIT_REFUSE);
              }}
            >
              {t('Refuse')}
            </IonButton>
          )}
          {n.link && (
            <IonButton
              size="small"
              fill="clear"
              onClick={(e) => {
                e.stopPropagation();
                open(n.link);
              }}
            >
              {t('Open')}
            </IonButton>
          )}
        </div>
      </IonLabel>
      {!n.isread && (
        <IonNote slot="end" color="primary">
          ●
        </IonNote>
      )}
    </IonItem>
  );
}
