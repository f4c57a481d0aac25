import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { allowPush, refusePush, shouldAskPush } from '../../lib/push';

/** The one-line reason the card gives before the browser asks. */
export const PUSH_REASON =
  'Get edit requests, their answers and unpaid-bill reminders on this device, even when Sumbook is closed.';

/**
 * Asks once per device, after sign-in (home is the first screen after it), for notifications that reach the app
 * when it is closed. Allow lets the browser ask; No thanks, or a refusal in the browser, is kept on the device.
 */
export function PushCard() {
  const [ask, setAsk] = useState(shouldAskPush);
  if (!ask) return null;
  return (
    <div className="sb-card" data-testid="push-card" role="region" aria-label="Notifications on this device">
      <p>{PUSH_REASON}</p>
      <IonButton
        size="small"
        onClick={() => {
          setAsk(false);
          void allowPush();
        }}
      >
        Allow
      </IonButton>
      <IonButton
        size="small"
        fill="clear"
        onClick={() => {
          refusePush();
          setAsk(false);
        }}
      >
        No thanks
      </IonButton>
    </div>
  );
}
