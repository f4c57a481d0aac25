import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { useT } from '../../lib/i18n';
import { AreaSelect } from './AreaSelect';
import { EntryTables } from './EntryTables';
import { SearchedUserList } from './UserList';
import { useUserList } from './use-user-list';
import { glistUsers } from './users-api';

/** Glist: the users of an area with their glist entries; a user opens the activated / blocked tables (5 changes each). */
export function GlistSection() {
  const t = useT('admin');
  const list = useUserList(glistUsers);
  const counts = (u: AdminUser) =>
    t('{{activated}} activated · {{blocked}} blocked', {
      activated: u.glist.listActivated.length,
      blocked: u.glist.listBlock.length,
    });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.users?.find((u) => u.id === openId) ?? null;
  return (
    <section className="adm-section" data-testid="admin-glist">
      <div className="adm-toolbar">
        <AreaSelect value={list.area} onChange={list.setArea} />
      </div>
      <SearchedUserList
        list={list}
        onOpen={(u) => setOpenId(u.id)}
        extra={{ title: t('Glist'), cell: counts }}
        testId="glist-users"
      />
      <IonModal
        isOpen={open !== null}
        onDidDismiss={() => setOpenId(null)}
        className="adm-modal"
        data-testid="glist-modal"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>{t('Glist · {{name}}', { name: open?.name ?? '' })}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpenId(null)}>{t('Close')}</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">
          {open && (
            <>
              <p className="adm-muted adm-who">{open.email}</p>
              <EntryTables user={open} target="glist" onChanged={list.replace} />
            </>
          )}
        </IonContent>
      </IonModal>
    </section>
  );
}
