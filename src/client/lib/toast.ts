import { TOAST_MS } from '../../domain/constants';
import { appStore, atom } from '../state/store';

export type ToastColor = 'success' | 'danger' | 'warning' | 'primary' | 'medium';
export interface ToastMsg {
  id: number;
  message: string;
  color: ToastColor;
  duration: number;
  /** A button on the toast (Undo). */
  action?: { text: string; handler: () => void };
}

export const toastAtom = atom<ToastMsg | null>(null);
let n = 0;

/** Shows a toast top-centre for 3000 ms (spec 1 section 9). */
export function toast(message: string, color: ToastColor = 'success', duration = TOAST_MS): void {
  appStore.set(toastAtom, { id: ++n, message, color, duration });
}

/** A toast with one button (an Undo): shown 3000 ms like the others. */
export function toastWithAction(message: string, action: NonNullable<ToastMsg['action']>): void {
  appStore.set(toastAtom, { id: ++n, message, color: 'success', duration: TOAST_MS, action });
}
