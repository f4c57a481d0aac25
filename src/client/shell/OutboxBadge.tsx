import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline, cloudUploadOutline } from 'ionicons/icons';
import { useAtomValue } from '../state/store';
import { useEffect, useState } from 'react';
import { outboxCountAtom, replay } from '../lib/outbox';
import { OutboxList } from './OutboxList';

/** The pending-save count in the top bar; a tap tries sending now and lists every save kept on the device. Also shows when the device is offline. */
export function OutboxBadge() {
  const count = useAtomValue(outboxCountAtom);
  const [online, setOnline] = useState(navigator.onLine);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const on = () => setOnline(navigator.onLine);
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
    };
  }, []);
  if (count === 0 && online && !open) return null;
  const label = count > 0 ? `${count} save${count > 1 ? 's' : ''} waiting to be sent` : 'Offline';
  return (
    <>
      <IonButton
        aria-label={label}
        title={label}
        onClick={() => {
          if (navigator.onLine) void replay();
          setOpen(true);
        }}
        data-testid="outbox"
      >
        <IonIcon slot="icon-only" icon={online ? cloudUploadOutline : cloudOfflineOutline} />
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
