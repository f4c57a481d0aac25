import { useState, type FormEvent } from 'react';
import { MSG_PASSWORD_MISMATCH_RESET, checkNewPassword } from '../../../domain/password';
import { sessionCalls } from '../../../contract/light-calls';
import type { userApi } from '../../../contract/user';
import { requestByType } from '../../lib/request';
import type { PublicText } from '../../lib/i18n/public-text';
import { Brand, Link } from './PublicParts';

export function ResetPage({ token, go, text }: { token: string; go: (to: string) => void; text: PublicText }) {
  const { t } = text;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = checkNewPassword(password, confirm, MSG_PASSWORD_MISMATCH_RESET);
    setError(problem ? t(problem as typeof MSG_PASSWORD_MISMATCH_RESET) : '');
    if (problem) return;
    setBusy(true);
    const res = await requestByType<typeof userApi.reset>(
      sessionCalls.reset,
      {},
      { password, confirm },
      { Authorization: `Bearer ${token}` },
    );
    setBusy(false);
    if (res.ok) setDone(res.data.msg);
    else setError(text.error(res.error.code, res.error.msg, res.error.params));
  }

  return (
    <>
      <form className="pub-card" onSubmit={submit} noValidate>
        <Brand subtitle={t('Set a new password')} />
        <label htmlFor="password">{t('New password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label htmlFor="confirm">{t('Confirm password')}</label>
        <input
          id="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={busy || !!done}>
          {t('SET PASSWORD')}
        </button>
        <div className="pub-error" role="alert">
          {error}
        </div>
        {done && (
          <div className="pub-ok" role="status">
            {t(done as 'Your password has been changed. Please sign in.')}
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
