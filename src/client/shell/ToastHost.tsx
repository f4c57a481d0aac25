import { IonToast } from '@ionic/react';
import { useAtom } from '../state/store';
import { TOAST_POSITION } from '../../domain/constants';
import { toastAtom } from '../lib/toast';

/** The header of the page on screen: toasts sit just below it, never over the menu button, the title or the bell. */
function visibleHeader(): HTMLElement | undefined {
  const headers = document.querySelectorAll<HTMLElement>('.ion-page:not(.ion-page-hidden) ion-header');
  return headers.length > 0 ? headers[headers.length - 1] : undefined;
}

/** Toasts top-centre, below the top bar, 3000 ms (spec 1 section 9). */
export function ToastHost() {
  const [msg, setMsg] = useAtom(toastAtom);
  const id = msg?.id;
  return (
    <IonToast
      key={msg?.id}
      isOpen={!!msg}
      message={msg?.message}
      color={msg?.color}
      duration={msg?.duration}
      position={TOAST_POSITION}
      positionAnchor={msg ? visibleHeader() : undefined}
      buttons={msg?.action ? [{ text: msg.action.text, handler: msg.action.handler }] : undefined}
      // A toast replaced by a newer one is dismissed after the newer one is set: it must not clear that one.
      onDidDismiss={() => setMsg((cur) => (cur?.id === id ? null : cur))}
    />
  );
}
