import type { ErrorCode, ErrorParams } from '../../contract/errors';
import { sessionCalls } from '../../contract/light-calls';
import type { SessionUser, userApi } from '../../contract/user';
import { blockedAtom, sessionStateAtom, userAtom } from '../state/session';
import { appStore } from '../state/store';
import { refreshAccessToken, setAccessToken } from './api';
import { deviceId, setLoginMarker } from './boot';
import { cacheGet, cachePut, clearLookups } from './cache';
import { clearDrafts } from './drafts';
import { keepDeviceLanguage } from './i18n/device';
import { clearOutbox } from './outbox';
import { unsubscribeDevice } from './push';
import { requestByType } from './request';

// The session's actions (spec 1 section 2.4): start, sign-in and log-out; the atoms they set are in state/session.

const USER_KEY = 'user';
/** Set on the first sign-in of an account: home shows the getting-started card until it is dismissed. */
export const FIRST_LOGIN = 'sumbook.firstLogin';

/**
 * The language kept in the profile becomes the app's: kept on this device at once (the app starts in it), and
 * switched in the running app (lib/i18n loads only with the app, never on the sign-in page).
 */
function followProfileLanguage(user: SessionUser): void {
  const lang = user.lang;
  if (!lang) return;
  keepDeviceLanguage(lang);
  void import('./i18n').then((i18n) => i18n.setLanguage(lang));
}

async function loadUser(): Promise<SessionUser | null> {
  const res = await requestByType<typeof userApi.infor>(sessionCalls.infor, {});
  if (!res.ok) return null;
  void cachePut(USER_KEY, res.data.data).catch(() => undefined);
  return res.data.data;
}

/** The app-start flow of spec 1 section 2.4: with a login marker, refresh the token, then load the user. */
export async function bootstrap(hasMarker: boolean): Promise<void> {
  if (appStore.get(userAtom) && appStore.get(sessionStateAtom) === 'ready') return;
  if (!hasMarker) {
    appStore.set(sessionStateAtom, 'ready');
    return;
  }
  const outcome = await refreshAccessToken();
  if (outcome.kind === 'ok') {
    // The session is good: a profile that cannot be read right now (a slow or failed answer) is taken
    // from this device rather than signing the user out.
    const user = (await loadUser()) ?? (await cacheGet<SessionUser>(USER_KEY).catch(() => undefined));
    if (user) {
      followProfileLanguage(user);
      appStore.set(userAtom, user);
      appStore.set(sessionStateAtom, 'ready');
      return;
    }
  }
  if (outcome.kind === 'blocked') {
    appStore.set(userAtom, (await cacheGet<SessionUser>(USER_KEY).catch(() => undefined)) ?? null);
    appStore.set(blockedAtom, outcome.msg);
    appStore.set(sessionStateAtom, 'ready');
    return;
  }
  if (outcome.kind === 'offline') {
    const kept = await cacheGet<SessionUser>(USER_KEY).catch(() => undefined);
    appStore.set(userAtom, kept ?? null);
    appStore.set(sessionStateAtom, kept ? 'offline' : 'ready');
    return;
  }
  setLoginMarker(false);
  appStore.set(sessionStateAtom, 'ready');
}

/** `code`, `params`: a refusal's stable code (the page shows its text in the chosen language). */
export type SignInResult =
  | { kind: 'ok' }
  | { kind: 'activation'; msg: string; code: string }
  | { kind: 'error'; msg: string; errorCode?: ErrorCode; params?: ErrorParams };

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const res = await requestByType<typeof userApi.login>(
    sessionCalls.login,
    {},
    { email, password, device: deviceId() },
  );
  if (!res.ok) return { kind: 'error', msg: res.error.msg, errorCode: res.error.code, params: res.error.params };
  const body = res.data;
  if (body.status === 0) return { kind: 'activation', msg: body.msg, code: body.code };
  setAccessToken(body.access_token);
  setLoginMarker(true);
  if (body.user.firstLogin) sessionStorage.setItem(FIRST_LOGIN, '1');
  await cachePut(USER_KEY, body.user).catch(() => undefined);
  followProfileLanguage(body.user);
  appStore.set(userAtom, body.user);
  appStore.set(sessionStateAtom, 'ready');
  return { kind: 'ok' };
}

/**
 * Log-out clears the marker and goes to / on success and also on failure. The user's drafts, waiting
 * saves and lookups are removed from the device (the user menu warns first when saves are waiting).
 */
export async function signOut(): Promise<void> {
  // This device gets no more pushes (at most a few seconds: the server forgets it with the session anyway).
  await Promise.race([unsubscribeDevice(), new Promise((resolve) => window.setTimeout(resolve, 3000))]);
  // Never refreshed on a 401 (api.ts): an expired session logs out all the same.
  await requestByType<typeof userApi.logout>(sessionCalls.logout, {});
  setLoginMarker(false);
  setAccessToken(null);
  await Promise.all([clearLookups(), clearDrafts(), clearOutbox()]);
  window.location.assign('/');
}
