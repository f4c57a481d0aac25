import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { useEffect, useState } from 'react';
import { halfMonthOf } from '../../../domain/rc-sum-rules';
import { editFlagText } from '../../../domain/versions';
import { versionList } from './rc-api';

type Entry = { day: string; version: number; edit: boolean };

/** The versions of the half-month (days 1–15 or 16–32); each opens in the app. */
export function VersionList({
  open,
  branchId,
  day,
  onClose,
}: {
  open: boolean;
  branchId: number;
  day: string;
  onClose: () => void;
}) {
  const [list, setList] = useState<Entry[]>([]);
  const router = useIonRouter();
  const openVersion = (v: Entry) => {
    onClose();
    router.push(`/reception_sum/${branchId}/${v.day}/${v.version}`, 'forward', 'push');
  };
  useEffect(() => {
    if (!open) return;
    void versionList(branchId, day).then((res) => {
      if (res.ok) setList(res.data.data);
    });
  }, [open, branchId, day]);
  const range = halfMonthOf(day);
  const half = list.filter((v) => v.day >= range.from && v.day <= range.to);
  return (
    <IonModal isOpen={open} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Versions</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList data-testid="version-list">
          <IonListHeader>
            {range.from} – {range.to}
          </IonListHeader>
          {half.length === 0 && (
            <IonItem>
              <IonLabel>No version yet</IonLabel>
            </IonItem>
          )}
          {half.map((v) => (
            <IonItem key={`${v.day}-${v.version}`} button detail onClick={() => openVersion(v)}>
              <IonLabel>
                {v.day} · version {v.version}
              </IonLabel>
              <span slot="end" className={v.edit ? 'rc-flag edit' : 'rc-flag'}>
                {v.edit ? 'EDIT' : editFlagText('')}
              </span>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
