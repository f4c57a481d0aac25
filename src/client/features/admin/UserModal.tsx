import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonLabel,
  IonModal,
  IonSegment,
  IonSegmentButton,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { ROLE_NAMES, type Role } from '../../../domain/roles';
import { useT } from '../../lib/i18n';
import { EditUserForm } from './EditUserForm';
import { EntryTables } from './EntryTables';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { AdminKey } from './texts';

type Tab = 'activate' | 'reset' | 'edit';

/** The per-user modal of the User section: Activate (browsers), Reset Password, Edit (spec 3 section 2). */
export function UserModal({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onChanged: (u: AdminUser) => void;
}) {
  const t = useT('admin');
  const [tab, setTab] = useState<Tab>('activate');
  return (
    <IonModal isOpen={user !== null} onDidDismiss={onClose} className="adm-modal" data-testid="user-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{user?.name}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('Close')}</IonButton>
          </IonButtons>
        </IonToolbar>
        <IonToolbar color="light">
          <IonSegment scrollable value={tab} onIonChange={(e) => setTab(e.detail.value as Tab)}>
            <IonSegmentButton value="activate">
              <IonLabel>{t('Activate')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="reset">
              <IonLabel>{t('Reset Password')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="edit">
              <IonLabel>{t('Edit')}</IonLabel>
            </IonSegmentButton>
          </IonSegment>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        {user && (
          <>
            <p className="adm-muted adm-who">
              {user.email} · {t(ROLE_NAMES[user.role as Role] as AdminKey)} · {user.branch} ({user.area})
              {user.blocked && <strong className="adm-status off"> {t('Blocked')}</strong>}
            </p>
            {tab === 'activate' && (
              <>
                <p className="adm-muted">
                  {user.needsActivation
                    ? t(
                        'Browser activation is on: a new browser waits in Blocked with its request code until it is activated here.',
                      )
                    : t(
                        'Browser activation is off for this user (Edit turns it on): the lists show the browsers seen so far.',
                      )}
                </p>
                <EntryTables user={user} target="login" onChanged={onChanged} />
              </>
            )}
            {tab === 'reset' && <ResetPasswordForm key={user.id} user={user} />}
            {tab === 'edit' && <EditUserForm key={`${user.id}-${user.blocked}`} user={user} onChanged={onChanged} />}
          </>
        )}
      </IonContent>
    </IonModal>
  );
}
