import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline, cloudUploadOutline } from 'ionicons/icons';
import { useAtomValue } from '../state/store';
import { useState } from 'react';
import { outboxCountAtom, replay } from '../lib/outbox';
import { useReachable } from '../lib/reachability';
import { OutboxList } from './OutboxList';
import { useT } from '../lib/i18n';

/** The pending-save count in the top bar; a tap tries sending now and lists every save kept on the device. Also shows when the server cannot be reached. */
export function OutboxBadge() {
  const count = useAtomValue(outboxCountAtom);
  const online = useReachable();
  const [open, setOpen] = useState(false);
  const t = useT('common');
  if (count === 0 && online && !open) return null;
  const label = count > 0 ? t('{{count}} saves waiting to be sent', { count }) : t('Offline');
  return (
    <>
      <IonButton
        aria-label={label}
        title={label}
        onClick={() => {
          void replay();
          setOpen(true);
        }}
        data-testid="outbox"
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={online ? cloudUploadOutline : cloudOfflineOutline} />
        {count > 0 && (
          <IonBadge
            color="warning"
            data-testid="outbox-count"
            style={{ position: 'absolute', top: 2, right: 0, fontSize: 11 }}
          >
            {count}
          </IonBadge>
        )}
      </IonButton>
      <OutboxList open={open} onClose={() => setOpen(false)} />
    </>
  );
}
