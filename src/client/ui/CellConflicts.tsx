import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { CELL_CONFLICT } from '../../domain/cells';
import './report.css';

export interface ShownConflict {
  id: string;
  /** Which cell, in the user's words (e.g. "ONIGIRI, day 4"). */
  where: ReactNode;
  mine: ReactNode;
  current: ReactNode;
}

/**
 * Cells another device changed first (src/domain/cells.ts): each with yours and the server's value, to keep
 * yours or take theirs. Open while any is listed.
 */
export function CellConflicts({
  list,
  onSettle,
  testId,
  itemTestId,
}: {
  list: readonly ShownConflict[];
  onSettle: (id: string, keepMine: boolean) => void;
  testId: string;
  itemTestId: string;
}) {
  return (
    <IonModal isOpen={list.length > 0} backdropDismiss={false} data-testid={testId}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>Changed on another device</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>{CELL_CONFLICT}.</p>
        {list.map((c) => (
          <div key={c.id} className="sb-conflict" data-testid={itemTestId}>
            <strong>{c.where}</strong>
            <span>
              Yours: <b data-testid={`${itemTestId}-mine`}>{c.mine}</b> · On the server:{' '}
              <b data-testid={`${itemTestId}-theirs`}>{c.current}</b>
            </span>
            <div>
              <IonButton size="small" onClick={() => onSettle(c.id, true)}>
                Keep mine
              </IonButton>
              <IonButton size="small" fill="outline" onClick={() => onSettle(c.id, false)}>
                Take theirs
              </IonButton>
            </div>
          </div>
        ))}
      </IonContent>
    </IonModal>
  );
}
