import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from '../state/store';
import { toastAtom } from '../lib/toast';
import { StatusNote } from '../ui/StatusNote';

/** Where the note goes: the header of the open dialog that has one, else of the page on screen. */
function visibleHeader(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('ion-modal:not(.overlay-hidden) ion-header');
  if (dialogs.length > 0) return dialogs[dialogs.length - 1];
  const pages = document.querySelectorAll<HTMLElement>(
    'ion-router-outlet > .ion-page:not(.ion-page-hidden) > ion-header',
  );
  return pages.length > 0 ? pages[pages.length - 1] : null;
}

/**
 * Toasts top-centre, 3000 ms (spec 1 section 9), as a line at the foot of the visible header (ui/StatusNote):
 * the page below moves down while it shows. Moves to the page when the dialog it sat in closes.
 */
export function ToastHost() {
  const [msg, setMsg] = useAtom(toastAtom);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const id = msg?.id;
  useEffect(() => {
    if (id === undefined) return;
    setTarget(visibleHeader());
    const again = () => setTarget(visibleHeader());
    document.addEventListener('ionModalDidDismiss', again);
    document.addEventListener('ionModalDidPresent', again);
    return () => {
      document.removeEventListener('ionModalDidDismiss', again);
      document.removeEventListener('ionModalDidPresent', again);
    };
  }, [id]);
  // A toast replaced by a newer one must not clear that one.
  const close = useCallback(() => setMsg((cur) => (cur?.id === id ? null : cur)), [id, setMsg]);
  if (!msg) return null;
  const note = <StatusNote key={msg.id} msg={msg} onClose={close} />;
  return createPortal(note, target?.isConnected ? target : document.body);
}
