import { useGo } from './use-go';
import { IonButton, IonButtons, IonItem, IonLabel, IonList, IonMenuButton, IonPopover, IonToolbar } from '@ionic/react';
import { useAtomValue } from '../state/store';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tab } from '../../domain/tabs';
import { userAtom } from '../state/session';
import { NotificationBell } from './NotificationBell';
import { OutboxBadge } from './OutboxBadge';
import { SupportTools } from './SupportTools';
import { UserMenu } from './UserMenu';
import { PageTitle } from '../ui/PageTitle';
import { userTabs } from './navigation';
import { useWide } from './use-wide';

function GroupTab({ tab, active }: { tab: Tab; active: boolean }) {
  const id = `tab-${useId().replace(/:/g, '')}`;
  const go = useGo();
  return (
    <>
      <IonButton id={id} fill="clear" className={active ? 'active' : ''}>
        {tab.label} ▾
      </IonButton>
      <IonPopover trigger={id} dismissOnSelect>
        <IonList lines="none">
          {tab.children?.map((c) => (
            <IonItem key={c.path} button onClick={() => go(c.path)} detail={false}>
              <IonLabel>{c.label}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}

/** Tablets: brand, tabs from the access map, then bell, pending saves, support tools, user menu. Phones: menu button and title. */
export function TopBar({ title, subtitle }: { title: string; subtitle?: string }) {
  const wide = useWide();
  const go = useGo();
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const tabs = user ? userTabs(user) : [];
  return (
    <IonToolbar>
      {!wide && user && (
        <IonButtons slot="start">
          <IonMenuButton aria-label="Open menu" />
        </IonButtons>
      )}
      {wide && user ? (
        <nav className="sb-tabs" slot="start" aria-label="Main" data-testid="top-tabs">
          <span className="sb-brand">Sumbook</span>
          {tabs.map((t) =>
            t.children ? (
              <GroupTab key={t.label} tab={t} active={t.children.some((c) => pathname.startsWith(c.path))} />
            ) : (
              <IonButton
                key={t.label}
                fill="clear"
                onClick={() => go(t.path ?? '/home')}
                className={pathname === t.path ? 'active' : ''}
              >
                {t.label}
              </IonButton>
            ),
          )}
        </nav>
      ) : (
        <PageTitle title={title} subtitle={subtitle} />
      )}
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
