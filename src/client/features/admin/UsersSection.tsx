import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { useT } from '../../lib/i18n';
import { AreaSelect } from './AreaSelect';
import { NewUserModal } from './NewUserModal';
import { SearchedUserList } from './UserList';
import { UserModal } from './UserModal';
import { useUserList } from './use-user-list';
import { usersOfArea } from './users-api';

/** User: the users of an area with search; a user opens Activate / Reset Password / Edit; New user. */
export function UsersSection() {
  const t = useT('admin');
  const list = useUserList(usersOfArea);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const open = list.users?.find((u) => u.id === openId) ?? null;
  const browsers = (u: AdminUser) =>
    t('{{activated}} activated · {{waiting}} waiting', {
      activated: u.login.listActivated.length,
      waiting: u.login.listBlock.length,
    });
  return (
    <section className="adm-section" data-testid="admin-users">
      <div className="adm-toolbar">
        <AreaSelect value={list.area} onChange={list.setArea} />
        <IonButton onClick={() => setCreating(true)}>
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
          {t('New user')}
        </IonButton>
      </div>
      <SearchedUserList
        list={list}
        onOpen={(u) => setOpenId(u.id)}
        extra={{ title: t('Browsers'), cell: browsers }}
        testId="user-list"
      />
      <UserModal user={open} onClose={() => setOpenId(null)} onChanged={list.replace} />
      <NewUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(u) => {
          setCreating(false);
          list.add(u);
        }}
      />
    </section>
  );
}
