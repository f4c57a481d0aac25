import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useAtomValue } from 'jotai';
import { CELL_CONFLICT } from '../../../domain/cells';
import { COLUMN_LABELS, isInOutColumn } from '../../../domain/storage';
import { settleConflict } from './st-send';
import { stConflictsAtom } from './st-state';
import { parseCellId } from './st-view';

const what = (id: string) => {
  const { itemId, day, field } = parseCellId(id);
  const col = isInOutColumn(field) ? COLUMN_LABELS[field] : field === 'acc' ? "Accountant's count" : 'Start stock';
  return day > 0 ? `${itemId} day ${day} ${col}` : `${itemId} ${col}`;
};

/** Cells another device saved first: yours and the server's, to keep yours (saved with the next SAVE) or take theirs. */
export function StConflicts() {
  const list = useAtomValue(stConflictsAtom);
  return (
    <IonModal isOpen={list.length > 0} backdropDismiss={false} data-testid="st-conflicts">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Changed on another device</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>{CELL_CONFLICT}.</p>
        {list.map((c) => (
          <div key={c.id} className="st-conflict" data-testid="st-conflict">
            <strong>{what(c.id)}</strong>
            <span>
              Yours: <b>{c.mine}</b> · On the server: <b>{c.current}</b>
            </span>
            <div>
              <IonButton size="small" onClick={() => settleConflict(c.id, true)}>
                Keep mine
              </IonButton>
              <IonButton size="small" fill="outline" onClick={() => settleConflict(c.id, false)}>
                Take theirs
              </IonButton>
            </div>
          </div>
        ))}
      </IonContent>
    </IonModal>
  );
}
