import { IonToast } from '@ionic/react';
import { useAtom } from 'jotai';
import { TOAST_POSITION } from '../../domain/constants';
import { toastAtom } from '../lib/toast';

/** Toasts top-centre, 3000 ms (spec 1 section 9). */
export function ToastHost() {
  const [msg, setMsg] = useAtom(toastAtom);
  return (
    <IonToast
      key={msg?.id}
      isOpen={!!msg}
      message={msg?.message}
      color={msg?.color}
      duration={msg?.duration}
      position={TOAST_POSITION}
      onDidDismiss={() => setMsg(null)}
    />
  );
}
