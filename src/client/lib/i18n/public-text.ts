import { useEffect, useState } from 'react';
import { LANGUAGE_LOCALES, fillText, type StaffLanguage } from '../../../domain/language';
import type { Catalogs } from '../../../locales/catalogs';
import { loadCatalog } from './catalogs';
import { localParams } from './params';

// The public pages (sign-in, forgot, reset) stay inside the sign-in JavaScript budget, so they read their
// namespaces ('session' and the server's 'errors') from the same catalogs without lib/i18n. Keys are the English
// texts, so English needs no catalog at all.

type Key = keyof Catalogs['session'];
type Dict = Record<string, string>;

export type PublicText = {
  t: (key: Key, params?: Record<string, unknown>) => string;
  /** A server refusal in the page's language: its code's text, else the message as sent. */
  error: (code: string | undefined, msg: string, params?: Record<string, unknown>) => string;
};

export function usePublicText(lang: StaffLanguage): PublicText {
  const [dicts, setDicts] = useState<{ lang: StaffLanguage; session: Dict; errors: Dict } | null>(null);
  useEffect(() => {
    let live = true;
    if (lang === 'en') {
      setDicts({ lang, session: {}, errors: {} });
      return;
    }
    void Promise.all([loadCatalog(lang, 'session'), loadCatalog(lang, 'errors')]).then(([session, errors]) => {
      if (live) setDicts({ lang, session, errors });
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const ready = dicts?.lang === lang ? dicts : null;
  return {
    t: (key, params) => fillText(ready?.session[key] ?? key, params),
    error: (code, msg, params) => {
      const text = code ? ready?.errors[code] : undefined;
      return text ? fillText(text, localParams(params, LANGUAGE_LOCALES[lang])) : msg;
    },
  };
}
