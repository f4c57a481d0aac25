import { useEffect, useState } from 'react';
import { ForgotPage } from './ForgotPage';
import { ResetPage } from './ResetPage';
import { SignInPage } from './SignInPage';
import './public.css';

/** Sign-in, forgot and reset: plain React, so the first screen loads fast on a phone. */
export default function PublicApp({ onSigningIn, onSignedIn }: { onSigningIn: () => void; onSignedIn: () => void }) {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
  };
  if (path === '/forgot') return <ForgotPage go={go} />;
  if (path.startsWith('/user/reset/'))
    return <ResetPage token={decodeURIComponent(path.slice('/user/reset/'.length))} go={go} />;
  return <SignInPage go={go} onSigningIn={onSigningIn} onSignedIn={onSignedIn} />;
}
