import { IonAvatar, IonItem, IonLabel, IonList } from '@ionic/react';
import { useAtomValue } from '../../state/store';
import { AppPage } from '../../shell/AppPage';
import { userAtom } from '../../state/session';
import { useT } from '../../lib/i18n';
import { PasswordCard } from './PasswordCard';
import { SettingsCard } from './SettingsCard';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** Profile data is read-only (an administrator changes it); the user changes settings and the password. */
export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  const t = useT('profile');
  if (!user) return null;
  const rows: [string, string][] = [
    [t('Name'), user.name],
    [t('E-mail'), user.email],
    [t('Position'), user.position],
    [t('Area'), user.area],
    [t('Branch'), user.branch],
  ];
  return (
    <AppPage title={t('Profile')}>
      <div className="sb-grid">
        <div className="sb-card">
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <IonAvatar
              style={{
                background: 'var(--ion-color-primary)',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 600,
              }}
            >
              {user.avatar ? <img src={user.avatar} alt="" /> : initials(user.name)}
            </IonAvatar>
            <h2 style={{ margin: 0 }}>{user.name}</h2>
          </div>
          <IonList lines="full" data-testid="profile-fields">
            {rows.map(([label, value]) => (
              <IonItem key={label}>
                <IonLabel>
                  <p>{label}</p>
                  <h3>{value}</h3>
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
          <p className="sb-muted">{t('To change these details, contact an administrator.')}</p>
        </div>
        <SettingsCard />
        <PasswordCard />
      </div>
    </AppPage>
  );
}
