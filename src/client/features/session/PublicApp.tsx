import { useEffect, useState } from 'react';
import type { StaffLanguage } from '../../../domain/language';
import { deviceLanguage, keepDeviceLanguage } from '../../lib/i18n/device';
import { usePublicText } from '../../lib/i18n/public-text';
import { ForgotPage } from './ForgotPage';
import { ResetPage } from './ResetPage';
import { SignInPage } from './SignInPage';
import { LanguagePicker } from './PublicParts';
import './public.css';

/** Sign-in, forgot and reset: plain React, so the first screen loads fast on a phone. */
export default function PublicApp({ onSigningIn, onSignedIn }: { onSigningIn: () => void; onSignedIn: () => void }) {
  const [path, setPath] = useState(window.location.pathname);
  const [lang, setLang] = useState<StaffLanguage>(deviceLanguage);
  const text = usePublicText(lang);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const go = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
  };
  const choose = (l: StaffLanguage) => {
    keepDeviceLanguage(l);
    setLang(l);
  };
  const page =
    path === '/forgot' ? (
      <ForgotPage go={go} text={text} />
    ) : path.startsWith('/user/reset/') ? (
      <ResetPage token={decodeURIComponent(path.slice('/user/reset/'.length))} go={go} text={text} />
    ) : (
      <SignInPage go={go} onSigningIn={onSigningIn} onSignedIn={onSignedIn} text={text} />
    );
  return (
    <main className="pub">
      {page}
      <LanguagePicker lang={lang} onChange={choose} text={text} />
    </main>
  );
}
