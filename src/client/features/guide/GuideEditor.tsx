import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonInput,
  IonModal,
  IonSelect,
  IonSelectOption,
  IonTextarea,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useEffect, useState } from 'react';
import { GUIDE_CONTENT_MAX, GUIDE_NAME_MAX, guideTopics, INTRO_TITLE } from '../../../domain/guide';
import { useT } from '../../lib/i18n';

export interface GuideDraft {
  id?: number;
  name: string;
  content: string;
  sort: number;
  /** The revision of the guide read (absent: a new guide). */
  revision?: number;
}

/**
 * The admin's editor of one guide (name, place among the tabs, text). "## " starts a topic, "- " a list
 * line; the topics found are listed under the text so the admin sees the side list it makes.
 */
export function GuideEditor({
  draft,
  count,
  busy,
  error,
  onSave,
  onClose,
}: {
  draft: GuideDraft | null;
  count: number;
  busy: boolean;
  error: string;
  onSave: (d: GuideDraft) => void;
  onClose: () => void;
}) {
  const t = useT('guide');
  const [d, setD] = useState<GuideDraft | null>(draft);
  useEffect(() => setD(draft), [draft]);
  const places = d?.id === undefined ? count + 1 : count;
  const topics = d ? guideTopics(d.content).map((topic) => topic.title || t(INTRO_TITLE)) : [];
  return (
    <IonModal isOpen={!!draft} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{d?.id === undefined ? t('New guide') : t('Edit guide')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {d && (
          <form
            className="gd-editor"
            onSubmit={(e) => {
              e.preventDefault();
              onSave(d);
            }}
          >
            <IonInput
              label={t('Guide name')}
              labelPlacement="stacked"
              fill="outline"
              maxlength={GUIDE_NAME_MAX}
              value={d.name}
              onIonInput={(e) => setD({ ...d, name: String(e.detail.value ?? '') })}
            />
            <IonSelect
              label={t('Place among the tabs')}
              labelPlacement="stacked"
              fill="outline"
              interface="popover"
              value={d.sort}
              onIonChange={(e) => setD({ ...d, sort: Number(e.detail.value) })}
            >
              {Array.from({ length: places }, (_, i) => (
                <IonSelectOption key={i} value={i}>
                  {i + 1}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonTextarea
              label={t('Text')}
              labelPlacement="stacked"
              fill="outline"
              autoGrow
              rows={12}
              maxlength={GUIDE_CONTENT_MAX}
              helperText={t('A line starting with "## " starts a topic; "- " starts a list line.')}
              value={d.content}
              onIonInput={(e) => setD({ ...d, content: String(e.detail.value ?? '') })}
            />
            <p className="sb-muted">
              {topics.length ? t('Topics: {{topics}}', { topics: topics.join(' · ') }) : t('Topics: none yet')}
            </p>
            {error && (
              <p className="sb-error" role="alert">
                {error}
              </p>
            )}
            <IonButton type="submit" expand="block" disabled={busy || !d.name.trim() || !d.content.trim()}>
              {t('Save guide')}
            </IonButton>
          </form>
        )}
      </IonContent>
    </IonModal>
  );
}
