import { pickLanguage, isStaffLanguage, type StaffLanguage } from '../../../domain/language';

// The language kept on this device: chosen on the sign-in page or taken from the profile after sign-in;
// before any choice, the browser's preferred language. Light: the sign-in page uses it.

const KEY = 'sumbook.lang';

export function deviceLanguage(): StaffLanguage {
  try {
    const kept = localStorage.getItem(KEY);
    if (isStaffLanguage(kept)) return kept;
  } catch {
    /* storage blocked: the browser's language */
  }
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export function keepDeviceLanguage(lang: StaffLanguage): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* storage blocked: this session only */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
