import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import { NOT_A_ROOM_CODE, OTHER_BRANCH_CODE, UNKNOWN_ROOM, parseRoomCode } from '../../../domain/room-code';
import { scanCamera, type CameraScan } from '../../lib/qr-scan';
import { useT } from '../../lib/i18n';
import type { BfKey } from './bf-view';
import type { BfMonth } from './breakfast-state';

const BOX = 'bf-scan-box';
/** A code seen again within this time of its last sighting is the same card still in front of the camera: counted once. */
const SAME_CODE_MS = 3000;

/**
 * The room a scanned text names on this device (a room card of the branch, or a plain room code), or why not:
 * the refusal's text (src/domain/room-code) as a key of the catalog, with the room it names.
 */
export function roomOfScan(m: BfMonth, text: string): { room: string } | { error: BfKey; room?: string } {
  const code = parseRoomCode(text);
  if (!code) return { error: NOT_A_ROOM_CODE };
  if (code.kind === 'card') {
    const room = m.roomCards[code.id];
    return room ? { room } : { error: OTHER_BRANCH_CODE };
  }
  if (code.branchId !== null && code.branchId !== m.branchId) return { error: OTHER_BRANCH_CODE };
  return m.rooms.some((r) => r.number === code.room)
    ? { room: code.room }
    : { error: UNKNOWN_ROOM('{{room}}') as BfKey, room: code.room };
}

/** "Scan room": the camera reads room cards one after the other until closed. */
export function BfScanner({
  open,
  onText,
  onClose,
}: {
  open: boolean;
  onText: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT('breakfast');
  const cam = useRef<CameraScan | null>(null);
  const last = useRef({ text: '', at: 0 });
  const [error, setError] = useState('');
  const stop = async () => {
    await cam.current?.stop().catch(() => undefined);
    cam.current = null;
  };
  useEffect(() => () => void stop(), []);
  return (
    <IonModal
      isOpen={open}
      onDidPresent={async () => {
        setError('');
        try {
          cam.current = await scanCamera(BOX, (text) => {
            const now = Date.now();
            const same = text === last.current.text && now - last.current.at < SAME_CODE_MS;
            last.current = { text, at: now };
            if (!same) onText(text);
          });
        } catch (err) {
          setError(
            t('The camera cannot be used here ({{why}}). Use "Scan from photo".', { why: String(err).slice(0, 80) }),
          );
        }
      }}
      onWillDismiss={() => void stop()}
      onDidDismiss={onClose}
      data-testid="bf-scanner"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('Scan room')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p>
          {t("Hold a room's QR card in front of the camera: each card adds one breakfast guest to its room for today.")}
        </p>
        <div id={BOX} className="bf-scan-box" />
        {error && (
          <p className="rc-banner" role="alert">
            {error}
          </p>
        )}
      </IonContent>
    </IonModal>
  );
}
