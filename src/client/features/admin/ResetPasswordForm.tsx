import { IonButton, useIonAlert } from '@ionic/react';
import { useState, type ChangeEvent } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { checkAdminPassword } from '../../../domain/password';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { resetPassword } from './users-api';

/**
 * Reset Password (spec 3 section 5): new password and its confirmation ("Passwords do not match",
 * "Password must be 6 characters", 123456 is "Password very too weak") and the team confirmation code.
 * The user's sessions end on the server.
 */
export function ResetPasswordForm({ user }: { user: AdminUser }) {
  const [alert] = useIonAlert();
  const notice = useNotice();
  const [form, setForm] = useState({ password: '', confirm: '', code: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [k]: e.target.value });
    setProblem(null);
  };

  const send = async () => {
    setBusy(true);
    const res = await resetPassword({ email: user.email, ...form });
    setBusy(false);
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, 'Update data');
    }
    setForm({ password: '', confirm: '', code: '' });
    toast('Update Success');
  };

  return (
    <form
      className="adm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const bad =
          checkAdminPassword(form.password, form.confirm) ??
          (form.code.trim() ? null : 'Please input the team confirmation code');
        if (bad) return setProblem(bad);
        void alert({
          header: 'Reset password',
          message: `Set the new password of ${user.email}? The user is signed out everywhere.`,
          buttons: [
            { text: 'Cancel', role: 'cancel' },
            { text: 'Reset', role: 'destructive', handler: () => void send() },
          ],
        });
      }}
    >
      <label className="adm-field">
        New password
        <input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          maxLength={200}
        />
      </label>
      <label className="adm-field">
        Confirm password
        <input
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          maxLength={200}
        />
      </label>
      <label className="adm-field">
        Team confirmation code
        <input type="password" autoComplete="off" value={form.code} onChange={set('code')} maxLength={100} />
      </label>
      {problem && (
        <p className="adm-error" role="alert" data-testid="reset-error">
          {problem}
        </p>
      )}
      <IonButton type="submit" disabled={busy}>
        Reset Password
      </IonButton>
    </form>
  );
}
