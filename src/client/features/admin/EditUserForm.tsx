import { IonButton, useIonAlert } from '@ionic/react';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import type { Role } from '../../../domain/roles';
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
});

/** Edit: role, branch, rights, manager flag (saved after a confirmation); block with a message, or unblock. */
export function EditUserForm({ user, onChanged }: { user: AdminUser; onChanged: (u: AdminUser) => void }) {
  const [alert] = useIonAlert();
  const notice = useNotice();
  const [value, setValue] = useState(() => valuesOf(user));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const res = await updateUser(user.id, value);
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, 'Update data');
    }
    toast('Update Success');
    onChanged(res.data.data);
  };
  const block = async (blocked: boolean) => {
    const res = await blockUser(user.id, blocked, message.trim());
    if (!res.ok) {
      setProblem(res.error.msg);
      return notice(res.error.msg, 'Update data');
    }
    setMessage('');
    toast('Update Success');
    onChanged(res.data.data);
  };
  const confirm = (header: string, text: string, button: string, run: () => Promise<void>, destructive = false) =>
    void alert({
      header,
      message: text,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: button, role: destructive ? 'destructive' : undefined, handler: () => void run() },
      ],
    });

  return (
    <div className="adm-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.name.trim()) return setProblem('Please input name');
          setProblem(null);
          confirm('Save changes', `Save the changes to ${user.email}?`, 'Save', save);
        }}
      >
        <UserFields value={value} onChange={setValue} />
        {problem && (
          <p className="adm-error" role="alert">
            {problem}
          </p>
        )}
        <IonButton type="submit">Save</IonButton>
      </form>
      <section className="adm-block" data-testid="block-section">
        <h3>{user.blocked ? 'Blocked' : 'Block this user'}</h3>
        {user.blocked ? (
          <>
            <p>
              Message: <strong>{user.blockMsg}</strong>
            </p>
            <IonButton
              color="success"
              onClick={() =>
                confirm('Unblock', `Unblock ${user.email}? They can sign in again.`, 'Unblock', () => block(false))
              }
            >
              Unblock
            </IonButton>
          </>
        ) : (
          <>
            <label className="adm-field">
              Block message (the user reads it)
              <textarea rows={2} maxLength={300} value={message} onChange={(e) => setMessage(e.target.value)} />
            </label>
            <IonButton
              color="danger"
              onClick={() => {
                if (!message.trim()) return setProblem('Please input the block message');
                confirm(
                  'Block',
                  `Block ${user.email}? They are signed out at once and see your message.`,
                  'Block',
                  () => block(true),
                  true,
                );
              }}
            >
              Block
            </IonButton>
          </>
        )}
      </section>
    </div>
  );
}
