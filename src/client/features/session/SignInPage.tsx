import { useState, type FormEvent } from 'react';
import { signIn } from '../../lib/session';
import type { PublicText } from '../../lib/i18n/public-text';
import { Brand, Link } from './PublicParts';

/**
 * `onSigningIn`: the user has started on the form (its first focus) or sends it; the entry fetches the app meanwhile,
 * so the seconds spent typing are not spent again waiting after SIGN IN.
 */
export function SignInPage({
  go,
  onSigningIn,
  onSignedIn,
  text,
}: {
  go: (to: string) => void;
  onSigningIn: () => void;
  onSignedIn: () => void;
  text: PublicText;
}) {
  const { t } = text;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [activation, setActivation] = useState<{ msg: string; code: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    onSigningIn();
    const res = await signIn(email.trim(), password);
    setBusy(false);
    if (res.kind === 'ok') onSignedIn();
    else if (res.kind === 'activation') setActivation({ msg: res.msg, code: res.code });
    else setError(text.error(res.errorCode, res.msg, res.params));
  }

  return (
    <>
      <form className="pub-card" onSubmit={submit} onFocus={onSigningIn} noValidate>
        <Brand subtitle={t('Hotel back office')} />
        <label htmlFor="email">{t('E-mail')}</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <label htmlFor="password">{t('Password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <button type="submit" disabled={busy}>
          {busy ? t('Signing in…') : t('SIGN IN')}
        </button>
        <div className="pub-error" role="alert">
          {error}
        </div>
        <div className="pub-links">
          <Link to="/forgot" go={go}>
            {t('Forgot password?')}
          </Link>
          <a href="/report/manual">{t('Manual')}</a>
        </div>
      </form>
      {activation && (
        <div className="pub-dialog" role="dialog" aria-modal="true" aria-labelledby="act-title">
          <div>
            <h2 id="act-title">{t('Activate this browser')}</h2>
            <p>{t('This browser is not activated. Please contact Team IT with the request code.')}</p>
            <p>{t('Please contact Team IT to activate this browser and give them this request code:')}</p>
            <div className="pub-code" data-testid="request-code">
              {activation.code}
            </div>
            <button type="button" onClick={() => setActivation(null)}>
              {t('OK')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
