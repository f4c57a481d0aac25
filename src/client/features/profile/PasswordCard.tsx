import { IonButton, IonInput, IonItem } from '@ionic/react';
import { useState } from 'react';
import { MSG_PASSWORD_MISMATCH_PROFILE, checkNewPassword } from '../../../domain/password';
import { catalogText, useT } from '../../lib/i18n';
import { userApi } from '../../../contract/user';
import { setAccessToken } from '../../lib/api';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';

/** What checkNewPassword answers on this screen. */
type PasswordProblem = 'Password must be at least 6 characters' | 'New password & Confirm did not match';

/** Change password (never kept as a draft or queued offline: passwords stay off the device). */
export function PasswordCard() {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT('profile');

  async function submit() {
    // The domain's rule messages (spec 1 section 9) are keys of this screen's catalog.
    const problem = checkNewPassword(newPassword, confirm, MSG_PASSWORD_MISMATCH_PROFILE) as PasswordProblem | null;
    setError(problem ? t(problem) : '');
    if (problem) return;
    setBusy(true);
    const res = await request(userApi.changePassword, {}, { oldPassword, newPassword, confirm });
    setBusy(false);
    if (!res.ok) {
      setError(res.error.msg);
      return;
    }
    setAccessToken(res.data.access_token);
    setOld('');
    setNew('');
    setConfirm('');
    toast(catalogText(res.data.msg, ['profile']));
  }

  const field = (label: string, value: string, set: (v: string) => void, auto: string) => (
    <IonItem>
      <IonInput
        label={label}
        labelPlacement="stacked"
        type="password"
        autocomplete={auto as 'new-password'}
        value={value}
        onIonInput={(e) => set(String(e.detail.value ?? ''))}
      />
    </IonItem>
  );

  return (
    <div className="sb-card">
      <h2>{t('Change password')}</h2>
      {field(t('Current password'), oldPassword, setOld, 'current-password')}
      {field(t('New password'), newPassword, setNew, 'new-password')}
      {field(t('Confirm new password'), confirm, setConfirm, 'new-password')}
      {error && (
        <p className="sb-error" role="alert">
          {error}
        </p>
      )}
      <IonButton
        disabled={busy}
        onClick={() => {
          void submit();
        }}
      >
        {t('CHANGE PASSWORD')}
      </IonButton>
    </div>
  );
}
