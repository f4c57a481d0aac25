import { useState, type FormEvent } from 'react';
import { signIn } from '../../lib/session';
import { Brand, Link } from './PublicParts';

/** `onSigningIn`: the sign-in call is on its way (the entry fetches the app meanwhile). */
export function SignInPage({
  go,
  onSigningIn,
  onSignedIn,
}: {
  go: (to: string) => void;
  onSigningIn: () => void;
  onSignedIn: () => void;
}) {
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
    else setError(res.msg);
  }

  return (
    <main className="pub">
      <form className="pub-card" onSubmit={submit} noValidate>
        <Brand subtitle="Hotel back office" />
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'SIGN IN'}
        </button>
        <div className="pub-error" role="alert">
          {error}
        </div>
        <div className="pub-links">
          <Link to="/forgot" go={go}>
            Forgot password?
          </Link>
          <a href="/report/manual">Manual</a>
        </div>
      </form>
      {activation && (
        <div className="pub-dialog" role="dialog" aria-modal="true" aria-labelledby="act-title">
          <div>
            <h2 id="act-title">Activate this browser</h2>
            <p>{activation.msg}</p>
            <p>Please contact Team IT to activate this browser and give them this request code:</p>
            <div className="pub-code" data-testid="request-code">
              {activation.code}
            </div>
            <button type="button" onClick={() => setActivation(null)}>
              OK
            </button>
          </div>
        </div>
      )}
    </main>
  );
}
