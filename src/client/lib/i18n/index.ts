import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, fillText, type StaffLanguage } from '../../../domain/language';
import type { Namespace } from '../../../locales/catalogs';
import { translateErrorsWith } from '../api';
import { loadCatalog } from './catalogs';
import { localParams } from './params';
import { deviceLanguage, keepDeviceLanguage } from './device';

// The staff app's translations: i18next with react-i18next. A key is the English text itself (the spec's
// words), so English reads the same with or without its catalog; a namespace is a feature folder's name, or
// common (ui, shell, lib), errors (the server's refusal codes). Only the chosen language's catalogs load,
// each namespace when a screen first needs it (screens.ts starts it beside the screen's own code).

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lang, ns, done) {
    loadCatalog(lang as StaffLanguage, ns).then(
      (catalog) => done(null, catalog),
      (err: Error) => done(err, false),
    );
  },
};

/** Keys a screen asked for that no catalog holds (the screen tour fails on any). */
const missing = new Set<string>();

export const i18n = i18next.createInstance();
void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: deviceLanguage(),
    fallbackLng: false,
    supportedLngs: ['en', 'vi', 'ja'],
    ns: deviceLanguage() === 'en' ? ['common'] : ['common', 'errors'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: (_langs, ns, key) => {
      missing.add(`${ns}:${key}`);
    },
    react: { useSuspense: true },
  });
if (typeof window !== 'undefined') {
  (window as unknown as { __missingKeys: Set<string> }).__missingKeys = missing;
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });
}

/** The current language (one of en, vi, ja). */
export const currentLanguage = (): StaffLanguage => (i18n.resolvedLanguage ?? i18n.language ?? 'en') as StaffLanguage;
/** The Intl locale of the current language. */
export const currentLocale = (): string => LANGUAGE_LOCALES[currentLanguage()];

/** Switches the app's language and keeps it on this device. */
export async function setLanguage(lang: StaffLanguage): Promise<void> {
  keepDeviceLanguage(lang);
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
  if (lang !== 'en') await i18n.loadNamespaces('errors');
}

/** Starts loading a screen's namespace (with its code, so neither waits for the other). */
export function loadNamespace(ns: Namespace): Promise<void> {
  return i18n.loadNamespaces(ns);
}

/** The typed translate function of one namespace, for React components. */
export function useT<N extends Namespace>(ns: N) {
  return useTranslation(ns).t;
}

/** The typed translate function of one namespace, outside React (toasts of a save, outbox texts). */
export function tr<N extends Namespace>(ns: N) {
  return i18n.getFixedT(null, ns);
}

/**
 * A server refusal in the user's language: the text of its stable code, filled with its params; the message as
 * the server sent it when the code is unknown (an older server) or the language is English.
 */
export function translateError(code: string | undefined, msg: string, params?: Record<string, unknown>): string {
  if (!code || currentLanguage() === 'en') return msg;
  const text = i18n.getResource(currentLanguage(), 'errors', code) as string | undefined;
  return text ? fillText(text, localParams(params, currentLocale())) : msg;
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
    const hit: unknown = i18n.getResource(currentLanguage(), ns, text);
    if (typeof hit === 'string') return hit;
  }
  return text;
}
