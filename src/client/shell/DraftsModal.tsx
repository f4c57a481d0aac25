import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonModal,
  IonTitle,
  IonToolbar,
  useIonAlert,
  useIonRouter,
} from '@ionic/react';
import { useAtom } from '../state/store';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { draftsOpenAtom, dropDraft } from '../lib/drafts';
import { documentDrafts, type DraftItem } from '../lib/document/draft-list';
import { DraftItemCard } from '../ui/DraftItemCard';
import '../ui/drafts.css';
import { useGo } from './use-go';
import { useT } from '../lib/i18n';
import { knownLabel } from '../lib/known-label';

/** "Drafts on this device": the documents' drafts and the copies set aside after a conflict. */
export function DraftsModal() {
  const [open, setOpen] = useAtom(draftsOpenAtom);
  const [items, setItems] = useState<DraftItem[] | null>(null);
  const [alert] = useIonAlert();
  const go = useGo();
  const t = useT('common');
  const router = useIonRouter();
  const { pathname } = useLocation();
  const refresh = useCallback(() => {
    void documentDrafts().then(setItems);
  }, []);
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);
  const close = () => setOpen(false);

  const restore = (item: DraftItem) => {
    const target = `${item.draft.about.open}?restore=${encodeURIComponent(item.key)}`;
    close();
    // The open document's own unsaved work is kept aside by the restore, so the leave warning is not needed there.
    if (pathname === item.draft.about.open) router.push(target, 'none', 'replace');
    else go(target);
  };
  const discard = (item: DraftItem) => {
    void alert({
      header: t('Discard'),
      message: item.aside
        ? t('Discard this set-aside copy of {{what}} {{title}}? They are removed from this device.', {
            what: knownLabel(t, item.draft.about.label),
            title: item.draft.about.title,
          })
        : t('Discard these unsaved changes of {{what}} {{title}}? They are removed from this device.', {
            what: knownLabel(t, item.draft.about.label),
            title: item.draft.about.title,
          }),
      buttons: [
        { text: t('Keep'), role: 'cancel' },
        {
          text: t('Discard'),
          role: 'destructive',
          handler: () => {
            void dropDraft(item.key).then(refresh);
          },
        },
      ],
    });
  };

  return (
    <IonModal isOpen={open} onDidDismiss={close} data-testid="drafts-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Drafts on this device')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={close}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {items?.length === 0 && (
          <p className="sb-muted" role="status">
            {t('No drafts on this device: everything you typed is saved.')}
          </p>
        )}
        {items?.map((item) => (
          <DraftItemCard key={item.key} item={item} onRestore={() => restore(item)} onDiscard={() => discard(item)} />
        ))}
      </IonContent>
    </IonModal>
  );
}
