import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { allowPush, refusePush, shouldAskPush } from '../../lib/push';
import { useT } from '../../lib/i18n';

/**
 * Asks once per device, after sign-in (home is the first screen after it), for notifications that reach the app
 * when it is closed. Allow lets the browser ask; No thanks, or a refusal in the browser, is kept on the device.
 */
export function PushCard() {
  const [ask, setAsk] = useState(shouldAskPush);
  const t = useT('home');
  if (!ask) return null;
  return (
    <div className="sb-card" data-testid="push-card" role="region" aria-label={t('Notifications on this device')}>
      {/* The one-line reason the card gives before the browser asks. */}
      <p>
        {t('Get edit requests, their answers and unpaid-bill reminders on this device, even when Sumbook is closed.')}
      </p>
      <IonButton
        size="small"
        onClick={() => {
          setAsk(false);
          void allowPush();
        }}
      >
        {t('Allow')}
      </IonButton>
      <IonButton
        size="small"
        fill="clear"
        onClick={() => {
          refusePush();
          setAsk(false);
        }}
      >
        {t('No thanks')}
      </IonButton>
    </div>
  );
}
