import { IonButton, IonButtons, IonContent, IonHeader, IonItem, IonLabel, IonList, IonListHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useState } from 'react';
import { editFlagText, versionHalves } from '../../../domain/versions';
import { versionList } from './rc-api';

type Entry = { day: string; version: number; edit: boolean };

/** The versions of the half-month (days 1–15 or 16–32); each opens in a new tab. */
export function VersionList({ open, branchId, day, onClose }: { open: boolean; branchId: number; day: string; onClose: () => void }) {
  const [list, setList] = useState<Entry[]>([]);
  useEffect(() => {
    if (!open) return;
    void versionList(branchId, day).then((res) => { if (res.ok) setList(res.data.data); });
  }, [open, branchId, day]);
  const { first, second } = versionHalves(list);
  const half = Number(day.slice(8, 10)) <= 15 ? first : second;
  return (
    <IonModal isOpen={open} onDidDismiss={onClose}>
      <IonHeader><IonToolbar><IonTitle>Versions</IonTitle><IonButtons slot="end"><IonButton onClick={onClose}>Close</IonButton></IonButtons></IonToolbar></IonHeader>
      <IonContent>
        <IonList data-testid="version-list">
          <IonListHeader>{Number(day.slice(8, 10)) <= 15 ? 'Days 1–15' : 'Days 16–32'}</IonListHeader>
          {half.length === 0 && <IonItem><IonLabel>No version yet</IonLabel></IonItem>}
          {half.map((v) => (
            <IonItem key={`${v.day}-${v.version}`} button detail onClick={() => window.open(`/reception_sum/${branchId}/${v.day}/${v.version}`, '_blank')}>
              <IonLabel>{v.day} · version {v.version}</IonLabel>
              <span slot="end" className={v.edit ? 'rc-flag edit' : 'rc-flag'}>{v.edit ? 'EDIT' : editFlagText(v.edit ? true : '')}</span>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
