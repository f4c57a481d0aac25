import { useState, type FormEvent } from 'react';
import { MSG_PASSWORD_MISMATCH_RESET, checkNewPassword } from '../../../domain/password';
import { sessionCalls } from '../../../contract/light-calls';
import type { userApi } from '../../../contract/user';
import { requestByType } from '../../lib/request';
import { Brand, Link } from './PublicParts';

export function ResetPage({ token, go }: { token: string; go: (to: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = checkNewPassword(password, confirm, MSG_PASSWORD_MISMATCH_RESET);
    setError(problem ?? '');
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
    else setError(res.error.msg);
  }

  return (
    <main className="pub">
      <form className="pub-card" onSubmit={submit} noValidate>
        <Brand subtitle="Set a new password" />
        <label htmlFor="password">New password</label>
        <input
          id="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label htmlFor="confirm">Confirm password</label>
        <input
          id="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={busy || !!done}>
          SET PASSWORD
        </button>
        <div className="pub-error" role="alert">
          {error}
        </div>
        {done && (
          <div className="pub-ok" role="status">
            {done}
          </div>
        )}
        <div className="pub-links">
          <Link to="/" go={go}>
            Back to sign-in
          </Link>
        </div>
      </form>
    </main>
  );
}
