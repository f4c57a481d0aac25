import { IonButton, useIonAlert } from '@ionic/react';
import { useState, type ChangeEvent } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { checkAdminPassword } from '../../../domain/password';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import type { AdminKey } from './texts';
import { resetPassword } from './users-api';

/**
 * Reset Password (spec 3 section 5): new password and its confirmation ("Passwords do not match",
 * "Password must be 6 characters", 123456 is "Password very too weak") and the team confirmation code.
 * The user's sessions end on the server.
 */
export function ResetPasswordForm({ user }: { user: AdminUser }) {
  const t = useT('admin');
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
      return notice(res.error.msg, t('Update data'));
    }
    setForm({ password: '', confirm: '', code: '' });
    toast(t('Update Success'));
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
        if (bad) return setProblem(t(bad as AdminKey));
        void alert({
          header: t('Reset password'),
          message: t('Set the new password of {{email}}? The user is signed out everywhere.', { email: user.email }),
          buttons: [
            { text: t('Cancel'), role: 'cancel' },
            { text: t('Reset'), role: 'destructive', handler: () => void send() },
          ],
        });
      }}
    >
      <label className="adm-field">
        {t('New password')}
        <input
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          maxLength={200}
        />
      </label>
      <label className="adm-field">
        {t('Confirm password')}
        <input
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          maxLength={200}
        />
      </label>
      <label className="adm-field">
        {t('Team confirmation code')}
        <input type="password" autoComplete="off" value={form.code} onChange={set('code')} maxLength={100} />
      </label>
      {problem && (
        <p className="adm-error" role="alert" data-testid="reset-error">
          {problem}
        </p>
      )}
      <IonButton type="submit" disabled={busy}>
        {t('Reset Password')}
      </IonButton>
    </form>
  );
}
