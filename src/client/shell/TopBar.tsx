import { IonButtons, IonMenuButton, IonToolbar } from '@ionic/react';
import { useAtomValue } from '../state/store';
import { userAtom } from '../state/session';
import { NotificationBell } from './NotificationBell';
import { OutboxBadge } from './OutboxBadge';
import { SupportTools } from './SupportTools';
import { UserMenu } from './UserMenu';
import { PageTitle } from '../ui/PageTitle';
import { userTabs } from './navigation';
import { TopTabs } from './TopTabs';
import { useWide } from './use-wide';
import { useT } from '../lib/i18n';

/** Tablets: brand, tabs from the access map, then bell, pending saves, support tools, user menu. Phones: menu button and title. */
export function TopBar({ title, subtitle }: { title: string; subtitle?: string }) {
  const wide = useWide();
  const user = useAtomValue(userAtom);
  const tabs = user ? userTabs(user) : [];
  const t = useT('common');
  return (
    <IonToolbar>
      {!wide && user && (
        <IonButtons slot="start">
          <IonMenuButton aria-label={t('Open menu')} />
        </IonButtons>
      )}
      {wide && user ? <TopTabs tabs={tabs} /> : <PageTitle title={title} subtitle={subtitle} />}
      {user && (
        <IonButtons slot="end">
          <OutboxBadge />
          <NotificationBell />
          <SupportTools />
          <UserMenu />
        </IonButtons>
      )}
    </IonToolbar>
  );
}
