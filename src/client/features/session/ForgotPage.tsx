import { useState, type FormEvent } from 'react';
import { MSG_INVALID_EMAIL, isEmail } from '../../../domain/password';
import { sessionCalls } from '../../../contract/light-calls';
import type { userApi } from '../../../contract/user';
import { requestByType } from '../../lib/request';
import type { PublicText } from '../../lib/i18n/public-text';
import { Brand, Link } from './PublicParts';

export function ForgotPage({ go, text }: { go: (to: string) => void; text: PublicText }) {
  const { t } = text;
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    if (!isEmail(email)) {
      setError(t(MSG_INVALID_EMAIL));
      return;
    }
    setBusy(true);
    const res = await requestByType<typeof userApi.forgot>(sessionCalls.forgot, {}, { email: email.trim() });
    setBusy(false);
    if (res.ok) setDone(res.data.msg);
    else setError(text.error(res.error.code, res.error.msg, res.error.params));
  }

  return (
    <>
      <form className="pub-card" onSubmit={submit} noValidate>
        <Brand subtitle={t('Forgot your password?')} />
        <p>{t('Type the e-mail of your account; we will send you a link to set a new password.')}</p>
        <label htmlFor="email">{t('E-mail')}</label>
        <input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          {t('SEND RESET LINK')}
        </button>
        <div className="pub-error" role="alert">
          {error}
        </div>
        {done && (
          <div className="pub-ok" role="status">
            {t(done as 'If this e-mail has an account, a reset link has been sent to it.')}
          </div>
        )}
        <div className="pub-links">
          <Link to="/" go={go}>
            {t('Back to sign-in')}
          </Link>
        </div>
      </form>
    </>
  );
}
