import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useAtomValue } from 'jotai';
import { CELL_CONFLICT } from '../../../domain/cells';
import { settleConflict } from './bf-send';
import { columLabel } from './bf-view';
import { bfConflictsAtom } from './breakfast-state';

/** Counts another tablet changed first: each with yours and the server's, to keep yours or take theirs. */
export function BfConflicts() {
  const list = useAtomValue(bfConflictsAtom);
  return (
    <IonModal isOpen={list.length > 0} backdropDismiss={false} data-testid="bf-conflicts">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Changed on another device</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>{CELL_CONFLICT}.</p>
        {list.map((c) => (
          <div key={c.id} className="bf-conflict" data-testid="bf-conflict">
            <strong>
              {columLabel(c.colum)}, day {c.day}
            </strong>
            <span>
              Yours: <b data-testid="bf-conflict-mine">{c.mine}</b> · On the server:{' '}
              <b data-testid="bf-conflict-theirs">{c.current}</b>
            </span>
            <div>
              <IonButton size="small" onClick={() => void settleConflict(c, true)}>
                Keep mine
              </IonButton>
              <IonButton size="small" fill="outline" onClick={() => void settleConflict(c, false)}>
                Take theirs
              </IonButton>
            </div>
          </div>
        ))}
      </IonContent>
    </IonModal>
  );
}
