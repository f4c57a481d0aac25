import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from '../state/store';
import { toastAtom } from '../lib/toast';
import { StatusNote } from '../ui/StatusNote';

/** Dialogs on their way out: a toast never goes into them (their header goes with them). */
const leaving = new WeakSet<EventTarget>();

/** Where the note goes: the header of the open dialog that has one, else of the page on screen. */
function visibleHeader(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('ion-modal:not(.overlay-hidden)')].filter(
    (m) => !leaving.has(m),
  );
  const inDialog = dialogs.flatMap((m) => [...m.querySelectorAll<HTMLElement>('ion-header')].slice(0, 1));
  if (inDialog.length > 0) return inDialog[inDialog.length - 1];
  const pages = document.querySelectorAll<HTMLElement>(
    'ion-router-outlet > .ion-page:not(.ion-page-hidden) > ion-header',
  );
  return pages.length > 0 ? pages[pages.length - 1] : null;
}

/**
 * Toasts top-centre, 3000 ms (spec 1 section 9), as a line at the foot of the visible header (ui/StatusNote):
 * the page below moves down while it shows. It follows a dialog opening or closing while it shows.
 */
export function ToastHost() {
  const [msg, setMsg] = useAtom(toastAtom);
  const id = msg?.id;
  // Bumped when a dialog opens or closes: the note moves with it.
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    const again = () => setMoved((n) => n + 1);
    const going = (e: Event) => {
      if (e.target) leaving.add(e.target);
      again();
    };
    const coming = (e: Event) => {
      if (e.target) leaving.delete(e.target);
    };
    document.addEventListener('ionModalWillPresent', coming);
    document.addEventListener('ionModalDidPresent', again);
    document.addEventListener('ionModalWillDismiss', going);
    document.addEventListener('ionModalDidDismiss', again);
    return () => {
      document.removeEventListener('ionModalWillPresent', coming);
      document.removeEventListener('ionModalDidPresent', again);
      document.removeEventListener('ionModalWillDismiss', going);
      document.removeEventListener('ionModalDidDismiss', again);
    };
  }, []);
  // Read again for each toast and each dialog change.
  const target = useMemo(() => (id === undefined ? null : visibleHeader()), [id, moved]);
  // A toast replaced by a newer one must not clear that one.
  const close = useCallback(() => setMsg((cur) => (cur?.id === id ? null : cur)), [id, setMsg]);
  if (!msg) return null;
  const note = <StatusNote key={msg.id} msg={msg} onClose={close} />;
  return createPortal(note, target?.isConnected ? target : document.body);
}
