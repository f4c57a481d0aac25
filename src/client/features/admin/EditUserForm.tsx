import { IonButton, useIonAlert } from '@ionic/react';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import type { Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useNotice } from '../../lib/use-notice';
import { UserFields, type UserFieldValues } from './UserFields';
import { blockUser, updateUser } from './users-api';

const valuesOf = (u: AdminUser): UserFieldValues => ({
  name: u.name,
  position: u.position,
  role: u.role as Role,
  branch: u.branchID,
  rights: [...u.rights],
  isManage: u.isManage,
  needsActivation: u.needsActivation,
  lang: u.lang ?? null,
});

/** Edit: role, branch, rights, manager flag (saved after a confirmation); block with a message, or unblock. */
export function EditUserForm({ user, onChanged }: { user: AdminUser; onChanged: (u: AdminUser) => void }) {
  const t = useT('admin');
  const [alert] = useIonAlert();
  const notice = useNotice();
  const [value, setValue] = useState(() => valuesOf(user));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const res = await updateUser(user.id, value);
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, t('Update data'));
    }
    toast(t('Update Success'));
    onChanged(res.data.data);
  };
  const block = async (blocked: boolean) => {
    const res = await blockUser(user.id, blocked, message.trim());
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, t('Update data'));
    }
    setMessage('');
    toast(t('Update Success'));
    onChanged(res.data.data);
  };
  const confirm = (header: string, text: string, button: string, run: () => Promise<void>, destructive = false) =>
    void alert({
      header,
      message: text,
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: button, role: destructive ? 'destructive' : undefined, handler: () => void run() },
      ],
    });

  return (
    <div className="adm-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.name.trim()) return setProblem(t('Please input name'));
          setProblem(null);
          confirm(t('Save changes'), t('Save the changes to {{email}}?', { email: user.email }), t('Save'), save);
        }}
      >
        <UserFields value={value} onChange={setValue} />
        {problem && (
          <p className="adm-error" role="alert">
            {problem}
          </p>
        )}
        <IonButton type="submit">{t('Save')}</IonButton>
      </form>
      <section className="adm-block" data-testid="block-section">
        <h3>{user.blocked ? t('Blocked') : t('Block this user')}</h3>
        {user.blocked ? (
          <>
            <p>
              {t('Message:')} <strong>{user.blockMsg}</strong>
            </p>
            <IonButton
              color="success"
              onClick={() =>
                confirm(
                  t('Unblock'),
                  t('Unblock {{email}}? They can sign in again.', { email: user.email }),
                  t('Unblock'),
                  () => block(false),
                )
              }
            >
              {t('Unblock')}
            </IonButton>
          </>
        ) : (
          <>
            <label className="adm-field">
              {t('Block message (the user reads it)')}
              <textarea rows={2} maxLength={300} value={message} onChange={(e) => setMessage(e.target.value)} />
            </label>
            <IonButton
              color="danger"
              onClick={() => {
                if (!message.trim()) return setProblem(t('Please input the block message'));
                confirm(
                  t('Block'),
                  t('Block {{email}}? They are signed out at once and see your message.', { email: user.email }),
                  t('Block'),
                  () => block(true),
                  true,
                );
              }}
            >
              {t('Block')}
            </IonButton>
          </>
        )}
      </section>
    </div>
  );
}
