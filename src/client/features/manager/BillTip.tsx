import { IonIcon, IonPopover } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useT } from '../../lib/i18n';

export const BILL_FORMAT = 'Bill numbers: single bills as 1,2,3; a run of bills as 1->3 (bills 1 to 3).';

/** The bill number column's tooltip: how to write the bill numbers (hover on a tablet, tap on a phone). */
export function BillTip() {
  const t = useT('manager');
  const [event, setEvent] = useState<Event | null>(null);
  return (
    <>
      <button
        type="button"
        className="man-tip"
        aria-label={t('Bill number format')}
        title={t(BILL_FORMAT)}
        onClick={(e) => setEvent(e.nativeEvent)}
      >
        <IonIcon icon={informationCircleOutline} aria-hidden="true" />
      </button>
      {event && (
        <IonPopover isOpen event={event} onDidDismiss={() => setEvent(null)}>
          <p className="man-tip-text" role="tooltip">
            {t(BILL_FORMAT)}
          </p>
        </IonPopover>
      )}
    </>
  );
}
