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
import { GUIDE_CONTENT_MAX, GUIDE_NAME_MAX, guideTopics } from '../../../domain/guide';

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
  const [d, setD] = useState<GuideDraft | null>(draft);
  useEffect(() => setD(draft), [draft]);
  const places = d?.id === undefined ? count + 1 : count;
  const topics = d ? guideTopics(d.content).map((t) => t.title || 'Overview') : [];
  return (
    <IonModal isOpen={!!draft} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{d?.id === undefined ? 'New guide' : 'Edit guide'}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Cancel</IonButton>
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
              label="Guide name"
              labelPlacement="stacked"
              fill="outline"
              maxlength={GUIDE_NAME_MAX}
              value={d.name}
              onIonInput={(e) => setD({ ...d, name: String(e.detail.value ?? '') })}
            />
            <IonSelect
              label="Place among the tabs"
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
              label="Text"
              labelPlacement="stacked"
              fill="outline"
              autoGrow
              rows={12}
              maxlength={GUIDE_CONTENT_MAX}
              helperText='A line starting with "## " starts a topic; "- " starts a list line.'
              value={d.content}
              onIonInput={(e) => setD({ ...d, content: String(e.detail.value ?? '') })}
            />
            <p className="sb-muted">Topics: {topics.length ? topics.join(' · ') : 'none yet'}</p>
            {error && (
              <p className="sb-error" role="alert">
                {error}
              </p>
            )}
            <IonButton type="submit" expand="block" disabled={busy || !d.name.trim() || !d.content.trim()}>
              Save guide
            </IonButton>
          </form>
        )}
      </IonContent>
    </IonModal>
  );
}
