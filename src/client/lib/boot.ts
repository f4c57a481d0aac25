// Small facts the entry needs before anything heavy loads.
import { newId } from './new-id';

const MARKER = 'sumbook.loggedIn';
const DEVICE = 'sumbook.device';

/** The first-login marker of spec 1 section 2.4: set on sign-in, cleared on log-out. */
export const hasLoginMarker = () => localStorage.getItem(MARKER) === '1';
export const setLoginMarker = (on: boolean) =>
  on ? localStorage.setItem(MARKER, '1') : localStorage.removeItem(MARKER);

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
