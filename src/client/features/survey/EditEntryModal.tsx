import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useState } from 'react';
import { withScore } from '../../../domain/survey-answers';
import { currentLanguage, useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { editEntry, type SurveyEntry } from './survey-api';
import { scoreColumns } from './survey-view';

/** Roles 1 and 7: edit a survey (room, counted or not, the scores with the improvement rule, the comment). */
export function EditEntryModal({
  branchId,
  entry,
  onClose,
  onSaved,
}: {
  branchId: number;
  entry: SurveyEntry | null;
  onClose(): void;
  onSaved(e: SurveyEntry): void;
}) {
  const t = useT('survey');
  const [draft, setDraft] = useState<SurveyEntry | null>(entry);
  const notice = useNotice();
  useEffect(() => setDraft(entry), [entry]);
  if (!entry || !draft) return null;
  const save = async () => {
    const res = await editEntry(branchId, entry.id, {
      baseRev: entry.rev,
      room: draft.room,
      status: draft.status === 'True' ? 'True' : 'False',
      ...(draft.answers ? { answers: draft.answers } : {}),
      ...(draft.kind === 'roten' ? { opinion: draft.opinion } : {}),
    });
    if (!res.ok) return notice(res.error.msg, t('Update data'));
    toast(t('Update Success'));
    onSaved(res.data.data);
    onClose();
  };
  const a = draft.answers;
  return (
    <IonModal isOpen onDidDismiss={onClose} data-testid="edit-survey">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Survey {{day}} {{time}}', { day: entry.day, time: entry.time })}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div className="sv-form">
          <label>
            {t('Room')}
            <input
              aria-label={t('Room')}
              maxLength={10}
              value={draft.room}
              onChange={(e) => setDraft({ ...draft, room: e.target.value })}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.status === 'True'}
              onChange={(e) => setDraft({ ...draft, status: e.target.checked ? 'True' : 'False' })}
            />{' '}
            {t('Counted in the report')}
          </label>
          {a &&
            scoreColumns(branchId, currentLanguage()).map((c) => (
              <label key={c.item}>
                {c.label}
                <select
                  aria-label={c.label}
                  value={a.q5[c.index]?.score ?? 0}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      answers: {
                        ...a,
                        q5: a.q5.map((s, i) => (i === c.index ? withScore(s, Number(e.target.value)) : s)),
                      },
                    })
                  }
                >
                  <option value={0}>-</option>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          <label>
            {t('Comment')}
            <textarea
              aria-label={t('Comment')}
              rows={3}
              value={a ? a.q8 : draft.opinion}
              onChange={(e) =>
                setDraft(
                  a ? { ...draft, answers: { ...a, q8: e.target.value } } : { ...draft, opinion: e.target.value },
                )
              }
            />
          </label>
          <div className="sv-form-actions">
            <IonButton onClick={() => void save()}>{t('Save')}</IonButton>
            <IonButton fill="outline" color="medium" onClick={onClose}>
              {t('Close')}
            </IonButton>
          </div>
        </div>
      </IonContent>
    </IonModal>
  );
}
