import { fillText } from '../../domain/language';
import type { Catalogs } from '../../locales/catalogs';

// Texts of the light modules the sign-in page also loads (api, outbox), which must not pull in lib/i18n: English
// (the key) until the app registers its translation of the common catalog (shell/Shell.tsx, once loaded).

type Key = keyof Catalogs['common'];
type Translate = (key: Key, params?: Record<string, unknown>) => string;

let translate: Translate = (key, params) => fillText(key, params);

/** The app's translation of the common catalog, registered once lib/i18n is loaded. */
export function setLibTranslate(fn: Translate): void {
  translate = fn;
}

/** A text of a light module, in the user's language once the app is loaded. */
export const libText: Translate = (key, params) => translate(key, params);
