import { IonButton, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useState, type ReactNode } from 'react';
import './report.css';

import { useT } from '../lib/i18n';

/** One refused write as the dialog shows it: where, the user's value and the server's. */
export interface ShownConflict {
  id: string;
  /** The refusal's words (the spec's message), shown above. */
  message?: ReactNode;
  /** Which cell, in the user's words (e.g. "ONIGIRI, day 4"). */
  where?: ReactNode;
  mine: ReactNode;
  /** The server's value now (left out when the server's answer was never seen). */
  theirs?: ReactNode;
  /** Keeping mine is not possible now (the words say why). */
  cannotKeep?: string;
}

export interface ConflictDialogProps {
  list: readonly ShownConflict[];
  /** Keep mine (written again over the server's value) or take theirs. */
  onSettle: (id: string, keepMine: boolean) => unknown;
  title?: string;
  className?: string;
  labels?: { mine?: string; theirs?: string; keep?: string; take?: string };
  /** Test ids of the dialog, the conflict shown, and its two values. */
  ids: { dialog: string; item?: string; mine: string; theirs: string };
}

/**
 * The one conflict dialog: writes the server refused because someone changed the value first, one at a
 * time, the user's value beside the server's, to keep mine or take theirs. Open while any is listed.
 */
export function ConflictDialog({ list, onSettle, title, className, labels = {}, ids }: ConflictDialogProps) {
  const t = useT('common');
  const c = list[0];
  const [busy, setBusy] = useState(false);
  const settle = async (keepMine: boolean) => {
    if (!c) return;
    setBusy(true);
    try {
      await onSettle(c.id, keepMine);
    } finally {
      setBusy(false);
    }
  };
  return (
    <IonModal isOpen={!!c} backdropDismiss={false} className={className} data-testid={ids.dialog}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title ?? t('Changed on another device')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {c && (
          <div className="sb-conflict" data-testid={ids.item}>
            {c.message && (
              <p className="sb-conflict-msg" role="alert">
                {c.message}
              </p>
            )}
            {c.where && <p className="sb-conflict-where">{c.where}</p>}
            <div className="sb-conflict-pair">
              <div className="sb-conflict-box">
                <h3>{labels.mine ?? t('Yours')}</h3>
                <div data-testid={ids.mine}>{c.mine}</div>
              </div>
              {c.theirs !== undefined && (
                <div className="sb-conflict-box">
                  <h3>{labels.theirs ?? t('On the server')}</h3>
                  <div data-testid={ids.theirs}>{c.theirs}</div>
                </div>
              )}
            </div>
            {c.cannotKeep && <p className="sb-muted">{c.cannotKeep}</p>}
            <div className="sb-conflict-actions">
              <IonButton disabled={busy || !!c.cannotKeep} onClick={() => void settle(true)}>
                {labels.keep ?? t('Keep mine')}
              </IonButton>
              <IonButton fill="outline" color="medium" disabled={busy} onClick={() => void settle(false)}>
                {labels.take ?? t('Take theirs')}
              </IonButton>
            </div>
            {list.length > 1 && <p className="sb-muted">{t('{{n}} more after this one.', { n: list.length - 1 })}</p>}
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
