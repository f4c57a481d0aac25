import { useMemo, useSyncExternalStore } from 'react';
import { LANGUAGE_LOCALES, fillText, pickText, type StaffLanguage } from '../../../domain/language';
import type { Namespace } from '../../../locales/catalogs';
import { translateErrorsWith } from '../api';
import { loadCatalog } from './catalogs';
import { localParams } from './params';
import { deviceLanguage, keepDeviceLanguage } from './device';
import type { TFunction } from './keys';

export type { TFunction, TextKey } from './keys';

// The staff app's translations. A key is the English text itself (the spec's words), so English reads the same
// with or without its catalog (the build ships only English's plural forms: vite.config.ts); a namespace is a
// feature folder's name, or common (ui, shell, lib), errors (the server's refusal codes). Only the chosen
// language's catalogs load, each namespace when a screen first needs it (screens.ts starts it beside the
// screen's own code); a component whose namespace is still on its way suspends until it is there.

type Dict = Record<string, string>;

let language: StaffLanguage = deviceLanguage();
const dicts = new Map<string, Dict>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
/** `ns:key` of every text asked for that the catalog did not hold (the screen tour checks them). */
const missing = new Set<string>();

const idOf = (lang: StaffLanguage, ns: string) => `${lang}/${ns}`;
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(lang: StaffLanguage, ns: string): Promise<void> {
  const id = idOf(lang, ns);
  if (dicts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = loadCatalog(lang, ns)
      .catch(() => ({}) as Dict) // not reachable (offline, never cached): the English words
      .then((dict) => {
        dicts.set(id, dict);
        loading.delete(id);
        changed();
      });
    loading.set(id, pending);
  }
  return pending;
}

function text(lang: StaffLanguage, ns: string, key: string, params?: Record<string, unknown>): string {
  const hit = pickText(dicts.get(idOf(lang, ns)), key, lang, params);
  if (hit === undefined) missing.add(`${ns}:${key}`);
  return fillText(hit ?? key, params);
}

const fixed = <N extends Namespace>(lang: StaffLanguage, ns: N): TFunction<N> =>
  ((key: string, params?: Record<string, unknown>) => text(lang, ns, key, params)) as TFunction<N>;

void load(language, 'common');
if (language !== 'en') void load(language, 'errors');
if (typeof window !== 'undefined') {
  (window as unknown as { __missingKeys: Set<string> }).__missingKeys = missing;
  document.documentElement.lang = language;
}

/** The current language (one of en, vi, ja). */
export const currentLanguage = (): StaffLanguage => language;
/** The Intl locale of the current language. */
export const currentLocale = (): string => LANGUAGE_LOCALES[language];

/** Switches the app's language (once the namespaces in use are there in it) and keeps it on this device. */
export async function setLanguage(lang: StaffLanguage): Promise<void> {
  keepDeviceLanguage(lang);
  if (lang !== 'en') await load(lang, 'errors');
  if (lang === language) return;
  const inUse = [...dicts.keys()].filter((id) => id.startsWith(`${language}/`)).map((id) => id.split('/')[1]);
  await Promise.all(inUse.map((ns) => load(lang, ns)));
  language = lang;
  changed();
}

/** Starts loading a screen's namespace (with its code, so neither waits for the other). */
export function loadNamespace(ns: Namespace): Promise<void> {
  return load(language, ns);
}

/** The typed translate function of one namespace, for React components (suspends until its catalog is there). */
export function useT<N extends Namespace>(ns: N): TFunction<N> {
  const snapshot = () => (dicts.has(idOf(language, ns)) ? language : '');
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // `state` is the language once the namespace is there: a new one means a new function, so the page redraws.
  const t = useMemo(() => fixed(state || language, ns), [state, ns]);
  if (!state) throw load(language, ns);
  return t;
}

/** The typed translate function of one namespace, outside React (toasts of a save, outbox texts). */
export function tr<N extends Namespace>(ns: N): TFunction<N> {
  return ((key: string, params?: Record<string, unknown>) => text(language, ns, key, params)) as TFunction<N>;
}

/** Whether the catalog of `ns` holds `key` in the current language (an English catalog holds only plurals). */
export function hasText(ns: Namespace, key: string): boolean {
  return pickText(dicts.get(idOf(language, ns)), key, language) !== undefined;
}

/**
 * A server refusal in the user's language: the text of its stable code, filled with its params; the message as
 * the server sent it when the code is unknown (an older server) or the language is English.
 */
export function translateError(code: string | undefined, msg: string, params?: Record<string, unknown>): string {
  if (!code || language === 'en') return msg;
  const found = pickText(dicts.get(idOf(language, 'errors')), code, language);
  return found ? fillText(found, localParams(params, currentLocale())) : msg;
}

// Every refusal a staff screen gets from lib/api is already in the user's language.
translateErrorsWith(translateError);

/**
 * A text from data in the user's language: a success message the server wrote ("Update Success"), a column or
 * item name of src/domain. The text of the first of `namespaces` (then common) whose catalog holds it as a key
 * (keys are the English texts), else the text as it is (a server refusal comes already translated).
 */
export function catalogText(text: string, namespaces: Namespace[]): string {
  for (const ns of [...namespaces, 'common' as const]) {
    const hit = pickText(dicts.get(idOf(language, ns)), text, language);
    if (hit !== undefined) return hit;
  }
  return text;
}
