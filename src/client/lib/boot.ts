// Small facts the entry needs before anything heavy loads.
import { newId } from './new-id';
import { LOGIN_MARKER, clearPictures } from './picture/rules';

const MARKER = LOGIN_MARKER;
const DEVICE = 'sumbook.device';

/** The first-login marker of spec 1 section 2.4: set on sign-in, cleared on log-out. */
export const hasLoginMarker = () => localStorage.getItem(MARKER) === '1';
/** Also removes the screens' kept pictures (lib/picture): a sign-in or log-out never shows the last user's. */
export function setLoginMarker(on: boolean): void {
  clearPictures(localStorage);
  if (on) localStorage.setItem(MARKER, '1');
  else localStorage.removeItem(MARKER);
}

/** This browser's install id, for the activation check. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE);
  if (!id) {
    id = newId();
    localStorage.setItem(DEVICE, id);
  }
  return id;
}

/** Screens served by the light sign-in bundle (no Ionic): sign-in, forgot, reset. */
export function isPublicEntry(path: string): boolean {
  return path === '/' || path === '/forgot' || path.startsWith('/user/reset/');
}
