import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { useState } from 'react';
import { branchById } from '../../../domain/branches';
import { amountDecimals, formatNumber } from '../../../domain/money';
import { dropConflict } from './expected-conflicts';
import { saveCell } from './expected-outbox';
import { conflictsAtom, type Pending } from './expected-state';
import { weekdayOf } from './expected-view';

function Values({
  title,
  v,
  decimals,
  testId,
}: {
  title: string;
  v: Pending | null;
  decimals: number;
  testId: string;
}) {
  return (
    <div className="ex-conflict-box" data-testid={testId}>
      <h3>{title}</h3>
      <p>
        Rate: <strong>{v?.rate ? formatNumber(v.rate, decimals) : '–'}</strong>
      </p>
      <p>Comment: {v?.comment || '–'}</p>
    </div>
  );
}

/**
 * A change the server refused (someone changed the cell first, or closed the day): the spec's message,
 * the user's values beside the server's, and the choice: save mine over it, or keep the server's.
 */
export function ConflictDialog() {
  const conflicts = useAtomValue(conflictsAtom);
  const c = conflicts[0];
  const [busy, setBusy] = useState(false);
  const again = async () => {
    if (!c) return;
    setBusy(true);
    dropConflict(c.key);
    await saveCell(c, c.mine, c.current?.rev ?? 0);
    setBusy(false);
  };
  const decimals = c ? amountDecimals(c.branchId) : 0;
  return (
    <IonModal isOpen={!!c} backdropDismiss={false} className="ex-conflict" data-testid="expected-conflict">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Your change was not saved</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {c && (
          <>
            <p className="rc-banner" role="alert">
              {c.msg}
            </p>
            <p className="ex-conflict-where">
              {branchById(c.branchId)?.code ?? c.branchId} {c.month} · room {c.room} · {weekdayOf(c.month, c.day)}{' '}
              {c.day}
            </p>
            <div className="ex-conflict-pair">
              <Values title="Yours" v={c.mine} decimals={decimals} testId="conflict-mine" />
              <Values title="On the server now" v={c.current} decimals={decimals} testId="conflict-server" />
            </div>
            <div className="ex-conflict-actions">
              <IonButton disabled={busy} onClick={() => void again()}>
                Save mine again
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={() => dropConflict(c.key)}>
                Keep the server&apos;s
              </IonButton>
            </div>
            {conflicts.length > 1 && <p className="sb-muted">{conflicts.length - 1} more after this one.</p>}
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
