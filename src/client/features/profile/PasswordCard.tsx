import { IonButton, IonInput, IonItem } from '@ionic/react';
import { useState } from 'react';
import { MSG_PASSWORD_MISMATCH_PROFILE, checkNewPassword } from '../../../domain/password';
import { userApi } from '../../../contract/user';
import { setAccessToken } from '../../lib/api';
import { request } from '../../lib/request';
import { toast } from '../../lib/toast';

/** Change password (never kept as a draft or queued offline: passwords stay off the device). */
export function PasswordCard() {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const problem = checkNewPassword(newPassword, confirm, MSG_PASSWORD_MISMATCH_PROFILE);
    setError(problem ?? '');
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
    toast(res.data.msg);
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
      <h2>Change password</h2>
      {field('Current password', oldPassword, setOld, 'current-password')}
      {field('New password', newPassword, setNew, 'new-password')}
      {field('Confirm new password', confirm, setConfirm, 'new-password')}
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
        CHANGE PASSWORD
      </IonButton>
    </div>
  );
}
