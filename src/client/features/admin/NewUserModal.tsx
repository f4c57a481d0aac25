import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { checkAdminPassword, isEmail, MSG_INVALID_EMAIL } from '../../../domain/password';
import { ROLE } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { UserFields, type UserFieldValues } from './UserFields';
import type { AdminKey } from './texts';
import { createUser } from './users-api';

const EMPTY: UserFieldValues = {
  name: '',
  position: '',
  role: ROLE.RECEPTION,
  branch: 1,
  rights: [],
  isManage: false,
  needsActivation: false,
  lang: null,
};

/** New user: e-mail, the shared fields, and a first password now (the reset rules) or a set-password mail. */
export function NewUserModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (u: AdminUser) => void;
}) {
  const t = useT('admin');
  const [email, setEmail] = useState('');
  const [value, setValue] = useState(EMPTY);
  const [first, setFirst] = useState<'mail' | 'password'>('mail');
  const [pw, setPw] = useState({ password: '', confirm: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setEmail('');
    setValue(EMPTY);
    setPw({ password: '', confirm: '' });
    setProblem(null);
  };
  const submit = async () => {
    const bad = !isEmail(email)
      ? MSG_INVALID_EMAIL
      : !value.name.trim()
        ? 'Please input name'
        : first === 'password'
          ? checkAdminPassword(pw.password, pw.confirm)
          : null;
    if (bad) return setProblem(t(bad as AdminKey));
    setBusy(true);
    const res = await createUser({
      email: email.trim(),
      ...value,
      lang: value.lang ?? undefined,
      firstPassword: first,
      ...(first === 'password' ? pw : {}),
    });
    setBusy(false);
    if (!res.ok) return setProblem(res.error.msg);
    toast(first === 'mail' ? t('Update Success: the set-password mail is sent') : t('Update Success'));
    onCreated(res.data.data);
    reset();
  };

  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid="new-user-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('New user')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form
          className="adm-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="adm-field">
            {t('E-mail')}
            <input
              type="email"
              autoComplete="off"
              value={email}
              maxLength={200}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <UserFields value={value} onChange={setValue} />
          <fieldset className="adm-fieldset">
            <legend>{t('First password')}</legend>
            <label className="adm-check">
              <input type="radio" name="first" checked={first === 'mail'} onChange={() => setFirst('mail')} />
              {t('Send a set-password mail (link valid 7 days)')}
            </label>
            <label className="adm-check">
              <input type="radio" name="first" checked={first === 'password'} onChange={() => setFirst('password')} />
              {t('Set a password now')}
            </label>
            {first === 'password' && (
              <div className="adm-two">
                <label className="adm-field">
                  {t('Password')}
                  <input
                    type="password"
                    autoComplete="new-password"
                    value={pw.password}
                    onChange={(e) => setPw({ ...pw, password: e.target.value })}
                  />
                </label>
                <label className="adm-field">
                  {t('Confirm password')}
                  <input
                    type="password"
                    autoComplete="new-password"
                    value={pw.confirm}
                    onChange={(e) => setPw({ ...pw, confirm: e.target.value })}
                  />
                </label>
              </div>
            )}
          </fieldset>
          {problem && (
            <p className="adm-error" role="alert" data-testid="new-user-error">
              {problem}
            </p>
          )}
          <IonButton type="submit" disabled={busy}>
            {t('Create user')}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
